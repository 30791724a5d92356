/**
 * Products as the back office lists them (GET /admin/catalog/products): published or not, with
 * the units unpaid orders hold and the product's own coupon even when it is disabled. The
 * storefront's queries (src/catalog/product-repository.ts) never show unpublished products; these
 * show everything.
 */
import {
  ADMIN_PRODUCT_DEFAULT_SORT,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductRow,
} from '@store/contracts';
import { productCouponOf, type ProductCouponColumns } from '../catalog/product-repository.js';
import { searchTerms } from '../catalog/search-text.js';
import type { Queryable } from '../db/db.js';
import { orderByOf } from '../db/order-by.js';
import { escapeLike, pageMeta, SqlFilters } from '../db/sql-filters.js';
import { EXPIRING_STATUSES } from '../orders/order-status.js';

/**
 * Orders not paid yet that keep their units off the shelf: the ones that expire (cart, transfer,
 * store payment) and credit requests waiting for a decision (a rejection gives the units back).
 */
export const HOLDING_STATUSES: readonly string[] = [...EXPIRING_STATUSES, 'credit_review'];

interface AdminProductDbRow extends ProductCouponColumns {
  id: number;
  sku: string;
  name: string;
  slug: string;
  brand: string;
  category: string;
  price_sale: number;
  price_regular: number;
  stock: number;
  held: number;
  published: boolean;
  coupon_disabled: boolean | null;
}

/**
 * `held`: units of the orders in HOLDING_STATUSES. Those units were taken off `stock` when the order was placed and go back when it expires or is
 * cancelled (src/orders/stock-reservation.ts).
 */
const adminProductSelect = (openStatuses: string): string => `
  SELECT p.id, p.sku, p.name, p.slug, b.name AS brand, c.name AS category,
         p.price_sale::float8 AS price_sale, p.price_regular::float8 AS price_regular, p.stock,
         COALESCE((SELECT sum(oi.qty) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                    WHERE oi.product_id = p.id AND o.status = ANY(${openStatuses}::text[])), 0)::int AS held,
         p.published,
         pc.code AS coupon_code, pc.type AS coupon_type, pc.discount::float8 AS coupon_discount,
         pc.remaining AS coupon_remaining, pc.expire AS coupon_expire, pc.disabled AS coupon_disabled
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    -- the product's own coupon: an enabled one first (the one its page shows), else the latest
    LEFT JOIN LATERAL (
      SELECT co.code, co.type, co.discount, co.remaining, co.expire, co.disabled_at IS NOT NULL AS disabled
        FROM coupon_products cp JOIN coupons co ON co.code = cp.coupon_code
       WHERE cp.product_id = p.id
       ORDER BY co.disabled_at IS NOT NULL, co.expire DESC, co.code
       LIMIT 1
    ) pc ON true`;

/** The columns `sort` may name (AdminProductListQuery). */
const SORT_EXPRESSIONS = {
  name: 'p.name',
  sku: 'p.sku',
  price: 'p.price_sale',
  stock: 'p.stock',
} as const;

const withDisabled = (coupon: ReturnType<typeof productCouponOf>, disabled: boolean) =>
  coupon ? { ...coupon, disabled } : null;

function toRow(row: AdminProductDbRow): AdminProductRow {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    category: row.category,
    priceSale: row.price_sale,
    priceRegular: row.price_regular,
    stock: row.stock,
    held: row.held,
    published: row.published,
    coupon: withDisabled(productCouponOf(row), row.coupon_disabled === true),
  };
}

export async function listAdminProducts(
  db: Queryable,
  query: AdminProductListQuery,
): Promise<AdminProductPage> {
  const filters = new SqlFilters();
  // Every word in the name, brand, SKU or category (search_text, with its trigram index), or the
  // whole text as part of the SKU as typed (SKUs with spaces or symbols the words would split).
  const terms = searchTerms(query.q ?? '');
  if (terms.length > 0) {
    const words = terms.map((term) => `p.search_text LIKE ${filters.next(`%${escapeLike(term)}%`)}`);
    const sku = filters.next(`%${escapeLike((query.q ?? '').trim().toUpperCase())}%`);
    filters.addFixed(`((${words.join(' AND ')}) OR upper(p.sku) LIKE ${sku})`);
  }
  if (query.published === 'yes') filters.addFixed('p.published');
  if (query.published === 'no') filters.addFixed('NOT p.published');
  const perPage = query['per-page'];

  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products p ${filters.where()}`,
    [...filters.params],
  );
  const rows = await db.query<AdminProductDbRow>(
    `${adminProductSelect(filters.next(HOLDING_STATUSES))} ${filters.where()}
      ORDER BY ${orderByOf(query.sort ?? ADMIN_PRODUCT_DEFAULT_SORT, SORT_EXPRESSIONS, 'p.id')}
      LIMIT ${filters.next(perPage)} OFFSET ${filters.next((query.page - 1) * perPage)}`,
    filters.params,
  );
  return { items: rows.map(toRow), _meta: pageMeta(count?.total ?? 0, query.page, perPage) };
}

export async function findAdminProduct(db: Queryable, id: number): Promise<AdminProductRow | null> {
  const [row] = await db.query<AdminProductDbRow>(`${adminProductSelect('$1')} WHERE p.id = $2`, [
    HOLDING_STATUSES,
    id,
  ]);
  return row ? toRow(row) : null;
}
