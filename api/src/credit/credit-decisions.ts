/**
 * The credit team's decision on a credit request (POST /admin/credit/requests/{orderId}/approve
 * and /reject), in one transaction with its order event, the shopper's e-mail and the audit entry:
 *
 * - approve: the contracts become `active` (the held amount is now spent from the line), the
 *   order is `paid` (paid by credit: ready to ship, its units sold) with the event 'Crédito aprobado';
 * - reject: the contracts become `rejected` (the hold is released), the order is `cancelled`,
 *   its units go back on the shelf and its coupon use is returned, with the event
 *   'Crédito rechazado: {motivo}'.
 *
 * Repeating the decision already taken answers as the first time and changes nothing; the
 * opposite decision, or any decision on an order not in `credit_review`, is a 409.
 */
import type { CreditOrderStatus, CreditRequestDetail } from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import { giveBackCouponUse } from '../coupons/coupon-repository.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, notFound } from '../http/errors.js';
import { addOrderEvent, lockOrderRecord, type OrderRecord } from '../orders/order-repository.js';
import { releaseStock } from '../orders/stock-reservation.js';
import { queueMail } from '../outbox/outbox.js';
import { creditBalance } from './credit-balance.js';
import { creditApprovedMail, creditRejectedMail, type MailShopper } from './credit-decision-mail.js';
import { ORDER_NOT_FOUND } from './credit-order-service.js';
import { listCreditOrderContracts } from './credit-repository.js';
import { findCreditRequest } from './credit-requests.js';
import { endReservationAsSale } from '../orders/order-sale.js';

export type CreditDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export const CREDIT_APPROVED_EVENT = 'Crédito aprobado';
export const creditRejectedEvent = (reason: string): string => `Crédito rechazado: ${reason}`;

export const NOT_IN_CREDIT_REVIEW = 'Este pedido no está en revisión de crédito';
export const ALREADY_APPROVED = 'Esta solicitud de crédito ya fue aprobada; no se puede rechazar';
export const ALREADY_REJECTED = 'Esta solicitud de crédito ya fue rechazada; no se puede aprobar';

const OUTCOME = { approve: 'approved', reject: 'rejected' } as const satisfies Record<
  CreditDecision['kind'],
  CreditOrderStatus
>;

interface LockedRequest {
  id: number;
  customer_id: number;
  status: CreditOrderStatus;
}

function notDecidable(request: LockedRequest | undefined): HttpError {
  if (request?.status === 'approved') return new HttpError(409, ALREADY_APPROVED, 'CREDIT_ALREADY_DECIDED');
  if (request?.status === 'rejected') return new HttpError(409, ALREADY_REJECTED, 'CREDIT_ALREADY_DECIDED');
  return new HttpError(409, NOT_IN_CREDIT_REVIEW, 'NOT_IN_CREDIT_REVIEW');
}

/** What the audit entry records before and after: the order, the request, its contracts, the line. */
async function decisionSnapshot(tx: Queryable, request: LockedRequest) {
  const [state] = await tx.query<{
    order_status: string;
    status: CreditOrderStatus;
    stock_reserved: boolean;
  }>(
    `SELECT o.status AS order_status, co.status, o.stock_reserved
       FROM credit_orders co JOIN orders o ON o.id = co.order_id WHERE co.id = $1`,
    [request.id],
  );
  const contracts = await listCreditOrderContracts(tx, request.id);
  const { spent, held } = await creditBalance(tx, request.customer_id);
  return {
    orderStatus: state?.order_status,
    stockReserved: state?.stock_reserved,
    creditStatus: state?.status,
    contracts: contracts.map(({ number, status, financedAmount }) => ({ number, status, financedAmount })),
    customerCredit: { spent, held },
  };
}

/** The order's own contact, or the customer account's when the order has none. */
async function shopperOf(tx: Queryable, order: OrderRecord, customerId: number): Promise<MailShopper | null> {
  if (order.email) return { email: order.email, firstname: order.firstname };
  const [customer] = await tx.query<MailShopper>('SELECT email, firstname FROM customers WHERE id = $1', [
    customerId,
  ]);
  return customer?.email ? customer : null;
}

async function approve(tx: Queryable, order: OrderRecord, request: LockedRequest, actor: AuditActor) {
  await tx.query(
    `UPDATE credit_contracts SET status = 'active' WHERE credit_order_id = $1 AND status = 'in_review'`,
    [request.id],
  );
  await tx.query(
    `UPDATE credit_orders SET status = 'approved', decided_at = now(), decided_by = $2 WHERE id = $1`,
    [request.id, actor.id],
  );
  // Paid by credit (payment_method is already 'credit', set when the request was saved): the
  // reserved units are sold, through the same function as a card or transfer payment.
  await endReservationAsSale(tx, order.id, 'paid');
  await addOrderEvent(tx, order.id, 'paid', CREDIT_APPROVED_EVENT);
  const shopper = await shopperOf(tx, order, request.customer_id);
  if (shopper) {
    await queueMail(
      tx,
      creditApprovedMail(shopper, order.number, await listCreditOrderContracts(tx, request.id)),
    );
  }
}

async function reject(
  tx: Queryable,
  order: OrderRecord,
  request: LockedRequest,
  actor: AuditActor,
  reason: string,
) {
  if (order.stock_reserved) await releaseStock(tx, [order.id]);
  if (order.coupon_code) await giveBackCouponUse(tx, order.coupon_code);
  await tx.query(
    `UPDATE credit_contracts SET status = 'rejected' WHERE credit_order_id = $1 AND status = 'in_review'`,
    [request.id],
  );
  await tx.query(
    `UPDATE credit_orders SET status = 'rejected', decided_at = now(), decided_by = $2, rejection_reason = $3
      WHERE id = $1`,
    [request.id, actor.id, reason],
  );
  await tx.query(
    `UPDATE orders SET status = 'cancelled', stock_reserved = false, reserved_until = NULL, updated_at = now()
      WHERE id = $1`,
    [order.id],
  );
  await addOrderEvent(tx, order.id, 'cancelled', creditRejectedEvent(reason));
  const shopper = await shopperOf(tx, order, request.customer_id);
  if (shopper) await queueMail(tx, creditRejectedMail(shopper, order.number, reason));
}

export async function decideCreditRequest(
  db: Db,
  orderId: number,
  decision: CreditDecision,
  actor: AuditActor,
): Promise<CreditRequestDetail> {
  await db.transaction(async (tx) => {
    // The order first, as every change of an order locks it: one decision at a time.
    const order = await lockOrderRecord(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [request] = await tx.query<LockedRequest>(
      'SELECT id, customer_id, status FROM credit_orders WHERE order_id = $1 FOR UPDATE',
      [orderId],
    );
    // The same decision again (a double click, a retry): already done, nothing more happens.
    if (request?.status === OUTCOME[decision.kind]) return;
    if (!request || request.status !== 'review' || order.status !== 'credit_review')
      throw notDecidable(request);

    const before = await decisionSnapshot(tx, request);
    if (decision.kind === 'approve') await approve(tx, order, request, actor);
    else await reject(tx, order, request, actor, decision.reason);
    await audit(tx, actor, {
      action: `credit.${decision.kind}`,
      entityType: 'order',
      entityId: orderId,
      before,
      after: await decisionSnapshot(tx, request),
      note: decision.kind === 'reject' ? decision.reason : undefined,
    });
  });
  const detail = await findCreditRequest(db, orderId);
  if (!detail) throw new Error(`credit request of order ${String(orderId)} vanished after its decision`);
  return detail;
}
