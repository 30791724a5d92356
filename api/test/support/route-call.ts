/**
 * One route as the ownership matrices call it. `url` and `payload` are functions because the
 * ids they name only exist once beforeAll has run, while the cases are listed at load time.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface RouteCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => object;
}

export function callRoute(
  app: FastifyInstance,
  route: RouteCall,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: route.method,
    url: route.url(),
    headers,
    ...(route.payload ? { payload: route.payload() } : {}),
  });
}
