import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOG_CACHE_OFF,
  CatalogCache,
  etagOf,
  type CachedResponse,
  type CatalogCacheSettings,
} from '../catalog/catalog-cache.js';
import { categoryIdsWithChildren, findCategory, listCategories } from '../catalog/category-repository.js';
import { buildMenus } from '../catalog/menus.js';
import {
  findProduct,
  listProducts,
  parseExpand,
  type ProductCache,
  type ProductCriteria,
} from '../catalog/product-repository.js';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  errorResponse,
  slugParams,
  expandParam,
  listingQueryProperties,
  type ListingQuery,
} from '../http/schemas.js';

const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const CATEGORY_NOT_FOUND = 'Categoría no encontrada';

const productResponses = { 200: { $ref: 'Product#' }, 400: errorResponse, 404: errorResponse } as const;
const pageResponses = { 200: { $ref: 'ProductPage#' }, 400: errorResponse, 404: errorResponse } as const;

function criteriaFrom(query: ListingQuery): ProductCriteria {
  return {
    text: query['filter[name]'],
    brand: query['filter[brand]'],
    inStockOnly: query['filter[inStock]'] === 1,
    sort: query.sort,
    page: query.page,
    perPage: query['per-page'],
    expand: parseExpand(query.expand),
  };
}

/** True when an If-None-Match header names this ETag (or `*`); weak `W/` prefixes are ignored. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Response caching and HTTP validators for every GET of this plugin (hooks registered here
 * apply only to these routes). Text searches (`filter[name]`) are not cached: their keys are
 * a long tail that would mostly fill memory, and they are served from the search indexes.
 * Every 200 gets an ETag and `Cache-Control: no-cache`, so browsers and proxies revalidate
 * (a 304 without a body when nothing changed) and never show a page older than this cache.
 */
function registerResponseCache(app: FastifyInstance, settings: CatalogCacheSettings): void {
  const cache = new CatalogCache<string, CachedResponse>(settings);
  const servedFromCache = new WeakSet<FastifyRequest>();
  app.addHook('onClose', async () => cache.dispose());

  const cacheable = (request: FastifyRequest): boolean => {
    if (!cache.enabled || request.method !== 'GET') return false;
    const text = (request.query as Record<string, unknown> | undefined)?.['filter[name]'];
    return typeof text !== 'string' || text.trim() === '';
  };

  const validators = (reply: FastifyReply, entry: Pick<CachedResponse, 'etag'>, hit: boolean | null) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (hit !== null) reply.header('x-cache', hit ? 'HIT' : 'MISS');
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = cache.get(request.url);
    if (!entry) return;
    servedFromCache.add(request);
    validators(reply, entry, true);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    // A string with a JSON content type is sent as it is, without running the serializer.
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (servedFromCache.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const stored = cacheable(request);
    const entry = { body: payload, etag: etagOf(payload) };
    if (stored) cache.set(request.url, entry);
    validators(reply, entry, stored ? false : null);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

export interface CatalogRouteOptions {
  db: Db;
  /** Response cache; off when not given (see src/catalog/catalog-cache.ts). */
  cache?: CatalogCacheSettings | undefined;
}

export const catalogRoutes: FastifyPluginAsync<CatalogRouteOptions> = async (app, { db, cache }) => {
  const settings = cache ?? CATALOG_CACHE_OFF;
  registerResponseCache(app, settings);
  const products: ProductCache = new CatalogCache(settings);
  app.addHook('onClose', async () => products.dispose());

  app.get('/menus', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Mega-menú de categorías y menú principal',
      response: {
        200: {
          type: 'object',
          required: ['mega', 'main'],
          properties: {
            mega: { type: 'array', items: { $ref: 'MenuEntry#' } },
            main: { type: 'array', items: { $ref: 'MenuEntry#' } },
          },
        },
      },
    },
    handler: () => buildMenus(db),
  });

  app.get('/categories', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Lista plana de categorías con el slug de su padre',
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'slug', 'name', 'parentSlug'],
            properties: {
              id: { type: 'integer' },
              slug: { type: 'string' },
              name: { type: 'string' },
              parentSlug: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    handler: () => listCategories(db),
  });

  app.get<{ Params: { slug: string } }>('/categories/:slug', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Una categoría con su padre y sus subcategorías',
      params: slugParams,
      response: {
        200: {
          type: 'object',
          required: ['id', 'slug', 'name', 'parent', 'children'],
          properties: {
            id: { type: 'integer' },
            slug: { type: 'string' },
            name: { type: 'string' },
            parent: {
              type: ['object', 'null'],
              required: ['slug', 'name'],
              properties: { slug: { type: 'string' }, name: { type: 'string' } },
            },
            children: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'slug', 'name'],
                properties: { id: { type: 'integer' }, slug: { type: 'string' }, name: { type: 'string' } },
              },
            },
          },
        },
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const category = await findCategory(db, request.params.slug);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },
  });

  app.get<{ Params: { id: number }; Querystring: { expand?: string } }>('/products/:id', {
    schema: {
      tags: ['Productos'],
      summary: 'Un producto por id',
      params: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      },
      querystring: {
        type: 'object',
        properties: { expand: expandParam },
        // filter[...] is accepted for compatibility with the storefront's calls and ignored.
        patternProperties: { '^filter\\[[A-Za-z_]+\\]$': { type: 'string', maxLength: 200 } },
      },
      response: productResponses,
    },
    handler: async (request) => {
      const product = await findProduct(
        db,
        'id',
        request.params.id,
        parseExpand(request.query.expand),
        products,
      );
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  });

  app.get<{ Params: { field: string; value: string }; Querystring: ListingQuery }>(
    '/products/:field/:value',
    {
      schema: {
        tags: ['Productos'],
        summary: 'Producto por slug o sku, o página de productos de una categoría',
        description:
          '`/products/slug/{slug}` y `/products/sku/{sku}` devuelven un producto; `/products/category/{slug}` devuelve una página de productos (incluye subcategorías).',
        params: {
          type: 'object',
          required: ['field', 'value'],
          properties: {
            field: { type: 'string', enum: ['slug', 'sku', 'category'] },
            value: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        querystring: { type: 'object', properties: listingQueryProperties },
        response: {
          200: { oneOf: [{ $ref: 'Product#' }, { $ref: 'ProductPage#' }] },
          400: errorResponse,
          404: errorResponse,
        },
      },
      handler: async (request) => {
        const { field, value } = request.params;
        if (field === 'category') {
          const categoryIds = await categoryIdsWithChildren(db, value);
          if (!categoryIds) throw notFound(CATEGORY_NOT_FOUND);
          return listProducts(db, { ...criteriaFrom(request.query), categoryIds }, products);
        }
        if (field !== 'slug' && field !== 'sku') throw badRequest('Campo de búsqueda no soportado');
        const product = await findProduct(db, field, value, parseExpand(request.query.expand), products);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return product;
      },
    },
  );

  app.get<{ Querystring: ListingQuery }>('/product/search-result', {
    schema: {
      tags: ['Productos'],
      summary: 'Búsqueda de productos con filtros, orden y paginación',
      querystring: { type: 'object', properties: listingQueryProperties },
      response: pageResponses,
    },
    handler: async (request) => {
      const categorySlug = request.query['filter[category]'];
      const categoryIds = categorySlug ? await categoryIdsWithChildren(db, categorySlug) : undefined;
      if (categoryIds === null) throw notFound(CATEGORY_NOT_FOUND);
      return listProducts(db, { ...criteriaFrom(request.query), categoryIds }, products);
    },
  });
};
