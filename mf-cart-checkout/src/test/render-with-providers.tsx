import type { ReactElement } from 'react';
import {
  installTestRuntimeConfig as installKitTestRuntimeConfig,
  renderWithProviders as renderWithKitProviders,
  type RenderWithProvidersResult,
} from '@store/remote-kit/testing';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';

export { keepNbsp } from '@store/remote-kit/testing';

export function installTestRuntimeConfig(): void {
  installKitTestRuntimeConfig('cartCheckout');
}

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  path?: string;
  /** Also render `<div data-testid="location">` with the current path and query. */
  withLocationProbe?: boolean;
}

/** Renders with the real store, router, theme and toasts, the way the shell composes us. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route, path, withLocationProbe }: Options = {},
): RenderWithProvidersResult<AppStore> {
  return renderWithKitProviders(ui, { store, route, path, withLocationProbe, app: 'cartCheckout' });
}
