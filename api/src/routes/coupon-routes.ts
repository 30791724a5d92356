import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './route-deps.js';

// Work in progress (issue 3): routes are added here.
export const couponRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
