import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Store } from '@reduxjs/toolkit';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { storeTheme, TOAST_AUTO_HIDE_MS } from '@store/app-kit';
import { ToastBridge } from '../toasts/ToastBridge';
import { installTestRuntimeConfig } from './runtime-config';

/** Renders the current URL so tests can assert where a link or a page change led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderWithProvidersOptions<S extends Store> {
  /** The remote's real store, e.g. `makeStore(preloadedState)`. */
  store: S;
  /** Initial URL, e.g. `/category/laptops?page=2`. */
  route?: string;
  /** Route pattern the component is mounted at, e.g. `/category/:slug`. */
  path?: string;
  /** Show toasts from the bus on screen, as the shell does. */
  withToasts?: boolean;
  /** Also render `<div data-testid="location">` with the current path and query. */
  withLocationProbe?: boolean;
  /** `app` of the test runtime configuration (API calls go to TEST_API). */
  app?: string;
}

export type RenderWithProvidersResult<S extends Store> = RenderResult & { store: S };

/**
 * Renders `ui` at `path` with the remote's store, a router at `route`, the store theme and
 * notistack toasts fed by the bus, the way the shell composes a remote.
 */
export function renderWithProviders<S extends Store>(
  ui: ReactElement,
  {
    store,
    route = '/',
    path = '*',
    withToasts = true,
    withLocationProbe = false,
    app = 'test',
  }: RenderWithProvidersOptions<S>,
): RenderWithProvidersResult<S> {
  installTestRuntimeConfig(app);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={storeTheme}>
          <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS}>
            {withToasts && <ToastBridge />}
            {children}
            {withLocationProbe && <LocationProbe />}
          </SnackbarProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>
  );
  const result = render(
    <Routes>
      <Route path={path} element={ui} />
    </Routes>,
    { wrapper: Wrapper },
  );
  return { ...result, store };
}
