import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteSearchRequest, SiteSearchResponse, errorResponse } from '@store/contracts';
import { badRequest } from '../http/errors.js';
import { siteSearch } from '../site-search/site-search.js';
import type { RouteDeps } from './route-deps.js';

const EMPTY_QUERY = 'Escribe el nombre, la marca o el código del producto que buscas';

export const siteSearchRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  app.post('/site-search', {
    schema: {
      tags: ['Productos'],
      summary: 'Búsqueda del sitio (vista previa): productos con existencia, del más caro al más barato',
      description:
        'Por defecto 6 resultados por página (máximo 24), solo tipo producto, solo con existencia (`filters.inStock` false incluye los agotados) y orden `price:desc`. Busca cada palabra en nombre, marca, SKU y categoría sin distinguir mayúsculas ni tildes.',
      body: SiteSearchRequest,
      response: { 200: SiteSearchResponse, 400: errorResponse },
    },
    handler: async (request) => {
      // Ajv has applied the schema's defaults; the fallbacks only satisfy the optional types.
      const { query, page = 1, perPage = 6, filters, sort = 'price:desc' } = request.body;
      const text = query.trim();
      if (text === '') throw badRequest(EMPTY_QUERY, { query: EMPTY_QUERY });
      return siteSearch(db, { query: text, page, perPage, inStockOnly: filters?.inStock !== false, sort });
    },
  });
};
