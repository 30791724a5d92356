import {
  parseOrderNumber,
  type Order,
  type OrderShipment,
  type OrderTracking,
  type TrackingAddress,
  type TrackingDelivery,
  type TrackingEvent,
} from '@store/contracts';
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from '../credit/purchase-history.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { findStoreInfo, loadOrderView } from './order-repository.js';
import { statusLabel } from './order-status.js';

export const TRACKING_NOT_FOUND = 'No encontramos un pedido con ese número y correo';

const notFound = (): HttpError => new HttpError(404, TRACKING_NOT_FOUND, 'NOT_FOUND');

/**
 * The id of the order with this number (typed in any case, with or without 'HN' and dashes) and
 * e-mail, or null. Every lookup by number and e-mail goes through here ('Mi Pedido', the
 * after-purchase survey), and its callers take `trackingPerAddress` first: a wrong pair, or a
 * number that cannot exist such as the old sequential 'HN-000123', is one null whichever part
 * was wrong, so guessing reveals nothing.
 */
export async function findTrackedOrderId(
  db: Queryable,
  typedNumber: string,
  email: string,
): Promise<number | null> {
  const number = parseOrderNumber(typedNumber);
  if (number === null) return null;
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE number = $1 AND email <> '' AND lower(email) = lower($2)`,
    [number, email.trim()],
  );
  return rows[0]?.id ?? null;
}

/** The delivery address without the recipient's phone (see TrackingAddress). */
function trackingAddress(order: Order): TrackingAddress | null {
  const address = order.shippingAddress;
  if (order.shippingMethod !== 'home' || !address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    address_1: address.address_1,
    address_2: address.address_2,
    municipality: address.municipality,
    department: address.department,
  };
}

async function deliveryOf(db: Queryable, order: Order): Promise<TrackingDelivery> {
  const store =
    order.shippingMethod === 'store' && order.storeId !== null
      ? await findStoreInfo(db, order.storeId)
      : null;
  return {
    method: order.shippingMethod,
    methodLabel: DELIVERY_METHOD_LABELS[order.shippingMethod],
    address: trackingAddress(order),
    store,
  };
}

/**
 * An order's history as 'Mi Pedido' and the back office show it, oldest first; a pick-up order's
 * `shipped` reads 'Listo para recoger'.
 */
export async function loadOrderEvents(
  db: Queryable,
  orderId: number,
  shippingMethod: string,
): Promise<TrackingEvent[]> {
  const events = await db.query<{ status: string; note: string; created_at: Date | string }>(
    'SELECT status, note, created_at FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return events.map((event) => ({
    status: event.status,
    label: statusLabel(event.status, shippingMethod),
    note: event.note,
    date: new Date(event.created_at).toISOString(),
  }));
}

/** The carrier and guide of a shipped home delivery (recorded by the back office), or null. */
export async function loadOrderShipment(db: Queryable, orderId: number): Promise<OrderShipment | null> {
  const [row] = await db.query<{ carrier: string | null; tracking_number: string | null }>(
    'SELECT carrier, tracking_number FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.carrier && row.tracking_number
    ? { carrier: row.carrier, trackingNumber: row.tracking_number }
    : null;
}

/**
 * 'Mi Pedido': the order's status and history, products, totals, payment method and delivery,
 * for its number and the e-mail it was placed with (findTrackedOrderId). A wrong pair answers
 * the same 404 whichever part was wrong, so the form reveals nothing. The route limits lookups
 * per client address (`trackingPerAddress`).
 */
export async function trackOrder(db: Queryable, typedNumber: string, email: string): Promise<OrderTracking> {
  const id = await findTrackedOrderId(db, typedNumber, email);
  const order = id === null ? null : await loadOrderView(db, id);
  if (!order) throw notFound();
  return {
    number: order.number,
    status: order.status,
    statusLabel: order.statusLabel,
    createdAt: order.createdAt,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingTotal: order.shippingTotal,
    tax: order.tax,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
    shippingMethod: order.shippingMethod,
    delivery: await deliveryOf(db, order),
    items: order.products,
    events: await loadOrderEvents(db, order.id, order.shippingMethod),
    shipment: await loadOrderShipment(db, order.id),
  };
}
