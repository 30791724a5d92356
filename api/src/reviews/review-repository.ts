import type { OrderStatus, Review, ReviewList } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { firstCharacter } from '../services/characters.js';

interface ReviewRow {
  id: number;
  comment: string;
  stars: number;
  created_at: Date | string;
  firstname: string;
  lastname: string;
  verified_purchase: boolean;
}

/**
 * Orders whose money the store has received: a review by someone with such an order holding
 * the product is a "Compra verificada" (issue 10, defect 13). Unpaid, declined, expired,
 * cancelled orders and credit still in review do not count.
 */
const VERIFIED_PURCHASE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

const VERIFIED_STATUS_LIST = VERIFIED_PURCHASE_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * SQL for "the review's author bought its product" over a row `r` of product_reviews. Computed
 * when reviews are read rather than stored, so a purchase paid (or cancelled) after the review
 * is reflected. orders_customer_idx and order_items' key make it an index lookup.
 */
const VERIFIED_PURCHASE_SQL = `EXISTS (
  SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id
   WHERE o.customer_id = r.customer_id AND oi.product_id = r.product_id
     AND o.status IN (${VERIFIED_STATUS_LIST}))`;

/** First name and last-name initial, e.g. 'María H.': never the full name or e-mail. */
export function authorName(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = firstCharacter(lastname.trim());
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'Cliente';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    user_comment: row.comment,
    assigned_stars: row.stars,
    author: authorName(row.firstname, row.lastname),
    created_at: new Date(row.created_at).toISOString(),
    verified_purchase: row.verified_purchase,
  };
}

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  return rows.length > 0;
}

/**
 * Newest first; the summary covers every review of the product, not just the page. Reviews
 * staff hid (migration 023, src/support-admin/review-moderation.ts) are in neither.
 */
export async function listReviews(
  db: Queryable,
  productId: number,
  page: number,
  perPage: number,
): Promise<ReviewList> {
  const rows = await db.query<ReviewRow>(
    `SELECT r.id, r.comment, r.stars, r.created_at, c.firstname, c.lastname,
            ${VERIFIED_PURCHASE_SQL} AS verified_purchase
       FROM product_reviews r JOIN customers c ON c.id = r.customer_id
      WHERE r.product_id = $1 AND r.hidden_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $2 OFFSET $3`,
    [productId, perPage, (page - 1) * perPage],
  );
  const [summary] = await db.query<{ count: number; average: number | null }>(
    `SELECT count(*)::int AS count, avg(stars)::float8 AS average
       FROM product_reviews WHERE product_id = $1 AND hidden_at IS NULL`,
    [productId],
  );
  return {
    data: rows.map(toReview),
    summary: {
      count: summary?.count ?? 0,
      average: summary?.average ? Math.round(summary.average * 10) / 10 : 0,
    },
  };
}

/**
 * Inserts the customer's review of the product; null when they already reviewed it. The
 * unique (product_id, customer_id) constraint decides, so two concurrent saves cannot both win.
 */
export async function insertReview(
  db: Queryable,
  review: { productId: number; customerId: number; comment: string; stars: number },
): Promise<Review | null> {
  const rows = await db.query<ReviewRow>(
    `WITH inserted AS (
       INSERT INTO product_reviews (product_id, customer_id, stars, comment)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, customer_id) DO NOTHING
       RETURNING id, product_id, comment, stars, created_at, customer_id
     )
     SELECT r.id, r.comment, r.stars, r.created_at, c.firstname, c.lastname,
            ${VERIFIED_PURCHASE_SQL} AS verified_purchase
       FROM inserted r JOIN customers c ON c.id = r.customer_id`,
    [review.productId, review.customerId, review.stars, review.comment],
  );
  const row = rows[0];
  return row ? toReview(row) : null;
}
