import type { FastifyPluginAsync } from 'fastify';
import { findPage, listPages } from '../content/page-repository.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { errorResponse, slugParams } from '../http/schemas.js';

const blockSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['heading', 'paragraph', 'list'] },
    text: { type: 'string' },
    items: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const contentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/pages', {
    schema: {
      tags: ['Contenido'],
      summary: 'Páginas de contenido disponibles',
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            required: ['slug', 'title'],
            properties: { slug: { type: 'string' }, title: { type: 'string' } },
          },
        },
      },
    },
    handler: () => listPages(db),
  });

  app.get<{ Params: { slug: string } }>('/pages/:slug', {
    schema: {
      tags: ['Contenido'],
      summary: 'Una página de contenido en bloques estructurados (sin HTML)',
      params: slugParams,
      response: {
        200: {
          type: 'object',
          required: ['slug', 'title', 'updatedAt', 'blocks'],
          properties: {
            slug: { type: 'string' },
            title: { type: 'string' },
            updatedAt: { type: 'string', format: 'date-time' },
            blocks: { type: 'array', items: blockSchema },
          },
        },
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const page = await findPage(db, request.params.slug);
      if (!page) throw notFound('Página no encontrada');
      return page;
    },
  });
};
