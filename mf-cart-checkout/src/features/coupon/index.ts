// The coupon field's public API: the cart page and the checkout summary use these only.
export { CartCouponForm } from './CartCouponForm';
export { CouponForm } from './CouponForm';
export type { CouponFormProps, CouponOutcome } from './CouponForm';
export { COUPON_TEXT } from './coupon-text';
