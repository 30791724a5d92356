import { COUPON_MESSAGES, couponDiscount, couponRejection } from '@store/contracts';
import type { CouponView } from '@store/contracts';
import { isApiFailure } from '@store/remote-kit';
import type { CartItem } from '../cart';

/** The API's codes for the refusals of `GET /coupons/{code}` (api/docs/orders.md#coupons). */
const REFUSALS: Record<string, string> = {
  COUPON_NOT_FOUND: COUPON_MESSAGES.notFound,
  COUPON_EXPIRED: COUPON_MESSAGES.expired,
  COUPON_EXHAUSTED: COUPON_MESSAGES.exhausted,
};
const REFUSAL_MESSAGES: ReadonlySet<string> = new Set(Object.values(REFUSALS));

/**
 * docs/business-rules.md#coupons: a 404 is 'Cupón no encontrado'; the 422 refusals keep their
 * words ('Cupón vencido', 'Coupón agotado'); anything else (network, 5xx, a 400) is 'Problemas
 * al recuperar el cupón'.
 */
export function couponLookupMessage(error: unknown): string {
  if (!isApiFailure(error)) return COUPON_MESSAGES.fetchFailed;
  if (error.status === 404) return COUPON_MESSAGES.notFound;
  if (error.status === 422) {
    const known = error.code ? REFUSALS[error.code] : undefined;
    if (known) return known;
    if (REFUSAL_MESSAGES.has(error.message)) return error.message;
  }
  return COUPON_MESSAGES.fetchFailed;
}

/**
 * Why the cart cannot take a coupon the API answered, or null when it can. Expiry and uses are
 * judged here too (the answer may be older than the moment it is used), then whether any line
 * is one of its `validProducts` (the API's `couponDiscount`).
 */
export function cartCouponProblem(
  coupon: CouponView,
  items: readonly CartItem[],
  now: number,
): string | null {
  const rejection = couponRejection(coupon, now);
  if (rejection) return COUPON_MESSAGES[rejection];
  const lines = items.map((item) => ({ productId: item.id, unitPrice: item.price, qty: item.qty }));
  return couponDiscount(coupon, lines) ? null : COUPON_MESSAGES.notApplicable;
}
