import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { serverQueryState, type ServerQueryState } from '@store/remote-kit';
import { supportHydration } from './server-hydration';
import { supportApi } from './support-api';

const rootReducer = combineReducers({
  [supportApi.reducerPath]: supportApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>, serverState?: ServerQueryState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(supportApi.middleware),
  });
  if (serverState) store.dispatch(supportHydration.hydrated(serverState));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Support's store: one per page, shared by every module this remote exposes. */
export const store = makeStore(undefined, serverQueryState('support'));
