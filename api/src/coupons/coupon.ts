import { COUPON_MESSAGES, type CouponDiscountType, type CouponType, type CouponView } from '@store/contracts';

/** Messages of docs/business-rules.md#coupons, word for word (kept once in `@store/contracts`). */
export const COUPON_NOT_FOUND = COUPON_MESSAGES.notFound;
export const COUPON_EXPIRED = COUPON_MESSAGES.expired;
export const COUPON_EXHAUSTED = COUPON_MESSAGES.exhausted;
export const COUPON_NOT_APPLICABLE = COUPON_MESSAGES.notApplicable;

/**
 * A coupon as the database holds it. What it takes off an order is `couponDiscount` of
 * @store/contracts, the one rule the cart applies too.
 */
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
