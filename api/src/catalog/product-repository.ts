import type { Queryable } from '../db/db.js';
import { productMainImage, type Product, type ProductPage } from './product.js';
import { searchTerms } from './search-text.js';

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
const PRODUCT_COLUMNS = `
  p.id, p.slug, p.name, p.sku, p.description,
  b.id AS brand_id, b.name AS brand_name,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
  p.price_sale::float8 AS price_sale, p.price_regular::float8 AS price_regular,
  p.stock, p.product_group, p.material_group,
  pc.code AS coupon_code, pc.type AS coupon_type, pc.discount::float8 AS coupon_discount,
  pc.remaining AS coupon_remaining, pc.expire AS coupon_expire`;

// the product's own coupon (the latest one when several name it); the cart decides from
// remaining and expire whether it still applies
const PRODUCT_COUPON = `
  LEFT JOIN LATERAL (
    SELECT co.code, co.type, co.discount, co.remaining, co.expire
      FROM coupon_products cp JOIN coupons co ON co.code = cp.coupon_code
     WHERE cp.product_id = p.id
     ORDER BY co.expire DESC, co.code
     LIMIT 1
  ) pc ON true`;

const PRODUCT_SELECT = `
  SELECT ${PRODUCT_COLUMNS}
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    ${PRODUCT_COUPON}`;

export type ProductExpansion = 'specs';

/** Reads `expand=specs,foo` into the expansions this API supports. */
export function parseExpand(expand: string | undefined): Set<ProductExpansion> {
  const requested = new Set((expand ?? '').split(',').map((part) => part.trim()));
  return new Set(requested.has('specs') ? (['specs'] as const) : []);
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
    coupon:
      row.coupon_code && row.coupon_type && row.coupon_expire !== null
        ? {
            code: row.coupon_code,
            type: row.coupon_type,
            discount: row.coupon_discount ?? 0,
            remaining: row.coupon_remaining ?? 0,
            expire: new Date(row.coupon_expire).toISOString(),
          }
        : null,
    group: row.product_group,
    materialGroup: row.material_group,
  };
}

async function attachSpecs(db: Queryable, products: Product[]): Promise<void> {
  if (products.length === 0) return;
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
  for (const product of products) product.specs = byProduct.get(product.id) ?? [];
}

export type ProductKey = 'id' | 'slug' | 'sku';

export async function findProduct(
  db: Queryable,
  key: ProductKey,
  value: string | number,
  expand: Set<ProductExpansion> = new Set(),
): Promise<Product | null> {
  // `key` is one of three literals, never user text, so interpolating the column is safe.
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.${key} = $1`, [value]);
  const row = rows[0];
  if (!row) return null;
  const product = toProduct(row);
  if (expand.has('specs')) await attachSpecs(db, [product]);
  return product;
}

export type ProductSort = 'price' | '-price' | 'name' | '-name' | 'newest';

/** Orders over the `matched` rows of a listing (id breaks ties, so pages never overlap). */
const ORDER_BY: Record<ProductSort, string> = {
  price: 'm.price_sale ASC, m.id ASC',
  '-price': 'm.price_sale DESC, m.id DESC',
  name: 'm.name ASC, m.id ASC',
  '-name': 'm.name DESC, m.id DESC',
  newest: 'm.id DESC',
};

export interface ProductCriteria {
  categoryIds?: number[] | undefined;
  /** Free text; every word must appear (accent- and case-insensitive). */
  text?: string | undefined;
  brand?: string | undefined;
  inStockOnly?: boolean | undefined;
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
  return [...term].length;
}

/**
 * WHERE conditions for the search words, each served by an index (migration 009):
 * 3+ characters by the trigram index on search_text, 2 characters by the bigram array
 * (exactly "contains", no recheck), 1 character as a plain LIKE on the rows the others left.
 */
function searchConditions(text: string, param: (value: unknown) => string): string[] {
  const terms = searchTerms(text);
  const pairs = terms.filter((term) => characterCount(term) === 2);
  const conditions = terms
    .filter((term) => characterCount(term) !== 2)
    .map((term) => `p.search_text LIKE ${param(likeContains(term))}`);
  if (pairs.length > 0) conditions.push(`p.search_bigrams @> ${param(pairs)}::text[]`);
  return conditions;
}

/**
 * One statement returns the page and the total. For a text search the matching rows are
 * materialised once from the search indexes, then counted and sorted (top-N) from memory:
 * the planner cannot estimate how many rows a word matches, and this keeps the cost
 * proportional to the matches instead of betting on an index order. Without text, the count
 * and the page are planned separately, so each uses its own index (category, price, name).
 * The count is exact, never capped.
 */
export async function listProducts(db: Queryable, criteria: ProductCriteria): Promise<ProductPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };

  if (criteria.categoryIds) conditions.push(`p.category_id = ANY(${param(criteria.categoryIds)}::int[])`);
  const textConditions = searchConditions(criteria.text ?? '', param);
  conditions.push(...textConditions);
  let brandJoin = '';
  if (criteria.brand) {
    const brand = param(criteria.brand.trim().toLowerCase());
    brandJoin = 'JOIN brands b ON b.id = p.brand_id';
    conditions.push(`(lower(b.name) = ${brand} OR b.slug = ${brand})`);
  }
  if (criteria.inStockOnly) conditions.push('p.stock > 0');

  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (criteria.page - 1) * criteria.perPage;
  const materialised = textConditions.length > 0 ? 'MATERIALIZED' : 'NOT MATERIALIZED';
  const rows = await db.query<Nullable<ProductRow> & { total_count: number }>(
    `WITH matched AS ${materialised} (
       SELECT p.id, p.price_sale, p.name FROM products p ${brandJoin} ${where}
     )
     SELECT total.count AS total_count, ${PRODUCT_COLUMNS}
       FROM (SELECT count(*)::int AS count FROM matched) total
       LEFT JOIN unnest(ARRAY(
         SELECT m.id FROM matched m
          ORDER BY ${ORDER_BY[criteria.sort ?? 'newest']}
          LIMIT ${param(criteria.perPage)} OFFSET ${param(offset)}
       )) WITH ORDINALITY AS page (id, position) ON true
       LEFT JOIN products p ON p.id = page.id
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN categories c ON c.id = p.category_id
       ${PRODUCT_COUPON}
      ORDER BY page.position`,
    params,
  );
  const totalCount = rows[0]?.total_count ?? 0;
  // An empty page still returns the one row carrying the total, with no product in it.
  const items = rows.filter((row): row is ProductRow & { total_count: number } => row.id !== null).map(toProduct);
  if (criteria.expand?.has('specs')) await attachSpecs(db, items);

  return {
    items,
    _meta: {
      totalCount,
      pageCount: Math.ceil(totalCount / criteria.perPage),
      currentPage: criteria.page,
      perPage: criteria.perPage,
    },
  };
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

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
