import type { Queryable } from '../db/db.js';
import { productMainImage, type Product, type ProductPage } from './product.js';
import { normaliseSearchText } from './search-text.js';

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
    -- the product's own coupon (the latest one when several name it); the cart decides from
    -- remaining and expire whether it still applies
    LEFT JOIN LATERAL (
      SELECT co.code, co.type, co.discount, co.remaining, co.expire
        FROM coupon_products cp JOIN coupons co ON co.code = cp.coupon_code
       WHERE cp.product_id = p.id
       ORDER BY co.expire DESC, co.code
       LIMIT 1
    ) pc ON true`;

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

const ORDER_BY: Record<ProductSort, string> = {
  price: 'p.price_sale ASC, p.id ASC',
  '-price': 'p.price_sale DESC, p.id DESC',
  name: 'p.name ASC, p.id ASC',
  '-name': 'p.name DESC, p.id DESC',
  newest: 'p.id DESC',
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

export async function listProducts(db: Queryable, criteria: ProductCriteria): Promise<ProductPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };

  if (criteria.categoryIds) conditions.push(`p.category_id = ANY(${param(criteria.categoryIds)}::int[])`);
  for (const term of normaliseSearchText(criteria.text ?? '')
    .split(' ')
    .filter(Boolean)) {
    conditions.push(`p.search_text LIKE ${param(likeContains(term))}`);
  }
  if (criteria.brand) {
    const brand = param(criteria.brand.trim().toLowerCase());
    conditions.push(`(lower(b.name) = ${brand} OR b.slug = ${brand})`);
  }
  if (criteria.inStockOnly) conditions.push('p.stock > 0');

  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (criteria.page - 1) * criteria.perPage;
  // One pass returns the page and the total (window count), instead of a second scan.
  const rows = await db.query<ProductRow & { total_count: number }>(
    `${PRODUCT_SELECT.replace('SELECT', 'SELECT count(*) OVER ()::int AS total_count,')} ${where}
      ORDER BY ${ORDER_BY[criteria.sort ?? 'newest']} LIMIT ${param(criteria.perPage)} OFFSET ${param(offset)}`,
    params,
  );
  let totalCount = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the window count has no row to ride on, so count separately.
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM products p JOIN brands b ON b.id = p.brand_id ${where}`,
      params.slice(0, -2),
    );
    totalCount = count?.total ?? 0;
  }
  const items = rows.map(toProduct);
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
