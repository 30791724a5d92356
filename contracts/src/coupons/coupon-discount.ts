import type { CouponType } from '../catalog/product.js';

/**
 * The coupon discount rule (docs/business-rules.md#coupons, api/docs/orders.md "Discount
 * rule"), once for the API's order totals and the cart's figures, so the cart shows what the
 * order will charge. Pure: no clock, no I/O.
 */

/** What the rule needs to know about a coupon. */
export interface DiscountCoupon {
  /** 'P' percent of the sale price, 'F' fixed amount in HNL. */
  type: CouponType;
  discount: number;
  /** Products it applies to; empty means every product. */
  validProducts: readonly number[];
}

/** What the rule needs to know about an order or cart line. */
export interface DiscountLine {
  productId: number;
  unitPrice: number;
  qty: number;
}

export interface CouponDiscount {
  /** Line the discount is booked on (the most expensive valid product). */
  productId: number;
  amount: number;
}

/**
 * Cents, half away from zero, without binary drift (1.005 → 1.01). The API's `roundMoney`
 * (api/src/money.ts) and the remotes' (shared-kernel) do the same for the positive amounts this
 * rule handles; kept private here so the package has no dependency and no third public name.
 */
function toCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

/**
 * The cart applied one coupon amount once per cart, so the server does the same: one unit's
 * discount of the most expensive product the coupon is valid for (P: that percent of its sale
 * price; F: the fixed amount, never more than that price), rounded to cents, once per order and
 * never more than the subtotal. Null when no line qualifies.
 */
export function couponDiscount(
  coupon: DiscountCoupon,
  lines: readonly DiscountLine[],
): CouponDiscount | null {
  const valid = lines.filter(
    (line) => coupon.validProducts.length === 0 || coupon.validProducts.includes(line.productId),
  );
  // Most expensive first; ties go to the lower product id so the choice is stable.
  const best = [...valid].sort((a, b) => b.unitPrice - a.unitPrice || a.productId - b.productId)[0];
  if (!best) return null;
  const unitDiscount =
    coupon.type === 'P'
      ? toCents((best.unitPrice * coupon.discount) / 100)
      : Math.min(coupon.discount, best.unitPrice);
  const subtotal = toCents(lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0));
  return { productId: best.productId, amount: toCents(Math.min(unitDiscount, subtotal)) };
}
