import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { contentPagesReducer } from '../features/content-pages/contentPagesSlice';

const rootReducer = combineReducers({
  contentPages: contentPagesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Support's store: one per page, shared by every module this remote exposes. */
export const store = makeStore();
