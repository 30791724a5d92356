import { configureStore } from '@reduxjs/toolkit';
import { shellApi } from './shell-api';

/** The shell's own store: only server data (menus); remotes keep theirs. */
export function makeShellStore() {
  return configureStore({
    reducer: { [shellApi.reducerPath]: shellApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shellApi.middleware),
  });
}

export type ShellStore = ReturnType<typeof makeShellStore>;
