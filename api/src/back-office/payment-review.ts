/**
 * The queue of payments to review (issue 34; api/docs/orders.md#the-queue-of-payments-to-review):
 * money the store took that did not end as a sale. Card approvals that did not pay their order
 * enter it with their gateway answer (payment-answers.ts), a paid order cancelled before shipping
 * enters it here; staff empty it by saying how each was settled, which is audited and, for a
 * refund, told to the shopper.
 */
import {
  PAYMENT_REVIEW_KIND_LABELS,
  type OrderStatus,
  type PaymentMethod,
  type PaymentReviewItem,
  type PaymentReviewKind,
  type PaymentReviewPage,
  type PaymentReviewQuery,
  type PaymentReviewResolution,
  type ResolvePaymentReviewBody,
  type ShippingMethod,
} from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import type { Db, Queryable } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { addOrderEvent } from '../orders/order-repository.js';
import { statusLabel } from '../orders/order-status.js';
import { money } from '../orders/payment-instructions.js';
import { queueMail } from '../outbox/outbox.js';

export const PAYMENT_REVIEW_NOT_FOUND = 'Pago a revisar no encontrado';

interface ReviewRow {
  id: number;
  kind: PaymentReviewKind;
  order_id: number;
  order_number: string;
  order_status: OrderStatus;
  shipping_method: ShippingMethod;
  firstname: string;
  lastname: string;
  email: string;
  payment_method: PaymentMethod;
  amount: number;
  auth_code: string | null;
  reason: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  resolution: PaymentReviewResolution | null;
  resolution_note: string | null;
}

const REVIEW_SELECT = `
  SELECT r.id, r.kind, r.order_id, o.number AS order_number, o.status AS order_status, o.shipping_method,
         o.firstname, o.lastname, o.email, o.payment_method, r.amount::float8 AS amount, a.auth_code,
         r.reason, r.created_at, r.resolved_at, s.email AS resolved_by, r.resolution, r.resolution_note
    FROM payment_reviews r
    JOIN orders o ON o.id = r.order_id
    LEFT JOIN payment_answers a ON a.id = r.payment_answer_id
    LEFT JOIN staff s ON s.id = r.resolved_by`;

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function reviewItem(row: ReviewRow): PaymentReviewItem {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: PAYMENT_REVIEW_KIND_LABELS[row.kind],
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderStatus: row.order_status,
    orderStatusLabel: statusLabel(row.order_status, row.shipping_method),
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    paymentMethod: row.payment_method,
    amount: row.amount,
    authCode: row.auth_code,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: isoOrNull(row.resolved_at),
    resolvedBy: row.resolved_by,
    resolution: row.resolution,
    resolutionNote: row.resolution_note,
  };
}

/** A paid order cancelled before shipping: its whole total waits to be given back. */
export async function openCancelledOrderRefund(
  tx: Queryable,
  order: { id: number; total: number },
  reason: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_reviews (order_id, kind, amount, reason) VALUES ($1, 'cancelled_paid_order', $2, $3)`,
    [order.id, order.total, reason],
  );
}

/** The queue: open items oldest first (work in arrival order); resolved or all newest first. */
export async function listPaymentReviews(
  db: Queryable,
  query: PaymentReviewQuery,
): Promise<PaymentReviewPage> {
  const where = {
    open: 'WHERE r.resolved_at IS NULL',
    resolved: 'WHERE r.resolved_at IS NOT NULL',
    all: '',
  }[query.state];
  const order = query.state === 'open' ? 'r.created_at, r.id' : 'r.created_at DESC, r.id DESC';
  const perPage = query['per-page'];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM payment_reviews r ${where}`,
  );
  const totalCount = counted?.total ?? 0;
  const rows = await db.query<ReviewRow>(`${REVIEW_SELECT} ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`, [
    perPage,
    (query.page - 1) * perPage,
  ]);
  return {
    items: rows.map(reviewItem),
    _meta: { totalCount, pageCount: Math.ceil(totalCount / perPage), currentPage: query.page, perPage },
  };
}

/** One order's items, oldest first (the order's detail). */
export async function orderPaymentReviews(db: Queryable, orderId: number): Promise<PaymentReviewItem[]> {
  const rows = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.order_id = $1 ORDER BY r.id`, [orderId]);
  return rows.map(reviewItem);
}

async function findReview(db: Queryable, id: number): Promise<PaymentReviewItem | null> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [id]);
  return row ? reviewItem(row) : null;
}

/**
 * Takes an item off the queue, saying how it was settled; a refund goes into the order's history
 * and to the shopper. An item already resolved is answered as it is and nothing is written (a
 * repeated click, or two staff members at once: the row lock lets one through).
 */
export async function resolvePaymentReview(
  db: Db,
  staff: AuditActor,
  id: number,
  body: ResolvePaymentReviewBody,
): Promise<PaymentReviewItem> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: number }>(
      'SELECT id FROM payment_reviews WHERE id = $1 FOR UPDATE',
      [id],
    );
    const before = locked ? await findReview(tx, id) : null;
    if (!before) throw notFound(PAYMENT_REVIEW_NOT_FOUND);
    if (before.resolvedAt !== null) return;
    const note = body.note.trim();
    await tx.query(
      `UPDATE payment_reviews SET resolved_at = now(), resolved_by = $2, resolution = $3, resolution_note = $4
        WHERE id = $1`,
      [id, staff.id, body.resolution, note],
    );
    if (body.resolution === 'refunded') await tellRefund(tx, before);
    await audit(tx, staff, {
      action: 'payment-review.resolve',
      entityType: 'payment-review',
      entityId: id,
      before,
      after: await findReview(tx, id),
      note,
    });
  });
  const item = await findReview(db, id);
  if (!item) throw notFound(PAYMENT_REVIEW_NOT_FOUND);
  return item;
}

/** The refund in the order's history ('Mi Pedido') and in the shopper's mail. */
async function tellRefund(tx: Queryable, item: PaymentReviewItem): Promise<void> {
  await addOrderEvent(tx, item.orderId, item.orderStatus, `Reembolso de ${money(item.amount)} realizado`);
  if (!item.email) return;
  await queueMail(tx, {
    to: item.email,
    subject: `Pedido ${item.orderNumber}: reembolso realizado`,
    body: `Hola ${item.customerName}: te devolvimos ${money(item.amount)} del pedido ${item.orderNumber} por el mismo medio con que pagaste. Según tu banco, puede tardar unos días en verse en tu cuenta.`,
  });
}
