import { configureStore } from '@reduxjs/toolkit';
import { matchesContract, StoredCart } from '@store/contracts';
import { readJson, STORAGE_KEYS } from '@store/shared-kernel';
import { cartStateFromItems } from '../features/cart/cart-slice';
import type { CartState } from '../features/cart/cart-slice';
import { cartCheckoutApi } from './cart-checkout-api';
import { createCartListenerMiddleware } from './listener-middleware';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-reducer';

export type { RootState } from './root-reducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createCartListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
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
