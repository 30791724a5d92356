import { createSelector } from '@reduxjs/toolkit';
import { analyticsItem, roundMoney } from '@store/app-kit';
import type { AnalyticsEvent, CartProductSnapshot } from '@store/app-kit';
import { selectCartCoupon, selectCartItems, selectCartTotal, selectCouponDiscount } from './cart-slice';
import type { CartState } from './cart-slice';
import type { CartItem } from './cart-item';

/**
 * Builders of the GA4 e-commerce events the cart sends. Pure: callers pass them to
 * `trackAnalytics`, which stays silent unless the run-time configuration switches analytics on.
 */

export type AddToCartEvent = Extract<AnalyticsEvent, { name: 'add_to_cart' }>;
export type BeginCheckoutEvent = Extract<AnalyticsEvent, { name: 'begin_checkout' }>;

/** `add_to_cart` for the units just added (not the whole line: GA4 sums the events). */
export function addToCartEvent(product: CartProductSnapshot, addedQty: number): AddToCartEvent {
  return {
    name: 'add_to_cart',
    params: {
      currency: 'HNL',
      value: roundMoney(product.price * addedQty),
      items: [
        analyticsItem({
          id: product.id,
          name: product.name,
          price: product.price,
          qty: addedQty,
          brandName: product.brandName,
          categoryName: product.categoryName,
        }),
      ],
    },
  };
}

function lineItem(item: CartItem) {
  return analyticsItem({
    id: item.id,
    name: item.name,
    price: item.price,
    qty: item.qty,
    brandName: item.brand.name,
    categoryName: item.mainCategory.name,
  });
}

/**
 * `begin_checkout` for the whole cart: value is the total the shopper sees (after the coupon),
 * and the coupon code is sent only while it actually discounts something.
 */
export function beginCheckoutEvent(
  items: readonly CartItem[],
  total: number,
  couponCode: string | null = null,
): BeginCheckoutEvent {
  return {
    name: 'begin_checkout',
    params: {
      currency: 'HNL',
      value: total,
      items: items.map(lineItem),
      ...(couponCode ? { coupon: couponCode } : {}),
    },
  };
}

/** The `begin_checkout` event for the current cart, memoised so components can select it. */
// Annotated so the declaration does not name the slice's and the kernel's private types.
export const selectBeginCheckoutEvent: (state: { cart: CartState }) => BeginCheckoutEvent = createSelector(
  [selectCartItems, selectCartTotal, selectCartCoupon, selectCouponDiscount],
  (items, total, coupon, discount) => beginCheckoutEvent(items, total, discount > 0 ? coupon.code : null),
);
