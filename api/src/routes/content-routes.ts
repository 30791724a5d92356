import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContentPage, ContentPageLink, SlugParams, errorResponse } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { findPage, listPages } from '../content/page-repository.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';

export const contentRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get('/pages', {
    schema: {
      tags: ['Contenido'],
      summary: 'Páginas de contenido disponibles',
      response: { 200: Type.Array(ContentPageLink) },
    },
    handler: () => listPages(db),
  });

  app.get('/pages/:slug', {
    schema: {
      tags: ['Contenido'],
      summary: 'Una página de contenido en bloques estructurados (sin HTML)',
      params: SlugParams,
      response: { 200: ContentPage, 404: errorResponse },
    },
    handler: async (request) => {
      const page = await findPage(db, request.params.slug);
      if (!page) throw notFound('Página no encontrada');
      return page;
    },
  });
};
