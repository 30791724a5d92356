import { findCoupon, giveBackCouponUse } from '../coupons/coupon-repository.js';
import type { Queryable } from '../db/db.js';
import { findShippingZone } from '../places/place-repository.js';
import { addOrderEvent } from './order-repository.js';
import { computeTotals, type OrderTotals } from './order-totals.js';

/**
 * Recomputes an order's figures from what the database holds (lines at their stored prices,
 * coupon, shipping zone) and writes them: the one place totals are stored. A coupon that no
 * longer fits any product (the shopper changed the products) is dropped and its use given back.
 */
export async function recalculateOrder(tx: Queryable, orderId: number): Promise<OrderTotals> {
  const [order] = await tx.query<{
    status: string;
    coupon_code: string | null;
    shipping_method: string;
    shipping_zone_id: number | null;
  }>('SELECT status, coupon_code, shipping_method, shipping_zone_id FROM orders WHERE id = $1', [orderId]);
  if (!order) throw new Error(`Pedido ${orderId} no existe`);
  const lines = await tx.query<{ productId: number; qty: number; unitPrice: number }>(
    `SELECT product_id AS "productId", qty, unit_price::float8 AS "unitPrice"
       FROM order_items WHERE order_id = $1 ORDER BY product_id`,
    [orderId],
  );
  // The coupon the order already holds, even if staff disabled it since: the order keeps it.
  const coupon = order.coupon_code ? await findCoupon(tx, order.coupon_code, { heldByOrder: true }) : null;
  const zone = order.shipping_zone_id === null ? null : await findShippingZone(tx, order.shipping_zone_id);
  let totals = computeTotals({ lines, coupon, shippingMethod: order.shipping_method, zone });

  let couponCode = order.coupon_code;
  if (couponCode && !totals.couponApplies) {
    await giveBackCouponUse(tx, couponCode);
    await addOrderEvent(
      tx,
      orderId,
      order.status,
      `Se retiró el cupón ${couponCode}: ya no aplica a los productos del pedido`,
    );
    couponCode = null;
    totals = computeTotals({ lines, coupon: null, shippingMethod: order.shipping_method, zone });
  }

  await tx.query(
    `UPDATE order_items SET discount = CASE WHEN product_id = $2 THEN $3::numeric ELSE 0 END WHERE order_id = $1`,
    [orderId, totals.discountProductId, totals.discount],
  );
  await tx.query(
    `UPDATE orders SET coupon_code = $2, subtotal = $3, discount_total = $4, shipping_total = $5,
            tax_total = $6, total = $7, updated_at = now()
      WHERE id = $1`,
    [orderId, couponCode, totals.subtotal, totals.discount, totals.shippingTotal, totals.tax, totals.total],
  );
  return totals;
}
