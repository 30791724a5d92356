/**
 * Where an order's reservation becomes a sale: the units taken when it was placed stay taken,
 * and nothing expires it any more (`stock_reserved = false, reserved_until = NULL`). One place
 * for every way an order is paid or leaves the store: a card approval (gateway-response.ts), a
 * transfer or store payment confirmed by staff, and an approved credit order shipped
 * (src/back-office/order-transitions.ts).
 */
import type { Queryable } from '../db/db.js';
import { queueMail } from '../outbox/outbox.js';
import { formatAmount } from '../payments/gateway-signature.js';
import { addOrderEvent, type OrderRecord } from './order-repository.js';
import { STEP } from './order-status.js';

/** Moves the order to `status`, ending its reservation as a sale. */
export async function endReservationAsSale(
  tx: Queryable,
  orderId: number,
  status: 'paid' | 'shipped',
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = $2, stock_reserved = false, reserved_until = NULL,
            step = GREATEST(step, $3), updated_at = now()
      WHERE id = $1`,
    [orderId, status, STEP.billing],
  );
}

/** The order is paid: the sale, the event `note` for 'Mi Pedido', and the shopper's e-mail. */
export async function markOrderPaid(
  tx: Queryable,
  order: Pick<OrderRecord, 'id' | 'number' | 'email' | 'firstname' | 'total'>,
  note: string,
): Promise<void> {
  await endReservationAsSale(tx, order.id, 'paid');
  await addOrderEvent(tx, order.id, 'paid', note);
  if (order.email) {
    await queueMail(tx, {
      to: order.email,
      subject: `Pedido ${order.number}: pago recibido`,
      body: `Hola ${order.firstname}: recibimos el pago de tu pedido ${order.number} por L ${formatAmount(order.total)}. Te avisaremos cuando lo enviemos. Puedes seguirlo en Mi Pedido con tu número de pedido y tu correo.`,
    });
  }
}
