import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OUTBOX_DEFAULT_LIMIT, OutboxList, OutboxQuery, errorResponse } from '@store/contracts';
import { listOutbox } from '../outbox/outbox.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Development outbox: the e-mails the store would have sent (reset links, confirmations).
 * Registered only when enabled (`DEV_OUTBOX`, by default on only with DEVELOPMENT_AIDS=1 and
 * refused with NODE_ENV=production), because it shows everyone's mail: reset links included.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  app.get('/dev/outbox', {
    schema: {
      tags: ['Desarrollo'],
      summary: 'Bandeja de salida de desarrollo: últimos correos enviados por la tienda',
      description: 'Solo en desarrollo (DEVELOPMENT_AIDS=1 o DEV_OUTBOX=1). Los más recientes primero.',
      querystring: OutboxQuery,
      response: { 200: OutboxList, 400: errorResponse },
    },
    handler: async (request) => {
      const to = request.query.to?.trim();
      // The schema's default already fills `limit`; the fallback only satisfies the type.
      const limit = request.query.limit ?? OUTBOX_DEFAULT_LIMIT;
      return { messages: await listOutbox(db, { to: to || undefined, limit }) };
    },
  });
};
