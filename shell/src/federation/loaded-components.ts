import type { ComponentType } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';

export type RemoteComponent = ComponentType<Record<string, unknown>>;
interface RemoteModule {
  default: RemoteComponent;
}

// Loaded components are kept so that navigating back to a page does not flash a spinner, and so
// that a server-rendered page's areas are ready for hydration's first render.
const loadedComponents = new Map<string, RemoteComponent>();

export const areaKey = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

export function loadedComponent(key: string): RemoteComponent | undefined {
  return loadedComponents.get(key);
}

export function forgetComponent(key: string): void {
  loadedComponents.delete(key);
}

export async function loadComponent(remote: RemoteName, expose: string): Promise<RemoteComponent> {
  const module = await loadRemoteModule<RemoteModule>(remote, expose);
  loadedComponents.set(areaKey(remote, expose), module.default);
  return module.default;
}
