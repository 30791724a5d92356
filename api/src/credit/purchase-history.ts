/** The customer's purchases (GET /customers/get-compras/{id}): orders placed for real. */
import type { Purchase, PurchaseItem } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { statusLabel } from '../orders/order-status.js';

/**
 * Statuses of an order the customer actually placed. Drafts still in checkout ('pending'),
 * and orders that never went through ('payment_declined', 'cancelled', 'expired') are left out.
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
  items: PurchaseItem[] | string | null;
}

const STATUS_LIST = PLACED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/** The customer's placed orders created in [from, to), newest first, with their items. */
export async function listPurchases(
  db: Queryable,
  customerId: number,
  from: Date,
  to: Date,
): Promise<Purchase[]> {
  const rows = await db.query<PurchaseRow>(
    `SELECT o.id, o.number, o.status, o.payment_method, co.id AS credit_order_id, o.created_at,
            o.subtotal::float8 AS subtotal, o.discount_total::float8 AS discount_total,
            o.shipping_total::float8 AS shipping_total, o.tax_total::float8 AS tax_total, o.total::float8 AS total,
            (SELECT json_agg(json_build_object(
                      'productId', oi.product_id, 'slug', p.slug, 'sku', oi.sku, 'name', oi.name, 'qty', oi.qty,
                      'unitPrice', oi.unit_price::float8, 'discount', oi.discount::float8,
                      'lineTotal', oi.line_total::float8)
                    ORDER BY oi.name, oi.product_id)
               FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
              WHERE oi.order_id = o.id) AS items
       FROM orders o
       LEFT JOIN credit_orders co ON co.order_id = o.id
      WHERE o.customer_id = $1 AND o.status IN (${STATUS_LIST})
        AND o.created_at >= $2::timestamptz AND o.created_at < $3::timestamptz
      ORDER BY o.created_at DESC, o.id DESC`,
    [customerId, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: statusLabel(row.status),
    paymentMethod: row.payment_method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.payment_method] ?? row.payment_method,
    creditOrderId: row.credit_order_id,
    createdAt: new Date(row.created_at).toISOString(),
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    shippingTotal: row.shipping_total,
    taxTotal: row.tax_total,
    total: row.total,
    items:
      row.items === null
        ? []
        : typeof row.items === 'string'
          ? (JSON.parse(row.items) as PurchaseItem[])
          : row.items,
  }));
}
