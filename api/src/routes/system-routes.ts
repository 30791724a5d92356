import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['Sistema'],
      summary: 'Estado del servicio',
      response: { 200: Type.Object({ status: Type.Literal('ok') }) },
    },
    handler: () => ({ status: 'ok' as const }),
  });

  app.get('/openapi.json', { schema: { hide: true }, handler: () => app.swagger() });
};
