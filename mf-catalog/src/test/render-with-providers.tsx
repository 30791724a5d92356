import type { ReactElement } from 'react';
import {
  installTestRuntimeConfig,
  renderWithProviders as renderWithKitProviders,
  type RenderWithProvidersResult,
} from '@store/remote-kit/testing';
import { makeStore, type AppStore, type RootState, type StoreOptions } from '../app/store';

/** Every API call in a test goes to http://api.test (answered by mockFetch handlers). */
export function installTestConfig(): void {
  installTestRuntimeConfig('test');
}

interface Options {
  preloadedState?: Partial<RootState>;
  storeOptions?: StoreOptions;
  /** Initial URL, e.g. `/category/laptops?page=2`. */
  route?: string;
  /** Route pattern the component is mounted at, e.g. `/category/:slug`. */
  path?: string;
  /** Show toasts from the bus on screen, as the shell does. */
  withToasts?: boolean;
}

/** The real store, router (with a `location` probe), theme and toasts; tests query through `screen`. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, storeOptions, route, path, withToasts }: Options = {},
): RenderWithProvidersResult<AppStore> {
  const store = makeStore(preloadedState, storeOptions);
  return renderWithKitProviders(ui, { store, route, path, withToasts, withLocationProbe: true });
}
