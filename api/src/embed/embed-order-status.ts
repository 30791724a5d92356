/**
 * What an integrator's server reads to confirm a sale (GET /embed/orders/{number}): the order's
 * real status, lines and totals. Only orders placed through that integrator's frame are
 * answered; any other number is "not found", whoever's it is, so numbers cannot be probed.
 */
import { parseOrderNumber, type EmbedOrderStatus } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { STEP } from '../orders/order-status.js';

interface OrderRow {
  id: number;
  number: string;
  status: string;
  step: number;
  payment_method: string;
  subtotal: number;
  shipping_total: number;
  discount_total: number;
  total: number;
  created_at: Date | string;
}

export async function loadEmbedOrderStatus(
  db: Queryable,
  integrator: string,
  typedNumber: string,
): Promise<EmbedOrderStatus | null> {
  const number = parseOrderNumber(typedNumber);
  if (number === null) return null;
  const [order] = await db.query<OrderRow>(
    `SELECT id, number, status, step, payment_method, subtotal::float8 AS subtotal,
            shipping_total::float8 AS shipping_total, discount_total::float8 AS discount_total,
            total::float8 AS total, created_at
       FROM orders WHERE number = $1 AND embed_integrator = $2`,
    [number, integrator],
  );
  if (!order) return null;
  const lines = await db.query<{ product_id: number; qty: number; unit_price: number; line_total: number }>(
    `SELECT product_id, qty, unit_price::float8 AS unit_price, line_total::float8 AS line_total
       FROM order_items WHERE order_id = $1 ORDER BY product_id`,
    [order.id],
  );
  return {
    orderNumber: order.number,
    status: order.status,
    // The column has a default before the shopper chooses; only the payment step sets it.
    paymentMethod: order.step >= STEP.billing ? order.payment_method : null,
    lines: lines.map((line) => ({
      productId: line.product_id,
      qty: line.qty,
      price: line.unit_price,
      sum: line.line_total,
    })),
    totals: {
      currency: 'HNL',
      subtotal: order.subtotal,
      shipping: order.shipping_total,
      discount: order.discount_total,
      total: order.total,
    },
    createdAt: new Date(order.created_at).toISOString(),
  };
}
