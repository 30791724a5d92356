import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Category,
  CategoryListItem,
  IdParams,
  ExpandParam,
  ListingQuery,
  Menus,
  Product,
  ProductPage,
  SharedRef,
  SlugParams,
  StringEnum,
  errorResponse,
} from '@store/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOG_CACHE_OFF,
  CatalogCache,
  etagOf,
  type CachedResponse,
  type CatalogCacheSettings,
} from '../catalog/catalog-cache.js';
import { categoryIdsWithChildren, findCategory, listCategories } from '../catalog/category-repository.js';
import { buildMenus } from '../catalog/menus.js';
import { LISTING_SCOPE_MAX_ENTRIES, type ListingScopeCache } from '../catalog/listing-scope.js';
import {
  findProduct,
  listProducts,
  parseExpand,
  type ProductCache,
  type ProductCriteria,
} from '../catalog/product-repository.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';

const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const CATEGORY_NOT_FOUND = 'Categoría no encontrada';

const productResponses = { 200: SharedRef(Product), 400: errorResponse, 404: errorResponse };
const pageResponses = { 200: SharedRef(ProductPage), 400: errorResponse, 404: errorResponse };

/** `a,b , c` -> ['a', 'b', 'c']; undefined when nothing is named. */
function commaList(value: string | undefined): string[] | undefined {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : undefined;
}

/** Every category named (a comma list of slugs) with its children, or null if one is unknown. */
async function categoryIdsOf(db: Db, slugs: string[]): Promise<number[] | null> {
  const ids = new Set<number>();
  for (const slug of slugs) {
    const found = await categoryIdsWithChildren(db, slug);
    if (!found) return null;
    for (const id of found) ids.add(id);
  }
  return [...ids];
}

function criteriaFrom(query: ListingQuery): ProductCriteria {
  return {
    text: query['filter[name]'],
    brands: commaList(query['filter[brand]']),
    priceMin: query['filter[priceMin]'],
    priceMax: query['filter[priceMax]'],
    inStockOnly: query['filter[inStock]'] === 1,
    facets: query.facets === 1,
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

export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { db, cache }) => {
  const settings = cache ?? CATALOG_CACHE_OFF;
  registerResponseCache(app, settings);
  const products: ProductCache = new CatalogCache(settings);
  const scopes: ListingScopeCache = new CatalogCache({
    ...settings,
    maxEntries: Math.min(settings.maxEntries, LISTING_SCOPE_MAX_ENTRIES),
  });
  app.addHook('onClose', async () => {
    products.dispose();
    scopes.dispose();
  });

  app.get('/menus', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Mega-menú de categorías y menú principal',
      response: { 200: Menus },
    },
    handler: () => buildMenus(db),
  });

  app.get('/categories', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Lista plana de categorías con el slug de su padre',
      response: { 200: Type.Array(CategoryListItem) },
    },
    handler: () => listCategories(db),
  });

  app.get('/categories/:slug', {
    schema: {
      tags: ['Catálogo'],
      summary: 'Una categoría con su padre y sus subcategorías',
      params: SlugParams,
      response: { 200: Category, 404: errorResponse },
    },
    handler: async (request) => {
      const category = await findCategory(db, request.params.slug);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },
  });

  app.get('/products/:id', {
    schema: {
      tags: ['Productos'],
      summary: 'Un producto por id',
      params: IdParams,
      querystring: Type.Object(
        { expand: Type.Optional(ExpandParam) },
        // filter[...] is accepted for compatibility with the storefront's calls and ignored.
        { patternProperties: { '^filter\\[[A-Za-z_]+\\]$': { type: 'string', maxLength: 200 } } },
      ),
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

  app.get('/products/:field/:value', {
    schema: {
      tags: ['Productos'],
      summary: 'Producto por slug o sku, o página de productos de una categoría',
      description:
        '`/products/slug/{slug}` y `/products/sku/{sku}` devuelven un producto; `/products/category/{slug}` devuelve una página de productos (incluye subcategorías).',
      params: Type.Object({
        field: StringEnum(['slug', 'sku', 'category']),
        value: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      querystring: ListingQuery,
      response: {
        200: Type.Union([SharedRef(Product), SharedRef(ProductPage)]),
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const { field, value } = request.params;
      if (field === 'category') {
        const categoryIds = await categoryIdsWithChildren(db, value);
        if (!categoryIds) throw notFound(CATEGORY_NOT_FOUND);
        return listProducts(db, { ...criteriaFrom(request.query), categoryIds }, products, scopes);
      }
      const product = await findProduct(db, field, value, parseExpand(request.query.expand), products);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  });

  app.get('/product/search-result', {
    schema: {
      tags: ['Productos'],
      summary: 'Búsqueda de productos con filtros, orden y paginación',
      description:
        'Con `facets=1` la página trae `facets`: marcas, categorías, rangos de precio y existencia del resultado completo; cada faceta cuenta con los demás filtros activos.',
      querystring: ListingQuery,
      response: pageResponses,
    },
    handler: async (request) => {
      // In a search the category is one more filter (the category facet counts without it).
      const slugs = commaList(request.query['filter[category]']);
      const filterCategoryIds = slugs ? await categoryIdsOf(db, slugs) : undefined;
      if (filterCategoryIds === null) throw notFound(CATEGORY_NOT_FOUND);
      return listProducts(db, { ...criteriaFrom(request.query), filterCategoryIds }, products, scopes);
    },
  });
};
