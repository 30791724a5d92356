import type { OrderStatus, PaymentMethod } from '@store/contracts';
import type { OrderTracking } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseOrderNumber } from './order-number.js';
import { statusLabel } from './order-status.js';

export const TRACKING_NOT_FOUND = 'No encontramos un pedido con ese número y correo';

const notFound = (): HttpError => new HttpError(404, TRACKING_NOT_FOUND, 'NOT_FOUND');

/**
 * 'Mi Pedido': the order's random number (order-number.ts; typed in any case, with or without
 * 'HN' and dashes) and the e-mail it was placed with must both match. A wrong pair, or a number
 * that cannot exist such as the old sequential 'HN-000123' or a bare id, answers the same 404
 * whichever part was wrong, so the form reveals nothing. The route limits lookups per client
 * address (`trackingPerAddress`).
 */
export async function trackOrder(db: Queryable, typedNumber: string, email: string): Promise<OrderTracking> {
  const number = parseOrderNumber(typedNumber);
  if (number === null) throw notFound();
  const rows = await db.query<{
    id: number;
    number: string;
    status: OrderStatus;
    created_at: Date | string;
    total: number;
    payment_method: PaymentMethod;
    shipping_method: string;
  }>(
    `SELECT id, number, status, created_at, total::float8 AS total, payment_method, shipping_method
       FROM orders WHERE number = $1 AND email <> '' AND lower(email) = lower($2)`,
    [number, email.trim()],
  );
  const order = rows[0];
  if (!order) throw notFound();
  const events = await db.query<{ status: string; note: string; created_at: Date | string }>(
    'SELECT status, note, created_at FROM order_events WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  return {
    number: order.number,
    status: order.status,
    statusLabel: statusLabel(order.status),
    createdAt: new Date(order.created_at).toISOString(),
    total: order.total,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    events: events.map((event) => ({
      status: event.status,
      label: statusLabel(event.status),
      note: event.note,
      date: new Date(event.created_at).toISOString(),
    })),
  };
}
