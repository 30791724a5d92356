import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { eventBus, requestToast, STORAGE_KEYS, writeJson } from '@store/shared-kernel';
import { checkoutApi } from '../features/checkout/checkout-api';
import { clearCheckoutSession, writeCheckoutSession } from '../features/checkout/checkout-session';
import {
  orderForgotten,
  orderResumed,
  paymentMethodChosen,
  RESUMABLE_STATUSES,
} from '../features/checkout/checkout-slice';
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
  eventBus.publish('cart-changed', selectCartChangedEvent(state));
}

const orderLinesChanged = isAnyOf(
  checkoutApi.endpoints.createOrder.matchFulfilled,
  checkoutApi.endpoints.updateOrder.matchFulfilled,
);

/**
 * Every side effect of the cart and of the order in progress lives here: persisting
 * `corp-cart`, publishing `cart-changed` and `stock-changed`, asking for toasts, and keeping or
 * forgetting the tab's order (sessionStorage) as the server answers it. One instance per
 * store, so tests get their own.
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

  // Placing an order reserves its lines' stock; changing its lines releases the old ones and
  // reserves the new ones. Remotes showing those products refetch them.
  startAppListening({
    matcher: orderLinesChanged,
    effect: (action, api) => {
      const args = action.meta.arg.originalArgs;
      if (!args.body.products) return;
      const previous =
        'order' in args
          ? (checkoutApi.endpoints.getOrder.select(args.order)(api.getOriginalState()).data?.products ?? [])
          : [];
      const productIds = [...new Set([...previous, ...action.payload.products].map((line) => line.id))].sort(
        (a, b) => a - b,
      );
      if (productIds.length > 0) eventBus.publish('stock-changed', { v: 1, productIds, at: Date.now() });
    },
  });

  // The tab's order read back (after a reload): kept while it is still being checked out,
  // forgotten once it left the checkout (paid, expired…).
  startAppListening({
    matcher: checkoutApi.endpoints.getOrder.matchFulfilled,
    effect: (action, api) => {
      const { id, accessToken } = action.meta.arg.originalArgs;
      const { checkout } = api.getState();
      if (checkout.id !== id) return;
      if (!RESUMABLE_STATUSES.has(action.payload.status)) {
        clearCheckoutSession();
        api.dispatch(orderForgotten());
        return;
      }
      const step = Math.max(checkout.step, action.payload.step);
      writeCheckoutSession({ id, accessToken, step });
      api.dispatch(orderResumed({ step }));
    },
  });

  // The chosen method survives a reload of the tab, like the order and its step.
  startAppListening({
    actionCreator: paymentMethodChosen,
    effect: (action, api) => {
      const { id, accessToken, step } = api.getState().checkout;
      if (id !== null) writeCheckoutSession({ id, accessToken, step, paymentMethod: action.payload });
    },
  });

  // The API answers 404 for a missing order and for a token that no longer opens it alike.
  startAppListening({
    matcher: checkoutApi.endpoints.getOrder.matchRejected,
    effect: (action, api) => {
      if (action.payload?.status !== 404) return;
      if (api.getState().checkout.id !== action.meta.arg.originalArgs.id) return;
      clearCheckoutSession();
      api.dispatch(orderForgotten());
    },
  });

  return listener;
}
