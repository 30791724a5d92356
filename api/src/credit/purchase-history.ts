/**
 * The customer's purchases: orders placed for real (GET /customers/get-compras/{id}, and one of
 * them with GET /customers/{id}/purchases/{orderId}), with their items, totals, delivery and
 * status history.
 */
import type {
  OrderShippingAddress,
  PaymentStore,
  Purchase,
  PurchaseDelivery,
  PurchaseItem,
  PurchaseStatusChange,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { shippingAddress } from '../orders/order-repository.js';
import { statusLabel } from '../orders/order-status.js';

/**
 * Statuses of an order the customer actually placed. Drafts still in checkout ('pending'),
 * and orders that never went through ('payment_declined', 'cancelled', 'expired') are left out,
 * but for an order cancelled because its credit request was rejected (PLACED_ORDER below).
 */
export const PLACED_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'credit_review',
  'shipped',
  'delivered',
] as const;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  'credit-card': 'Tarjeta de crédito o débito',
  transfer: 'Transferencia bancaria',
  'store-pay': 'Pago en tienda',
  credit: 'Crédito',
};

export const DELIVERY_METHOD_LABELS: Record<PurchaseDelivery['method'], string> = {
  home: 'Envío a domicilio',
  store: 'Retiro en tienda',
};

/** An order_events row as the query writes it (`date`: ISO 8601 in UTC, milliseconds). */
interface StoredEvent {
  status: string;
  note: string;
  date: string;
}

/** JSON columns come back parsed from PostgreSQL and as text from some drivers. */
type Json<T> = T | string | null;

interface PurchaseRow {
  id: number;
  number: string;
  status: string;
  payment_method: string;
  credit_order_id: number | null;
  created_at: Date | string;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  tax_total: number;
  total: number;
  shipping_method: string;
  shipping_address: Json<Partial<OrderShippingAddress>>;
  store: Json<PaymentStore>;
  items: Json<PurchaseItem[]>;
  events: Json<StoredEvent[]>;
}

const STATUS_LIST = PLACED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * An order the customer placed: one of PLACED_ORDER_STATUSES, or one the credit team cancelled
 * by rejecting its credit request. The customer did place that one, and its history says why it
 * was cancelled ('Crédito rechazado: …'), next to its 'Rechazado' contracts.
 */
const PLACED_ORDER = `(o.status IN (${STATUS_LIST}) OR (o.status = 'cancelled' AND co.status = 'rejected'))`;

/**
 * One row per order with everything the portal shows. The status history is the order's own
 * `order_events` (the table 'Mi Pedido' reads), in the order they were written.
 */
const PURCHASE_SELECT = `
  SELECT o.id, o.number, o.status, o.payment_method, co.id AS credit_order_id, o.created_at,
         o.subtotal::float8 AS subtotal, o.discount_total::float8 AS discount_total,
         o.shipping_total::float8 AS shipping_total, o.tax_total::float8 AS tax_total, o.total::float8 AS total,
         o.shipping_method, o.shipping_address,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
           'id', s.id, 'name', s.name, 'address', s.address, 'phone', s.phone, 'hours', s.hours) END AS store,
         (SELECT json_agg(json_build_object(
                   'productId', oi.product_id, 'slug', p.slug, 'sku', oi.sku, 'name', oi.name, 'qty', oi.qty,
                   'unitPrice', oi.unit_price::float8, 'discount', oi.discount::float8,
                   'lineTotal', oi.line_total::float8)
                 ORDER BY oi.name, oi.product_id)
            FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
           WHERE oi.order_id = o.id) AS items,
         (SELECT json_agg(json_build_object('status', e.status, 'note', e.note,
                   'date', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                 ORDER BY e.id)
            FROM order_events e
           WHERE e.order_id = o.id) AS events
    FROM orders o
    LEFT JOIN credit_orders co ON co.order_id = o.id
    LEFT JOIN stores s ON s.id = o.store_id AND o.shipping_method = 'store'`;

function parsed<T>(value: Json<T>): T | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function deliveryOf(row: PurchaseRow): PurchaseDelivery {
  const method: PurchaseDelivery['method'] = row.shipping_method === 'store' ? 'store' : 'home';
  const stored = method === 'home' ? parsed(row.shipping_address) : null;
  return {
    method,
    methodLabel: DELIVERY_METHOD_LABELS[method],
    // Older rows (and the demo history) saved fewer keys: the missing ones read as empty.
    address: shippingAddress(stored),
    store: method === 'store' ? parsed(row.store) : null,
  };
}

function historyOf(row: PurchaseRow): PurchaseStatusChange[] {
  return (parsed(row.events) ?? []).map((event) => ({
    status: event.status,
    label: statusLabel(event.status, row.shipping_method),
    note: event.note,
    date: event.date,
  }));
}

function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: statusLabel(row.status, row.shipping_method),
    paymentMethod: row.payment_method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.payment_method] ?? row.payment_method,
    creditOrderId: row.credit_order_id,
    createdAt: new Date(row.created_at).toISOString(),
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    shippingTotal: row.shipping_total,
    taxTotal: row.tax_total,
    total: row.total,
    items: parsed(row.items) ?? [],
    delivery: deliveryOf(row),
    history: historyOf(row),
  };
}

/** The customer's placed orders created in [from, to), newest first. */
export async function listPurchases(
  db: Queryable,
  customerId: number,
  from: Date,
  to: Date,
): Promise<Purchase[]> {
  const rows = await db.query<PurchaseRow>(
    `${PURCHASE_SELECT}
      WHERE o.customer_id = $1 AND ${PLACED_ORDER}
        AND o.created_at >= $2::timestamptz AND o.created_at < $3::timestamptz
      ORDER BY o.created_at DESC, o.id DESC`,
    [customerId, from.toISOString(), to.toISOString()],
  );
  return rows.map(toPurchase);
}

/**
 * One of the customer's placed orders, whatever its date; null when the order does not exist,
 * is another customer's, or was never placed (the route answers all three with the same 404).
 */
export async function findPurchase(
  db: Queryable,
  customerId: number,
  orderId: number,
): Promise<Purchase | null> {
  const rows = await db.query<PurchaseRow>(
    `${PURCHASE_SELECT}
      WHERE o.id = $2 AND o.customer_id = $1 AND ${PLACED_ORDER}`,
    [customerId, orderId],
  );
  const [row] = rows;
  return row ? toPurchase(row) : null;
}
