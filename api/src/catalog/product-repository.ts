import type { Queryable } from '../db/db.js';
import type { Product, ProductPage } from '@store/contracts';
import { productMainImage } from './product.js';
import { searchTerms } from './search-text.js';
import type { CatalogCache } from './catalog-cache.js';
import { brandFilter, facetedPage } from './facets.js';
import { listingScope, scopeKey, type ListingScopeCache } from './listing-scope.js';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  sku: string;
  description: string;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  price_sale: number;
  price_regular: number;
  stock: number;
  product_group: string;
  material_group: string;
  coupon_code: string | null;
  coupon_type: 'P' | 'F' | null;
  coupon_discount: number | null;
  coupon_remaining: number | null;
  coupon_expire: Date | string | null;
}

// numeric is cast to float8 so both drivers hand back JS numbers instead of strings.
const PRODUCT_SELECT = `
  SELECT p.id, p.slug, p.name, p.sku, p.description,
         b.id AS brand_id, b.name AS brand_name,
         c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
         p.price_sale::float8 AS price_sale, p.price_regular::float8 AS price_regular,
         p.stock, p.product_group, p.material_group,
         pc.code AS coupon_code, pc.type AS coupon_type, pc.discount::float8 AS coupon_discount,
         pc.remaining AS coupon_remaining, pc.expire AS coupon_expire
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    -- the product's own coupon (the latest one when several name it, never a disabled one); the
    -- cart decides from remaining and expire whether it still applies
    LEFT JOIN LATERAL (
      SELECT co.code, co.type, co.discount, co.remaining, co.expire
        FROM coupon_products cp JOIN coupons co ON co.code = cp.coupon_code
       WHERE cp.product_id = p.id AND co.disabled_at IS NULL
       ORDER BY co.expire DESC, co.code
       LIMIT 1
    ) pc ON true`;

/**
 * What the storefront may show: a product staff unpublished (migration 022) is not found by id,
 * slug or sku and is left out of every listing and search, as a removed product would be.
 */
export const PUBLISHED = 'p.published';

export type ProductExpansion = 'specs';

/** Reads `expand=specs,foo` into the expansions this API supports. */
export function parseExpand(expand: string | undefined): Set<ProductExpansion> {
  const requested = new Set((expand ?? '').split(',').map((part) => part.trim()));
  return new Set(requested.has('specs') ? (['specs'] as const) : []);
}

/** The product coupon's columns of a product query (`pc.*` of the lateral join, all null without one). */
export type ProductCouponColumns = Pick<
  ProductRow,
  'coupon_code' | 'coupon_type' | 'coupon_discount' | 'coupon_remaining' | 'coupon_expire'
>;

/** The product's coupon as the API shows it, or null; the storefront and the back office read it alike. */
export function productCouponOf(row: ProductCouponColumns): NonNullable<Product['coupon']> | null {
  return row.coupon_code && row.coupon_type && row.coupon_expire !== null
    ? {
        code: row.coupon_code,
        type: row.coupon_type,
        discount: row.coupon_discount ?? 0,
        remaining: row.coupon_remaining ?? 0,
        expire: new Date(row.coupon_expire).toISOString(),
      }
    : null;
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    description: row.description,
    brand: { id: row.brand_id, name: row.brand_name },
    mainCategory: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    price: { sale: row.price_sale, regular: row.price_regular },
    stock: row.stock,
    mainImage: productMainImage(row.id, row.name),
    coupon: productCouponOf(row),
    group: row.product_group,
    materialGroup: row.material_group,
  };
}

/** The products with their specs, as new objects (the inputs may be shared cache entries). */
async function withSpecs(db: Queryable, products: Product[]): Promise<Product[]> {
  if (products.length === 0) return products;
  const rows = await db.query<{ product_id: number; name: string; value: string }>(
    'SELECT product_id, name, value FROM product_specs WHERE product_id = ANY($1::int[]) ORDER BY product_id, position',
    [products.map((product) => product.id)],
  );
  const byProduct = new Map<number, Array<{ name: string; value: string }>>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ name: row.name, value: row.value });
    byProduct.set(row.product_id, list);
  }
  return products.map((product) => ({ ...product, specs: byProduct.get(product.id) ?? [] }));
}

/**
 * Product objects by id (src/catalog/catalog-cache.ts): listings and searches compute which
 * ids make a page on the database every time and take the cards from here.
 */
export type ProductCache = CatalogCache<number, Product>;

/** The products with these ids, in this order (ids that no longer exist are left out). */
async function productsById(db: Queryable, ids: readonly number[], cache?: ProductCache): Promise<Product[]> {
  const found = new Map<number, Product>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = cache?.get(id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE p.id = ANY($1::int[]) AND ${PUBLISHED}`,
      [missing],
    );
    for (const row of rows) {
      const product = toProduct(row);
      found.set(product.id, product);
      cache?.set(product.id, product);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

export type ProductKey = 'id' | 'slug' | 'sku';

export async function findProduct(
  db: Queryable,
  key: ProductKey,
  value: string | number,
  expand: Set<ProductExpansion> = new Set(),
  cache?: ProductCache,
): Promise<Product | null> {
  let product = key === 'id' ? cache?.get(Number(value)) : undefined;
  if (!product) {
    // `key` is one of three literals, never user text, so interpolating the column is safe.
    const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.${key} = $1 AND ${PUBLISHED}`, [
      value,
    ]);
    const row = rows[0];
    if (!row) return null;
    product = toProduct(row);
    cache?.set(product.id, product);
  }
  if (!expand.has('specs')) return product;
  const [expanded] = await withSpecs(db, [product]);
  return expanded ?? null;
}

export type ProductSort = 'price' | '-price' | 'name' | '-name' | 'newest';

/** Orders over the `matched` rows of a listing (id breaks ties, so pages never overlap). */
const ORDER_BY: Record<ProductSort, { columns: string; orderBy: string }> = {
  price: { columns: 'p.id, p.price_sale', orderBy: 'm.price_sale ASC, m.id ASC' },
  '-price': { columns: 'p.id, p.price_sale', orderBy: 'm.price_sale DESC, m.id DESC' },
  name: { columns: 'p.id, p.name', orderBy: 'm.name ASC, m.id ASC' },
  '-name': { columns: 'p.id, p.name', orderBy: 'm.name DESC, m.id DESC' },
  newest: { columns: 'p.id', orderBy: 'm.id DESC' },
};

export interface ProductCriteria {
  /** The listing's scope (a category page): not a facet. */
  categoryIds?: number[] | undefined;
  /** Categories chosen as a filter (search): counted as the category facet. */
  filterCategoryIds?: number[] | undefined;
  /** Free text; every word must appear (accent- and case-insensitive). */
  text?: string | undefined;
  /** Brand ids, names or slugs; any of them matches. */
  brands?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStockOnly?: boolean | undefined;
  /** Adds `facets` to the page (src/catalog/facets.ts). */
  facets?: boolean | undefined;
  sort?: ProductSort | undefined;
  page: number;
  perPage: number;
  expand?: Set<ProductExpansion> | undefined;
}

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Length in characters as PostgreSQL counts them (code points, not UTF-16 units). */
function characterCount(term: string): number {
  // Code points on purpose: PostgreSQL's length() and substr() count them, not emoji clusters.
  return Array.from(term).length;
}

/**
 * WHERE conditions for the search words, served by the indexes of migration 009. Words of 3+
 * characters use the trigram index on search_text. Words of 2 characters use the bigram array
 * (exactly "contains") only when the search has no longer word: otherwise the trigram index
 * already narrows the rows, and a plain LIKE on those is cheaper than rechecking the array on
 * each of them. 1-character words are always a plain LIKE on the rows the others left.
 */
function searchConditions(text: string, param: (value: unknown) => string): string[] {
  const terms = searchTerms(text);
  const hasLongWord = terms.some((term) => characterCount(term) >= 3);
  const pairs = hasLongWord ? [] : terms.filter((term) => characterCount(term) === 2);
  const conditions = terms
    .filter((term) => !pairs.includes(term))
    .map((term) => `p.search_text LIKE ${param(likeContains(term))}`);
  if (pairs.length > 0) conditions.push(`p.search_bigrams @> ${param(pairs)}::text[]`);
  return conditions;
}

/**
 * One statement finds the page's ids and the total; the cards then come from the product
 * cache or one more query. For a text search the matching rows are materialised once from the
 * search indexes (only the columns the order needs), then counted and sorted (top-N) in
 * memory: the planner cannot estimate how many rows a word matches, and this keeps the cost
 * proportional to the matches instead of betting on an index order. Without text, the count
 * and the page are planned separately, so each can use its own index (category, price, name).
 * The count is exact, never capped. With facets the scope's rows are read instead and the page
 * is computed over them with the facets (src/catalog/facets.ts).
 */
export async function listProducts(
  db: Queryable,
  criteria: ProductCriteria,
  cache?: ProductCache,
  scopes?: ListingScopeCache,
): Promise<ProductPage> {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };

  const scope: string[] = [PUBLISHED];
  if (criteria.categoryIds) scope.push(`p.category_id = ANY(${param(criteria.categoryIds)}::int[])`);
  const textConditions = searchConditions(criteria.text ?? '', param);
  scope.push(...textConditions);
  const offset = (criteria.page - 1) * criteria.perPage;
  const meta = (totalCount: number) => ({
    totalCount,
    pageCount: Math.ceil(totalCount / criteria.perPage),
    currentPage: criteria.page,
    perPage: criteria.perPage,
  });
  const cards = async (ids: readonly number[]) => {
    const found = await productsById(db, ids, cache);
    return criteria.expand?.has('specs') ? withSpecs(db, found) : found;
  };

  if (criteria.facets) {
    // The scope is read (or taken from the cache) once; filters, facets, order and page are
    // computed over it (src/catalog/listing-scope.ts explains why).
    const rows = await listingScope(
      db,
      scopeKey(criteria.categoryIds, searchTerms(criteria.text ?? '')),
      scope.length > 0 ? `WHERE ${scope.join(' AND ')}` : '',
      params,
      scopes,
    );
    const page = facetedPage(
      rows,
      {
        brandIds: brandFilter(rows, criteria.brands),
        priceMin: criteria.priceMin,
        priceMax: criteria.priceMax,
        inStockOnly: criteria.inStockOnly === true,
        categoryIds: criteria.filterCategoryIds ? new Set(criteria.filterCategoryIds) : null,
      },
      criteria.sort ?? 'newest',
      offset,
      criteria.perPage,
      !criteria.categoryIds,
    );
    return { items: await cards(page.ids), _meta: meta(page.total), facets: page.facets };
  }

  const filters = filterSql(criteria, param);
  const order = ORDER_BY[criteria.sort ?? 'newest'];
  const conditions = [...scope, ...filters];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const materialised = textConditions.length > 0 ? 'MATERIALIZED' : 'NOT MATERIALIZED';
  const [page] = await db.query<{ total: number; ids: number[] }>(
    `WITH matched AS ${materialised} (SELECT ${order.columns} FROM products p ${where})
     SELECT (SELECT count(*)::int FROM matched) AS total,
            ARRAY(SELECT m.id FROM matched m ORDER BY ${order.orderBy}
                   LIMIT ${param(criteria.perPage)} OFFSET ${param(offset)}) AS ids`,
    params,
  );
  return { items: await cards(page?.ids ?? []), _meta: meta(page?.total ?? 0) };
}

/**
 * The listing's filters as SQL conditions over `products p`. Brands are resolved to ids once
 * (an uncorrelated sub-select), whichever way the shopper named them.
 */
function filterSql(criteria: ProductCriteria, param: (value: unknown) => string): string[] {
  const brands = (criteria.brands ?? []).map((brand) => brand.trim().toLowerCase()).filter(Boolean);
  const ids = brands.filter((brand) => /^\d{1,9}$/.test(brand)).map(Number);
  const conditions: string[] = [];
  if (brands.length > 0)
    conditions.push(`p.brand_id = ANY(ARRAY(SELECT b.id FROM brands b WHERE b.id = ANY(${param(ids)}::int[])
      OR lower(b.name) = ANY(${param(brands)}::text[]) OR b.slug = ANY(${param(brands)}::text[])))`);
  if (criteria.priceMin !== undefined) conditions.push(`p.price_sale >= ${param(criteria.priceMin)}`);
  if (criteria.priceMax !== undefined) conditions.push(`p.price_sale <= ${param(criteria.priceMax)}`);
  if (criteria.inStockOnly) conditions.push('p.stock > 0');
  if (criteria.filterCategoryIds)
    conditions.push(`p.category_id = ANY(${param(criteria.filterCategoryIds)}::int[])`);
  return conditions;
}

/** What the image renderer needs to draw a product. */
export interface ProductArtInfo {
  id: number;
  name: string;
  brand: string;
  categorySlug: string;
  model: string;
}

export async function findProductArtInfo(db: Queryable, id: number): Promise<ProductArtInfo | null> {
  const rows = await db.query<{
    id: number;
    name: string;
    brand: string;
    category_slug: string;
    model: string | null;
  }>(
    `SELECT p.id, p.name, b.name AS brand, c.slug AS category_slug,
            (SELECT s.value FROM product_specs s WHERE s.product_id = p.id AND s.name = 'Modelo' LIMIT 1) AS model
       FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      WHERE p.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    categorySlug: row.category_slug,
    model: row.model ?? row.name,
  };
}
