/**
 * One order as the back office sees it (GET /admin/orders/{id}, and the answer of every
 * transition): the order view the checkout uses, plus what only staff read — the card attempts
 * and the bank's answers, the whole history, the refunds, the recorded payment reference and
 * shipment, and which transitions it allows now.
 */
import type {
  AdminGatewayAnswer,
  AdminOrderDetail,
  AdminPaymentAttempt,
  CreditOrderStatus,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { PAYMENT_METHOD_LABELS } from '../credit/purchase-history.js';
import { findStoreInfo, loadOrderView, type OrderRecord } from '../orders/order-repository.js';
import { loadOrderEvents, loadOrderShipment } from '../orders/order-tracking.js';
import { allowedActions } from './order-transition-rules.js';
import { orderPaymentReviews } from './payment-review.js';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The credit request's decision, the hook between orders and the credit team (null: no request). */
export async function creditDecision(db: Queryable, orderId: number): Promise<CreditOrderStatus | null> {
  const [row] = await db.query<{ status: CreditOrderStatus }>(
    'SELECT status FROM credit_orders WHERE order_id = $1',
    [orderId],
  );
  return row?.status ?? null;
}

/** A row whose timestamps the driver returns as dates (or text), before they become ISO strings. */
type Stored<T, K extends keyof T> = Omit<T, K> & Record<K, Date | string>;

async function paymentAttempts(db: Queryable, orderId: number): Promise<AdminPaymentAttempt[]> {
  const rows = await db.query<Stored<AdminPaymentAttempt, 'createdAt' | 'updatedAt'>>(
    `SELECT id, status, amount::float8 AS amount, processor, card_last4 AS last4, auth_code AS "authCode",
            response AS "responseText", created_at AS "createdAt", updated_at AS "updatedAt"
       FROM payments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
}

async function gatewayAnswers(db: Queryable, orderId: number): Promise<AdminGatewayAnswer[]> {
  const rows = await db.query<Stored<AdminGatewayAnswer, 'answeredAt' | 'receivedAt'>>(
    `SELECT id, payment_id AS "paymentId", response, response_text AS "responseText", auth_code AS "authCode",
            amount::float8 AS amount, to_timestamp(answer_time) AS "answeredAt", outcome, reason,
            received_at AS "receivedAt"
       FROM payment_answers WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt), receivedAt: iso(row.receivedAt) }));
}

export async function loadAdminOrderDetail(db: Queryable, orderId: number): Promise<AdminOrderDetail | null> {
  const order = await loadOrderView(db, orderId);
  if (!order) return null;
  const [record] = await db.query<
    Pick<OrderRecord, 'stock_reserved' | 'reserved_until'> & { payment_reference: string | null }
  >('SELECT stock_reserved, reserved_until, payment_reference FROM orders WHERE id = $1', [orderId]);
  const creditStatus = await creditDecision(db, orderId);
  return {
    order,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
    paymentReference: record?.payment_reference ?? null,
    shipment: await loadOrderShipment(db, orderId),
    pickupStore:
      order.shippingMethod === 'store' && order.storeId !== null
        ? await findStoreInfo(db, order.storeId)
        : null,
    creditStatus,
    allowedActions: allowedActions({
      status: order.status,
      payment_method: order.paymentMethod,
      shipping_method: order.shippingMethod,
      stock_reserved: record?.stock_reserved ?? false,
      reserved_until: record?.reserved_until ?? null,
      creditStatus,
    }),
    paymentAttempts: await paymentAttempts(db, orderId),
    gatewayAnswers: await gatewayAnswers(db, orderId),
    events: await loadOrderEvents(db, orderId, order.shippingMethod),
    paymentReviews: await orderPaymentReviews(db, orderId),
  };
}
