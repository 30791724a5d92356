import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { adminApi } from './admin-api';
import { readStoredSession, sessionSlice, writeStoredSession, type SessionState } from './session-slice';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedSession: SessionState = readStoredSession()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloadedSession },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(adminApi.middleware),
  });
  // The session follows the store into sessionStorage (why there: session-slice.ts).
  let saved = preloadedSession;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session === saved) return;
    saved = session;
    writeStoredSession(session);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
