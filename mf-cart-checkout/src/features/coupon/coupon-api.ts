import type { CouponView } from '@store/contracts';
import { cartCheckoutApi } from '../../app/cart-checkout-api';

/** `GET /coupons/{code}` (any case): looking a coupon up uses none of its uses. */
export const couponApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getCoupon: build.query<CouponView, string>({
      query: (code) => `/coupons/${encodeURIComponent(code)}`,
      // Uses left change with every order: an answer is read once, never served from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});
