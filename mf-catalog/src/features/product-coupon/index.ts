// The product's own coupon on the product page (code, discount, price after it).
export { ProductCouponOffer, COUPON_TEXT } from './ProductCouponOffer';
export { couponOffer } from './coupon-offer';
export type { CouponOffer } from './coupon-offer';
