import type { Queryable } from '../db/db.js';
import type { CatalogCache } from './catalog-cache.js';

/**
 * A listing's scope (a category page's categories, or a search's words) read once from the
 * database as columns: what the facet filters, the facet counts and the orders need, nothing
 * the cards show (those come from the product cache).
 *
 * Why: the scope is the expensive part of a faceted listing (the search indexes, then every
 * facet over the same rows); the filters, counts, order and page are cheap arithmetic over a
 * few thousand rows. Kept in a `ListingScopeCache` for the catalog cache's TTL, a shopper
 * narrowing a search with the facet panel (brand, price, stock, sort, next page) runs the
 * search once. The orders the database decides (names in its collation) are read as ranks, so
 * the answer is the same as a statement over the same rows would give.
 */
export interface ListingScope {
  size: number;
  ids: Int32Array;
  brandIds: Int32Array;
  categoryIds: Int32Array;
  prices: Float64Array;
  inStock: Uint8Array;
  /** The brands present, in the database's order of their names (index = rank). */
  brands: Map<number, ScopeBrand>;
  /** The categories present, in the database's order of their names. */
  categories: Map<number, ScopeCategory>;
  /** Row positions in each listing order, computed when first asked for. */
  orders: Map<ScopeOrder, Int32Array>;
}

export interface ScopeBrand {
  id: number;
  name: string;
  slug: string;
  rank: number;
}

export interface ScopeCategory {
  id: number;
  name: string;
  slug: string;
  rank: number;
}

export type ScopeOrder = 'price' | '-price' | 'name' | '-name' | 'newest';

/** Scopes by key (`scopeKey`); the value is the load itself, so concurrent misses share one. */
export type ListingScopeCache = CatalogCache<string, Promise<ListingScope>>;

/** At most this many scopes are kept (a 20,000-row scope takes about 1 MB). */
export const LISTING_SCOPE_MAX_ENTRIES = 200;

/** Identifies a scope: the same categories and words give the same rows whatever their order. */
export function scopeKey(categoryIds: readonly number[] | undefined, terms: readonly string[]): string {
  return JSON.stringify([categoryIds ? [...categoryIds].sort((a, b) => a - b) : null, [...terms].sort()]);
}

/** [id, brand id, category id, price, in stock] in the order by name. */
type ScopeRow = [number, number, number, number, boolean];
/** [id, name, slug] in the order by name. */
type NamedRow = [number, string, string];

/**
 * One statement, answered as three JSON texts: parsing them is a fraction of what the drivers
 * spend building one object per row, and a broad search's scope has thousands of rows.
 */
async function loadScope(db: Queryable, where: string, params: readonly unknown[]): Promise<ListingScope> {
  const [answer] = await db.query<{ rows: string; brands: string; categories: string }>(
    `WITH s AS MATERIALIZED (
       SELECT p.id, p.name, p.brand_id, p.category_id, p.price_sale::float8 AS price, p.stock > 0 AS in_stock
         FROM products p ${where}
     )
     SELECT (SELECT coalesce(json_agg(json_build_array(id, brand_id, category_id, price, in_stock)
                                      ORDER BY name, id), '[]') FROM s)::text AS rows,
            (SELECT coalesce(json_agg(json_build_array(b.id, b.name, b.slug) ORDER BY b.name, b.id), '[]')
               FROM brands b WHERE b.id IN (SELECT brand_id FROM s))::text AS brands,
            (SELECT coalesce(json_agg(json_build_array(c.id, c.name, c.slug) ORDER BY c.name, c.id), '[]')
               FROM categories c WHERE c.id IN (SELECT category_id FROM s))::text AS categories`,
    [...params],
  );
  const rows = JSON.parse(answer?.rows ?? '[]') as ScopeRow[];
  const size = rows.length;
  const scope: ListingScope = {
    size,
    ids: new Int32Array(size),
    brandIds: new Int32Array(size),
    categoryIds: new Int32Array(size),
    prices: new Float64Array(size),
    inStock: new Uint8Array(size),
    brands: new Map(),
    categories: new Map(),
    orders: new Map(),
  };
  // Rows come in the order by name (and id), so a row's position is its name rank.
  rows.forEach(([id, brandId, categoryId, price, inStock], index) => {
    scope.ids[index] = id;
    scope.brandIds[index] = brandId;
    scope.categoryIds[index] = categoryId;
    scope.prices[index] = price;
    scope.inStock[index] = inStock ? 1 : 0;
  });
  const named = (text: string | undefined) =>
    (JSON.parse(text ?? '[]') as NamedRow[]).map(([id, name, slug], rank) => ({ id, name, slug, rank }));
  for (const brand of named(answer?.brands)) scope.brands.set(brand.id, brand);
  for (const category of named(answer?.categories)) scope.categories.set(category.id, category);
  return scope;
}

/**
 * The scope of `where` (conditions over `products p` with `params`), from the cache when it
 * holds it. A failed load is forgotten, so the next request tries again.
 */
export function listingScope(
  db: Queryable,
  key: string,
  where: string,
  params: readonly unknown[],
  cache?: ListingScopeCache,
): Promise<ListingScope> {
  const cached = cache?.get(key);
  if (cached) return cached;
  const loading = loadScope(db, where, params);
  if (cache?.enabled) {
    cache.set(key, loading);
    loading.catch(() => cache.delete(key, loading));
  }
  return loading;
}

/** Row positions of the scope in a listing order (id breaks ties, as the SQL orders do). */
export function scopeOrder(scope: ListingScope, order: ScopeOrder): Int32Array {
  const known = scope.orders.get(order);
  if (known) return known;
  const positions = Int32Array.from({ length: scope.size }, (_, index) => index);
  const id = (position: number) => scope.ids[position] ?? 0;
  const price = (position: number) => scope.prices[position] ?? 0;
  if (order === '-name') positions.reverse();
  else if (order === 'newest') positions.sort((a, b) => id(b) - id(a));
  else if (order === 'price') positions.sort((a, b) => price(a) - price(b) || id(a) - id(b));
  else if (order === '-price') positions.sort((a, b) => price(b) - price(a) || id(b) - id(a));
  scope.orders.set(order, positions);
  return positions;
}
