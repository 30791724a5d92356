import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { eventBus, requestToast, STORAGE_KEYS, writeJson } from '@store/app-kit';
import {
  cartCleared,
  cartReplaced,
  couponCodeApplied,
  couponRemoved,
  pricesRefreshed,
  productAdded,
  productRemoved,
  quantityChanged,
  selectCartChangedEvent,
  selectCartItems,
} from '../features/cart/cart-slice';
import type { RootState } from './root-reducer';

export const CART_MESSAGES = {
  added: 'Producto agregado al carrito',
  removed: 'Producto eliminado del carrito',
} as const;

const cartChanged = isAnyOf(
  productAdded,
  productRemoved,
  quantityChanged,
  cartReplaced,
  cartCleared,
  couponRemoved,
  couponCodeApplied,
  pricesRefreshed,
);

/** Publishes the cart as other teams see it. Also used at start-up, before any change. */
export function publishCart(state: RootState): void {
  eventBus.publish('cart:changed', selectCartChangedEvent(state));
}

/**
 * The cart's side effects: persisting `corp-cart`, publishing `cart-changed` and asking for
 * toasts. The checkout adds its own when its pages mount
 * (features/checkout/checkout-listeners.ts). One instance per store, so tests get their own.
 */
export function createCartListenerMiddleware() {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState>();

  startAppListening({
    matcher: cartChanged,
    effect: (_action, api) => {
      const state = api.getState();
      writeJson(STORAGE_KEYS.cart, selectCartItems(state));
      publishCart(state);
    },
  });

  startAppListening({
    actionCreator: productAdded,
    effect: () => requestToast(CART_MESSAGES.added),
  });

  startAppListening({
    actionCreator: productRemoved,
    effect: () => requestToast(CART_MESSAGES.removed),
  });

  return listener;
}
