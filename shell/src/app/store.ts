import { configureStore } from '@reduxjs/toolkit';
import { takeServerState } from '@store/app-kit';
import { shellServerStateHydrated, type ShellServerState } from './server-state';
import { shellApi } from './shell-api';

/** The shell's own store: only server data (menus); remotes keep theirs. */
export function makeShellStore(serverState?: ShellServerState) {
  const store = configureStore({
    reducer: { [shellApi.reducerPath]: shellApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shellApi.middleware),
  });
  if (serverState) store.dispatch(shellServerStateHydrated(serverState));
  return store;
}

/** The browser's store: from the server's state on a server-rendered page (read once). */
export function makePageShellStore() {
  const state = takeServerState('shell');
  return makeShellStore(typeof state === 'object' && state !== null ? state : undefined);
}

export type ShellStore = ReturnType<typeof makeShellStore>;
