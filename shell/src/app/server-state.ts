import { createAction } from '@reduxjs/toolkit';

/** The shell's slices a server-rendered page hands to the browser's store. */
export interface ShellServerState {
  readonly shellApi?: unknown;
}

/** Dispatched once on a server-rendered page; RTK Query takes its part (shell-api.ts). */
export const shellServerStateHydrated = createAction<ShellServerState>('shell/serverStateHydrated');
