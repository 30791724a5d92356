import type { FastifyPluginAsync } from 'fastify';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['Sistema'],
      summary: 'Estado del servicio',
      response: {
        200: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['ok'] } },
        },
      },
    },
    handler: () => ({ status: 'ok' as const }),
  });

  app.get('/openapi.json', { schema: { hide: true }, handler: () => app.swagger() });
};
