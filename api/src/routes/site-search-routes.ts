import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/errors.js';
import {
  brandRefSchema,
  categoryRefSchema,
  errorResponse,
  productImageSchema,
  productPriceSchema,
} from '../http/schemas.js';
import { SITE_SEARCH_SORTS, siteSearch, type SiteSearchSort } from '../site-search/site-search.js';
import type { RouteDeps } from './route-deps.js';

const EMPTY_QUERY = 'Escribe el nombre, la marca o el código del producto que buscas';

interface SiteSearchBody {
  query: string;
  page: number;
  perPage: number;
  filters?: { type?: 'product'; inStock?: boolean };
  sort: SiteSearchSort;
}

export const siteSearchRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post<{ Body: SiteSearchBody }>('/site-search', {
    schema: {
      tags: ['Productos'],
      summary: 'Búsqueda del sitio (vista previa): productos con existencia, del más caro al más barato',
      description:
        'Por defecto 6 resultados por página (máximo 24), solo tipo producto, solo con existencia (`filters.inStock` false incluye los agotados) y orden `price:desc`. Busca cada palabra en nombre, marca, SKU y categoría sin distinguir mayúsculas ni tildes.',
      body: {
        type: 'object',
        required: ['query'],
        properties: {
          query: { type: 'string', maxLength: 200 },
          page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
          perPage: { type: 'integer', minimum: 1, maximum: 24, default: 6 },
          filters: {
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['product'] },
              inStock: { type: 'boolean', default: true },
            },
          },
          sort: { type: 'string', enum: [...SITE_SEARCH_SORTS], default: 'price:desc' },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['results', 'total', 'page', 'perPage', 'pageCount'],
          properties: {
            results: {
              type: 'array',
              items: {
                type: 'object',
                required: [
                  'type',
                  'id',
                  'slug',
                  'name',
                  'sku',
                  'url',
                  'price',
                  'stock',
                  'mainImage',
                  'brand',
                  'mainCategory',
                ],
                properties: {
                  type: { type: 'string', enum: ['product'] },
                  id: { type: 'integer' },
                  slug: { type: 'string' },
                  name: { type: 'string' },
                  sku: { type: 'string' },
                  url: { type: 'string', description: 'Ruta de la ficha en la tienda' },
                  price: productPriceSchema,
                  stock: { type: 'integer' },
                  mainImage: productImageSchema,
                  brand: brandRefSchema,
                  mainCategory: categoryRefSchema,
                },
              },
            },
            total: { type: 'integer' },
            page: { type: 'integer' },
            perPage: { type: 'integer' },
            pageCount: { type: 'integer' },
          },
        },
        400: errorResponse,
      },
    },
    handler: async (request) => {
      const { query, page, perPage, filters, sort } = request.body;
      const text = query.trim();
      if (text === '') throw badRequest(EMPTY_QUERY, { query: EMPTY_QUERY });
      return siteSearch(db, { query: text, page, perPage, inStockOnly: filters?.inStock !== false, sort });
    },
  });
};
