/**
 * Coupons (docs/business-rules.md#coupons): the code a shopper or the cart sends, and the rule
 * that refuses a coupon, with the exact words ('Coupón agotado' is the spec's spelling).
 */

export const COUPON_MESSAGES = {
  notFound: 'Cupón no encontrado',
  /** Any other failure while looking a coupon up. */
  fetchFailed: 'Problemas al recuperar el cupón',
  expired: 'Cupón vencido',
  exhausted: 'Coupón agotado',
  notApplicable: 'El cupón no aplica a los productos de tu pedido',
} as const;

/**
 * The code as a shopper or the cart sends it: looked up whatever its case and surrounding
 * blanks. The HTTP schemas of the coupon routes take these limits (`Type.String(...)`).
 */
export const COUPON_CODE_LIMITS = { minLength: 1, maxLength: 60 } as const;

export type CouponRejection = 'expired' | 'exhausted';

/**
 * Expired is checked before exhausted: an old coupon says 'Cupón vencido' whatever its uses. A
 * coupon expiring at this very moment, or with an unreadable date, counts as expired.
 */
export function couponRejection(
  coupon: { expire: Date | string; remaining: number },
  now: number = Date.now(),
): CouponRejection | null {
  const expiry = coupon.expire instanceof Date ? coupon.expire.getTime() : Date.parse(coupon.expire);
  if (!(expiry > now)) return 'expired';
  if (coupon.remaining <= 0) return 'exhausted';
  return null;
}
