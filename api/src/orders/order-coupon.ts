import { couponDiscount } from '@store/contracts';
import {
  couponError,
  couponProblem,
  findCoupon,
  giveBackCouponUse,
  takeCouponUse,
} from '../coupons/coupon-repository.js';
import type { Queryable } from '../db/db.js';

/**
 * Puts a coupon on an order (one per order): it must exist, be current, have uses left and fit
 * at least one product of the order. Its use is counted atomically; a coupon it replaces gets
 * its use back. Errors name the `coupon` field. The caller recalculates the totals.
 */
export async function applyCouponInTx(
  tx: Queryable,
  orderId: number,
  code: string,
  currentCode: string | null,
  field = 'coupon',
): Promise<void> {
  const coupon = await findCoupon(tx, code);
  const problem = couponProblem(coupon);
  if (problem || !coupon) throw couponError(problem ?? 'not-found', field);
  const lines = await tx.query<{ productId: number; qty: number; unitPrice: number }>(
    `SELECT product_id AS "productId", qty, unit_price::float8 AS "unitPrice" FROM order_items WHERE order_id = $1`,
    [orderId],
  );
  if (!couponDiscount(coupon, lines)) throw couponError('not-applicable', field);
  if (currentCode === coupon.code) return;
  await takeCouponUse(tx, coupon.code, field);
  if (currentCode) await giveBackCouponUse(tx, currentCode);
  await tx.query('UPDATE orders SET coupon_code = $2 WHERE id = $1', [orderId, coupon.code]);
}

/** Takes the coupon off an order and gives its use back. */
export async function removeCouponInTx(
  tx: Queryable,
  orderId: number,
  currentCode: string | null,
): Promise<void> {
  if (!currentCode) return;
  await giveBackCouponUse(tx, currentCode);
  await tx.query('UPDATE orders SET coupon_code = NULL WHERE id = $1', [orderId]);
}
