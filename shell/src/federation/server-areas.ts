import { createContext, useContext, type ComponentType } from 'react';

/**
 * A remote's page rendered by the shell's server: its component (from the remote's server
 * bundle) and the props its `prepareServerPage` answered for this request (its store among them).
 */
export interface ServerArea {
  readonly Component: ComponentType<Record<string, unknown>>;
  readonly props: Readonly<Record<string, unknown>>;
}

/** Per request, on the server only: `remote/expose` → what to render in that area. */
export const ServerAreasContext = createContext<ReadonlyMap<string, ServerArea> | null>(null);

export function useServerArea(key: string): ServerArea | undefined {
  return useContext(ServerAreasContext)?.get(key);
}
