import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { eventBus } from '@store/app-kit';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/root-reducer';
import type { AppDispatch } from '../../app/store';
import { checkoutApi } from './checkout-api';
import { clearCheckoutSession, writeCheckoutSession } from './checkout-session';
import {
  orderForgotten,
  orderResumed,
  paymentMethodChosen,
  RESUMABLE_STATUSES,
  selectCheckout,
} from './checkout-slice';

const addCheckoutListener = addListener.withTypes<RootState, AppDispatch>();

const orderLinesChanged = isAnyOf(
  checkoutApi.endpoints.createOrder.matchFulfilled,
  checkoutApi.endpoints.updateOrder.matchFulfilled,
);

/**
 * The checkout's side effects on the order in progress: `stock-changed` when its lines reserve
 * stock, and keeping or forgetting the tab's order (sessionStorage) as the server answers it.
 * They join the store's listener middleware when a checkout page mounts (the checkout's code is
 * not part of the cart's start-up); returns what removes them.
 */
export function startCheckoutListeners(dispatch: AppDispatch): () => void {
  const removers = [
    // Placing an order reserves its lines' stock; changing its lines releases the old ones and
    // reserves the new ones. Remotes showing those products refetch them.
    dispatch(
      addCheckoutListener({
        matcher: orderLinesChanged,
        effect: (action, api) => {
          const args = action.meta.arg.originalArgs;
          if (!args.body.products) return;
          const previous =
            'order' in args
              ? (checkoutApi.endpoints.getOrder.select(args.order)(api.getOriginalState()).data?.products ??
                [])
              : [];
          const productIds = [
            ...new Set([...previous, ...action.payload.products].map((line) => line.id)),
          ].sort((a, b) => a - b);
          if (productIds.length > 0)
            eventBus.publish('cart:stock-changed', { v: 1, productIds, at: Date.now() });
        },
      }),
    ),
    // The tab's order read back (after a reload): kept while it is still being checked out,
    // forgotten once it left the checkout (paid, expired…).
    dispatch(
      addCheckoutListener({
        matcher: checkoutApi.endpoints.getOrder.matchFulfilled,
        effect: (action, api) => {
          const { id, accessToken } = action.meta.arg.originalArgs;
          const checkout = selectCheckout(api.getState());
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
      }),
    ),
    // The chosen method survives a reload of the tab, like the order and its step.
    dispatch(
      addCheckoutListener({
        actionCreator: paymentMethodChosen,
        effect: (action, api) => {
          const { id, accessToken, step } = selectCheckout(api.getState());
          if (id !== null) writeCheckoutSession({ id, accessToken, step, paymentMethod: action.payload });
        },
      }),
    ),
    // The API answers 404 for a missing order and for a token that no longer opens it alike.
    dispatch(
      addCheckoutListener({
        matcher: checkoutApi.endpoints.getOrder.matchRejected,
        effect: (action, api) => {
          if (action.payload?.status !== 404) return;
          if (selectCheckout(api.getState()).id !== action.meta.arg.originalArgs.id) return;
          clearCheckoutSession();
          api.dispatch(orderForgotten());
        },
      }),
    ),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}

/** For the checkout's pages: its listeners while one of them is on screen. */
export function useCheckoutListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => startCheckoutListeners(dispatch), [dispatch]);
}
