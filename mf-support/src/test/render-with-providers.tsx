import type { ReactElement } from 'react';
import {
  renderWithProviders as renderWithKitProviders,
  type RenderWithProvidersResult,
} from '@store/remote-kit/testing';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface Options {
  preloadedState?: Partial<RootState>;
  /** Initial URL, e.g. `/pages/quienes-somos`. */
  route?: string;
  /** Route pattern the component is mounted at, e.g. `/pages/:slug`. */
  path?: string;
}

/** The real store, router (with a `location` probe), theme and toasts; tests query through `screen`. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route, path }: Options = {},
): RenderWithProvidersResult<AppStore> {
  return renderWithKitProviders(ui, {
    store: makeStore(preloadedState),
    route,
    path,
    withLocationProbe: true,
  });
}
