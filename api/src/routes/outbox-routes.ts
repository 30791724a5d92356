import type { FastifyPluginAsync } from 'fastify';
import { errorResponse } from '../http/schemas.js';
import { listOutbox } from '../outbox/outbox.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Development outbox: the e-mails the store would have sent (reset links, confirmations).
 * Registered only when enabled (`DEV_OUTBOX`, by default everywhere except
 * NODE_ENV=production), because it shows other people's mail.
 */
export const outboxRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: { to?: string; limit: number } }>('/dev/outbox', {
    schema: {
      tags: ['Desarrollo'],
      summary: 'Bandeja de salida de desarrollo: últimos correos enviados por la tienda',
      description: 'Solo en desarrollo (DEV_OUTBOX). Los más recientes primero.',
      querystring: {
        type: 'object',
        properties: {
          to: { type: 'string', maxLength: 200, description: 'Destinatario (sin distinguir mayúsculas)' },
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['messages'],
          properties: {
            messages: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'to', 'subject', 'body', 'created_at'],
                properties: {
                  id: { type: 'integer' },
                  to: { type: 'string' },
                  subject: { type: 'string' },
                  body: { type: 'string' },
                  created_at: { type: 'string', format: 'date-time' },
                },
              },
            },
          },
        },
        400: errorResponse,
      },
    },
    handler: async (request) => {
      const to = request.query.to?.trim();
      return { messages: await listOutbox(db, { to: to || undefined, limit: request.query.limit }) };
    },
  });
};
