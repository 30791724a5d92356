import { configureStore } from '@reduxjs/toolkit';
import { createPortalListenerMiddleware } from './listener-middleware';
import { portalApi } from './portal-api';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-reducer';

export type { RootState } from './root-reducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createPortalListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(portalApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** One store per remote per page, shared by every exposed module of this remote. */
export const store: AppStore = makeStore();
