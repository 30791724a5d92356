import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { DEFAULT_INTENT_TIMEOUT_MS } from '@store/app-kit';
import { serverQueryState, type ServerQueryState } from '@store/remote-kit';
import { catalogApi } from './catalog-api';
import { refetchOnStockChanges } from '../features/products/products-api';
import {
  cartIntentReducer,
  registerCartIntentListeners,
  type CartIntentExtra,
} from '../features/products/cart-intent-slice';
import { searchFiltersReducer } from '../features/search-filters/search-filters-slice';
import { compareReducer } from '../features/compare/compare-slice';
import { publishCompareList, registerCompareListeners } from '../features/compare/compare-listeners';
import { restoreCompareAfterHydration } from '../features/compare/restore-after-hydration';
import { catalogHydration } from './server-hydration';

const rootReducer = combineReducers({
  [catalogApi.reducerPath]: catalogApi.reducer,
  cartIntent: cartIntentReducer,
  searchFilters: searchFiltersReducer,
  compare: compareReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** How long "add to cart" waits for the cart remote before telling the shopper it failed. */
  cartIntentTimeoutMs?: number;
  /**
   * A store for one server render: no bus subscriptions (they would outlive the request) and no
   * compare list (the server knows no shopper's; the browser restores it after hydrating).
   */
  server?: boolean;
  /** What the server rendered the page with (the browser's store on a server-rendered page). */
  serverState?: ServerQueryState | undefined;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: CartIntentExtra = {
    cartIntentTimeoutMs: options.cartIntentTimeoutMs ?? DEFAULT_INTENT_TIMEOUT_MS,
  };
  // One listener middleware per store, so stores built by tests never share effects.
  const listenerMiddleware = createListenerMiddleware({ extra });
  registerCartIntentListeners(listenerMiddleware.startListening);
  registerCompareListeners(listenerMiddleware.startListening);
  // On a server-rendered page the first render must match the server's markup: no compare list
  // until the page has hydrated (CompareBarSlot restores it then).
  const startsLikeServer = options.server === true || options.serverState !== undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: startsLikeServer ? { compare: { items: [] }, ...preloadedState } : preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(catalogApi.middleware),
  });
  if (options.server) return store;
  if (options.serverState) {
    store.dispatch(catalogHydration.hydrated(options.serverState));
    restoreCompareAfterHydration();
  }
  // The store lives as long as the page, and so does this subscription (a store built by a
  // test keeps it too; its cache has no subscribers left, so a later event refetches nothing).
  refetchOnStockChanges(store.dispatch);
  // The catalog has no start-up service: the shell's badge learns the restored list when the
  // first catalog module builds its store (a state event, so a late subscriber still gets it).
  publishCompareList(store.getState().compare.items);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let pageStoreInstance: AppStore | undefined;

/**
 * The catalog's store: one per page, shared by every module this remote exposes. Built by the
 * first render that needs it, not when the module loads: on a server-rendered page, building it
 * (and taking in the server's data) then runs in a task of its own during hydration instead of
 * lengthening the remote's module evaluation, which was the page's longest task.
 */
export function pageStore(): AppStore {
  pageStoreInstance ??= makeStore(undefined, { serverState: serverQueryState('catalog') });
  return pageStoreInstance;
}
