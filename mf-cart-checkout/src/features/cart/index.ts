// The cart's public API: the dropdown and the checkout use these, never the files behind them.
export type { CartItem, CartItemCoupon } from './cart-item';
export type { CartCoupon, CartState } from './cart-slice';
export {
  cartCleared,
  cartStateFromItems,
  couponCodeApplied,
  couponRemoved,
  productRemoved,
  selectAppliedCouponCode,
  selectCartCount,
  selectCartCoupon,
  selectCartItems,
  selectCartSubtotal,
  selectCartTotal,
  selectCouponDiscount,
} from './cart-slice';
export { selectBeginCheckoutEvent } from './cart-analytics';
