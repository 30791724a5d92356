import { configureStore } from '@reduxjs/toolkit';
import { serverQueryState, type ServerQueryState } from '@store/remote-kit';
import { shellHydration } from './server-hydration';
import { shellApi } from './shell-api';

/** The shell's own store: only server data (menus); remotes keep theirs. */
export function makeShellStore(serverState?: ServerQueryState) {
  const store = configureStore({
    reducer: { [shellApi.reducerPath]: shellApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shellApi.middleware),
  });
  if (serverState) store.dispatch(shellHydration.hydrated(serverState));
  return store;
}

/** The browser's store: from the server's state on a server-rendered page (read once). */
export function makePageShellStore() {
  return makeShellStore(serverQueryState('shell'));
}

export type ShellStore = ReturnType<typeof makeShellStore>;
