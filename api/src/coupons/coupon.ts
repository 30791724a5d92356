import { COUPON_MESSAGES, type CouponDiscountType, type CouponType, type CouponView } from '@store/contracts';
import { roundMoney } from '../money.js';

/** Messages of docs/business-rules.md#coupons, word for word (kept once in `@store/contracts`). */
export const COUPON_NOT_FOUND = COUPON_MESSAGES.notFound;
export const COUPON_EXPIRED = COUPON_MESSAGES.expired;
export const COUPON_EXHAUSTED = COUPON_MESSAGES.exhausted;
export const COUPON_NOT_APPLICABLE = COUPON_MESSAGES.notApplicable;

export interface Coupon {
  code: string;
  /** 'P' percent of the sale price, 'F' fixed amount in HNL. */
  type: CouponType;
  discount: number;
  remaining: number;
  expire: Date;
  /** Products it applies to; empty means every product. */
  validProducts: number[];
}

export const discountType = (type: CouponType): CouponDiscountType => (type === 'P' ? 'percent' : 'fixed');

/** GET /coupons/{code}. */
export function couponView(coupon: Coupon): CouponView {
  return {
    code: coupon.code,
    type: coupon.type,
    discountType: discountType(coupon.type),
    discount: coupon.discount,
    remaining: coupon.remaining,
    expire: coupon.expire.toISOString(),
    validProducts: coupon.validProducts,
  };
}

/** What the discount rule needs to know about an order line. */
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
 * The cart remote applies one coupon amount once per cart, so the server does the same: one
 * unit's discount of the most expensive product the coupon is valid for (P: that percent of its
 * sale price; F: the fixed amount, never more than that price), rounded to cents, once per
 * order and never more than the subtotal. Null when no product of the order qualifies.
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'type' | 'discount' | 'validProducts'>,
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
      ? roundMoney((best.unitPrice * coupon.discount) / 100)
      : Math.min(coupon.discount, best.unitPrice);
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0));
  return { productId: best.productId, amount: roundMoney(Math.min(unitDiscount, subtotal)) };
}
