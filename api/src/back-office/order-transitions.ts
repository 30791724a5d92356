/**
 * The back office's order transitions (issue 34; api/docs/orders.md#back-office): confirm a
 * transfer or store payment, ship (or ready a store pick-up), deliver, cancel. Each runs in one
 * transaction with the order row locked (lockOrderRecord), so it is atomic and serialised with
 * every other change of the order, the expiry job's included (that job skips locked rows, and a
 * transition waiting for the job's lock reads the order it left). The rules are
 * order-transition-rules.ts; a transition that already happened writes nothing, an illegal one
 * is a 409. Each one that applies adds the order's event ('Mi Pedido'), mails the shopper and
 * writes the audit log, all in that transaction.
 */
import {
  FIELD_REQUIRED_MESSAGE,
  type CancelOrderBody,
  type ConfirmPaymentBody,
  type OrderAction,
  type ShipOrderBody,
} from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import type { Db, Queryable } from '../db/db.js';
import { giveBackCouponUse } from '../coupons/coupon-repository.js';
import { HttpError, validationError } from '../http/errors.js';
import { roundMoney } from '../money.js';
import { orderNotFound } from '../orders/order-errors.js';
import {
  addOrderEvent,
  findStoreInfo,
  lockOrderRecord,
  type OrderRecord,
} from '../orders/order-repository.js';
import { endReservationAsSale, markOrderPaid } from '../orders/order-sale.js';
import { money } from '../orders/payment-instructions.js';
import { releaseStock } from '../orders/stock-reservation.js';
import { queueMail } from '../outbox/outbox.js';
import { cancelPendingAttempts } from '../payments/payment-repository.js';
import { creditDecision } from './admin-order-detail.js';
import { illegalTransition, transitionVerdict } from './order-transition-rules.js';
import { openCancelledOrderRefund } from './payment-review.js';

/** One transition as a route asks for it. */
export type TransitionRequest =
  | { action: 'confirm-payment'; body: ConfirmPaymentBody }
  | { action: 'ship'; body: ShipOrderBody }
  | { action: 'deliver' }
  | { action: 'cancel'; body: CancelOrderBody };

/** What the audit log keeps of the order before and after a transition. */
async function orderSnapshot(tx: Queryable, orderId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.query(
    `SELECT status, payment_method AS "paymentMethod", stock_reserved AS "stockReserved",
            coupon_code AS "couponCode", total::float8 AS total, payment_reference AS "paymentReference",
            carrier, tracking_number AS "trackingNumber"
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return row;
}

const mailShopper = async (
  tx: Queryable,
  order: OrderRecord,
  subject: string,
  body: string,
): Promise<void> => {
  if (order.email)
    await queueMail(tx, { to: order.email, subject: `Pedido ${order.number}: ${subject}`, body });
};

const TRACK_IT = 'Puedes seguirlo en Mi Pedido con tu número de pedido y tu correo.';

/** The amount staff saw must be the order's total to the cent. */
function assertAmountIsTotal(order: OrderRecord, amount: number): void {
  const message =
    roundMoney(amount) !== amount
      ? 'El monto recibido se escribe en lempiras con dos decimales como máximo'
      : roundMoney(amount) !== roundMoney(order.total)
        ? `El monto recibido (${money(amount)}) no coincide con el total del pedido (${money(order.total)})`
        : null;
  if (message) throw new HttpError(422, message, 'AMOUNT_MISMATCH', { amount: message });
}

async function confirmPayment(tx: Queryable, order: OrderRecord, body: ConfirmPaymentBody): Promise<string> {
  assertAmountIsTotal(order, body.amount);
  const reference = body.reference.trim();
  await tx.query('UPDATE orders SET payment_reference = $2 WHERE id = $1', [order.id, reference]);
  const note =
    order.payment_method === 'transfer'
      ? `Pago por transferencia confirmado (referencia ${reference})`
      : `Pago en tienda confirmado (recibo ${reference})`;
  await markOrderPaid(tx, order, note);
  return note;
}

/** The order left (or is ready at the store): its reservation, if any, ends as a sale. */
async function markShipped(
  tx: Queryable,
  order: OrderRecord,
  note: string,
  mail: { subject: string; body: string },
): Promise<string> {
  await endReservationAsSale(tx, order.id, 'shipped');
  await addOrderEvent(tx, order.id, 'shipped', note);
  await mailShopper(tx, order, mail.subject, mail.body);
  return note;
}

/** A store pick-up: nothing to type, the store has the order ready ('Listo para recoger'). */
async function readyForPickup(tx: Queryable, order: OrderRecord, body: ShipOrderBody): Promise<string> {
  const notApplicable = 'No aplica: el pedido se retira en tienda';
  const typed = (['carrier', 'trackingNumber'] as const).filter((field) => body[field] !== undefined);
  if (typed.length > 0)
    throw validationError(Object.fromEntries(typed.map((field) => [field, notApplicable])));
  const store = order.store_id === null ? null : await findStoreInfo(tx, order.store_id);
  const where = store ? `${store.name} (${store.address}; ${store.hours})` : 'la tienda que elegiste';
  return markShipped(tx, order, `Listo para recoger en ${store?.name ?? 'la tienda'}`, {
    subject: 'listo para recoger',
    body: `Hola ${order.firstname}: tu pedido ${order.number} está listo para recoger en ${where}. Lleva tu número de pedido y tu documento de identidad.`,
  });
}

/** Home delivery: handed to a carrier, whose name and guide number are required. */
async function ship(tx: Queryable, order: OrderRecord, body: ShipOrderBody): Promise<string> {
  if (order.shipping_method === 'store') return readyForPickup(tx, order, body);
  const carrier = body.carrier?.trim();
  const trackingNumber = body.trackingNumber?.trim();
  if (!carrier || !trackingNumber) {
    throw validationError({
      ...(carrier ? {} : { carrier: FIELD_REQUIRED_MESSAGE }),
      ...(trackingNumber ? {} : { trackingNumber: FIELD_REQUIRED_MESSAGE }),
    });
  }
  await tx.query('UPDATE orders SET carrier = $2, tracking_number = $3 WHERE id = $1', [
    order.id,
    carrier,
    trackingNumber,
  ]);
  return markShipped(tx, order, `Enviado con ${carrier}, guía ${trackingNumber}`, {
    subject: 'enviado',
    body: `Hola ${order.firstname}: tu pedido ${order.number} va en camino con ${carrier}; el número de guía es ${trackingNumber}. ${TRACK_IT}`,
  });
}

async function deliver(tx: Queryable, order: OrderRecord): Promise<string> {
  const note = order.shipping_method === 'store' ? 'Entregado en tienda' : 'Entregado';
  await tx.query(`UPDATE orders SET status = 'delivered', updated_at = now() WHERE id = $1`, [order.id]);
  await addOrderEvent(tx, order.id, 'delivered', note);
  await mailShopper(
    tx,
    order,
    'entregado',
    `Hola ${order.firstname}: tu pedido ${order.number} fue entregado. ¡Gracias por tu compra!`,
  );
  return note;
}

/**
 * Cancelled: the units go back on the shelf (held by an unpaid order, or sold to a paid one that
 * has not left), the coupon use is given back, a card attempt still pending can no longer pay it
 * (a late approval becomes a charge to review), and a paid order's total waits in the queue of
 * payments to review as a refund.
 */
async function cancel(tx: Queryable, order: OrderRecord, body: CancelOrderBody): Promise<string> {
  const reason = body.reason.trim().replace(/[.\s]+$/u, '');
  const paid = order.status === 'paid';
  if (order.stock_reserved || paid) await releaseStock(tx, [order.id]);
  if (order.coupon_code) await giveBackCouponUse(tx, order.coupon_code);
  await cancelPendingAttempts(tx, order.id, 'El pedido fue cancelado');
  await tx.query(
    `UPDATE orders SET status = 'cancelled', stock_reserved = false, updated_at = now() WHERE id = $1`,
    [order.id],
  );
  if (paid) await openCancelledOrderRefund(tx, order, `Pedido cancelado: ${reason}`);
  const refund = paid ? `. Reembolso pendiente de ${money(order.total)}` : '';
  const note = `Cancelado: ${reason}${refund}`;
  await addOrderEvent(tx, order.id, 'cancelled', note);
  await mailShopper(
    tx,
    order,
    'cancelado',
    [
      `Hola ${order.firstname}: cancelamos tu pedido ${order.number}. Motivo: ${reason}.`,
      paid
        ? `Te devolveremos ${money(order.total)} por el mismo medio con que pagaste y te escribiremos cuando el reembolso esté hecho.`
        : 'No se te cobró nada.',
    ].join('\n'),
  );
  return note;
}

function applyTransition(tx: Queryable, order: OrderRecord, request: TransitionRequest): Promise<string> {
  switch (request.action) {
    case 'confirm-payment':
      return confirmPayment(tx, order, request.body);
    case 'ship':
      return ship(tx, order, request.body);
    case 'deliver':
      return deliver(tx, order);
    case 'cancel':
      return cancel(tx, order, request.body);
  }
}

/**
 * Runs one transition on the order. 'unchanged' when it had already happened (nothing written);
 * 404 for an unknown order, 409 `ILLEGAL_TRANSITION` when the order's status does not allow it.
 */
export async function transitionOrder(
  db: Db,
  staff: AuditActor,
  orderId: number,
  request: TransitionRequest,
): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const order = await lockOrderRecord(tx, orderId);
    if (!order) throw orderNotFound();
    const verdict = transitionVerdict(request.action, {
      ...order,
      creditStatus: await creditDecision(tx, orderId),
    });
    if (verdict.kind === 'done') return 'unchanged';
    if (verdict.kind === 'refused') throw illegalTransition(verdict.message);
    const before = await orderSnapshot(tx, orderId);
    const note = await applyTransition(tx, order, request);
    await audit(tx, staff, {
      action: `order.${request.action satisfies OrderAction}`,
      entityType: 'order',
      entityId: orderId,
      before,
      after: await orderSnapshot(tx, orderId),
      note,
    });
    return 'changed';
  });
}
