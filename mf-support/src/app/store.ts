import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { supportApi } from './support-api';

const rootReducer = combineReducers({
  [supportApi.reducerPath]: supportApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(supportApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Support's store: one per page, shared by every module this remote exposes. */
export const store = makeStore();
