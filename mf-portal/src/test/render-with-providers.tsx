import type { ReactElement } from 'react';
import {
  renderWithProviders as renderWithKitProviders,
  type RenderWithProvidersResult,
} from '@store/remote-kit/testing';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  path?: string;
  withLocationProbe?: boolean;
}

/** Renders with the real store, router, theme and toasts, the way the shell composes us. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route, path, withLocationProbe }: Options = {},
): RenderWithProvidersResult<AppStore> {
  return renderWithKitProviders(ui, { store, route, path, withLocationProbe, app: 'portal' });
}
