/**
 * Reviews in the back office (role `catalogo`): every review with its product and author, and
 * hiding or showing one. A hidden review leaves the storefront's list and the product's average
 * and count at once: the storefront reads them from product_reviews on every request
 * (src/reviews/review-repository.ts, no cache), skipping `hidden_at IS NOT NULL`.
 */
import {
  hideReasonProblem,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewPage,
} from '@store/contracts';
import { audit } from '../audit/audit-log.js';
import type { Db, Queryable } from '../db/db.js';
import { escapeLike, selectPage, SqlFilters } from '../db/sql-filters.js';
import { notFound, validationError } from '../http/errors.js';
import type { StaffPrincipal } from '../staff/staff-access.js';

export const REVIEW_NOT_FOUND = 'Reseña no encontrada';

interface ReviewDbRow {
  id: number;
  product_id: number;
  product_name: string;
  sku: string;
  stars: number;
  comment: string;
  firstname: string;
  lastname: string;
  email: string;
  created_at: Date | string;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
}

const REVIEW_COLUMNS = `r.id, r.product_id, p.name AS product_name, p.sku, r.stars, r.comment,
         c.firstname, c.lastname, c.email, r.created_at, r.hidden_at, r.hidden_reason,
         s.email AS hidden_by`;
const REVIEW_FROM = `FROM product_reviews r
    JOIN products p ON p.id = r.product_id
    JOIN customers c ON c.id = r.customer_id
    LEFT JOIN staff s ON s.id = r.hidden_by`;

function adminReview(row: ReviewDbRow): AdminReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    sku: row.sku,
    stars: row.stars,
    comment: row.comment,
    author: `${row.firstname} ${row.lastname}`.trim(),
    authorEmail: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
    hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString(),
    hiddenBy: row.hidden_by,
  };
}

export async function listAdminReviews(db: Queryable, query: AdminReviewListQuery): Promise<AdminReviewPage> {
  const filters = new SqlFilters();
  if (query.productId !== undefined) filters.add('r.product_id = ?', query.productId);
  if (query.visibility === 'hidden') filters.addFixed('r.hidden_at IS NOT NULL');
  if (query.visibility === 'visible') filters.addFixed('r.hidden_at IS NULL');
  if (query.q !== undefined)
    filters.add(
      `(p.name ILIKE ? OR p.sku ILIKE ? OR r.comment ILIKE ? OR (c.firstname || ' ' || c.lastname) ILIKE ?)`,
      `%${escapeLike(query.q.trim())}%`,
    );
  const { rows, meta } = await selectPage<ReviewDbRow>(
    db,
    filters,
    { columns: REVIEW_COLUMNS, from: REVIEW_FROM, orderBy: 'r.created_at DESC, r.id DESC' },
    { page: query.page, perPage: query['per-page'] },
  );
  return { items: rows.map(adminReview), _meta: meta };
}

async function lockedReview(tx: Queryable, id: number): Promise<AdminReview> {
  await tx.query('SELECT 1 FROM product_reviews WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await tx.query<ReviewDbRow>(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.id = $1`, [id]);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return adminReview(row);
}

const visibilityView = (review: AdminReview) => ({
  hidden: review.hidden,
  hiddenReason: review.hiddenReason,
  productId: review.productId,
});

/**
 * Hides the review (reason required) or shows it again (reason optional, kept in the audit
 * log). Hiding a hidden review with a new reason replaces the reason; showing a visible one
 * changes nothing and writes nothing.
 */
export async function setReviewVisibility(
  db: Db,
  id: number,
  change: { hidden: true; reason: string } | { hidden: false; reason?: string | undefined },
  staff: StaffPrincipal,
): Promise<AdminReview> {
  const reason = change.reason?.trim() ?? '';
  if (change.hidden) {
    const problem = hideReasonProblem(reason);
    if (problem) throw validationError({ reason: problem });
  }
  return db.transaction(async (tx) => {
    const before = await lockedReview(tx, id);
    if (!change.hidden && !before.hidden) return before;
    if (change.hidden && before.hidden && before.hiddenReason === reason) return before;
    await tx.query(
      change.hidden
        ? `UPDATE product_reviews SET hidden_at = COALESCE(hidden_at, now()), hidden_reason = $2, hidden_by = $3 WHERE id = $1`
        : `UPDATE product_reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL WHERE id = $1`,
      change.hidden ? [id, reason, staff.id] : [id],
    );
    const after = await lockedReview(tx, id);
    await audit(tx, staff, {
      action: change.hidden ? 'review.hide' : 'review.show',
      entityType: 'review',
      entityId: id,
      before: visibilityView(before),
      after: visibilityView(after),
      note: reason || undefined,
    });
    return after;
  });
}
