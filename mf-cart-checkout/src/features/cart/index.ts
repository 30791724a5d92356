// The cart's public API: the dropdown and the checkout use these, never the files behind them.
export type { CartItem, CartItemCoupon } from './cart-item';
export { cartItemFromSnapshot, couponAmount, lineSum } from './cart-item';
export type { CartCoupon, CartState } from './cart-slice';
export {
  cartCleared,
  cartReplaced,
  cartStateFromItems,
  couponCodeApplied,
  couponRemoved,
  maxLineQty,
  pricesRefreshed,
  productAdded,
  productRemoved,
  quantityChanged,
  selectAppliedCouponCode,
  selectCartCount,
  selectCartCoupon,
  selectCartItems,
  selectCartSubtotal,
  selectCartTotal,
  selectCouponDiscount,
} from './cart-slice';
export { selectBeginCheckoutEvent } from './cart-analytics';
