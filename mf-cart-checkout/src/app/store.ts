import { configureStore } from '@reduxjs/toolkit';
import type { Action } from '@reduxjs/toolkit';
import { matchesContract, StoredCart } from '@store/contracts';
import { readJson, STORAGE_KEYS } from '@store/app-kit';
import { cartStateFromItems } from '../features/cart/cart-slice';
import type { CartState } from '../features/cart/cart-slice';
import { cartCheckoutApi } from './cart-checkout-api';
import { createCartListenerMiddleware } from './listener-middleware';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-reducer';

export type { RootState } from './root-reducer';

/** What Redux DevTools shows in place of a card: its actions carry it in `meta.arg`. */
const CARD_HIDDEN = '[tarjeta omitida]';

/**
 * The billing thunk's actions and its RTK Query mutation carry the card number and CVC in
 * `meta.arg` (never in the state): Redux DevTools, when a developer's browser has it, records
 * actions, so they are shown without it.
 */
export function hideCardFromDevTools<A extends Action>(action: A): A {
  const { meta } = action as A & { meta?: { arg?: unknown } };
  const arg = meta?.arg;
  const isBilling =
    action.type.startsWith('checkout/billingSaved/') ||
    (typeof arg === 'object' && arg !== null && 'endpointName' in arg && arg.endpointName === 'saveBilling');
  return isBilling && meta ? { ...action, meta: { ...meta, arg: CARD_HIDDEN } } : action;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createCartListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: { actionSanitizer: hideCardFromDevTools },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(cartCheckoutApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

const isStoredCart = (value: unknown): value is StoredCart => matchesContract(StoredCart, value);

/** The persisted cart; a missing, corrupted or foreign `corp-cart` reads as an empty cart. */
export function loadPersistedCart(): CartState {
  return cartStateFromItems(readJson(STORAGE_KEYS.cart, isStoredCart) ?? []);
}

/** One store per remote per page, shared by every exposed module of this remote. */
export const store: AppStore = makeStore({ cart: loadPersistedCart() });
