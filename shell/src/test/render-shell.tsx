import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { storeTheme } from '@store/app-kit';
import { makeShellStore } from '../app/store';
import { StoreToastHost } from '../features/toasts/StoreToastHost';

// Shared with the remotes' tests: one fake of matchMedia for every breakpoint test.
export { setScreenWidth } from '@store/remote-kit/testing';

/** Shows where the router is, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{`${location.pathname}${location.search}`}</span>;
}

/**
 * Renders shell UI with the real theme, toasts and a router at `route`. Unless `stubRoutes` is
 * false, /login and /portal answer with a marker paragraph (for header navigation tests).
 */
export function renderShell(
  ui: ReactElement,
  { route = '/', stubRoutes = true }: { route?: string; stubRoutes?: boolean } = {},
): RenderResult {
  // A fresh store per render: no server data cached from another test.
  return render(
    <Provider store={makeShellStore()}>
      <ThemeProvider theme={storeTheme}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
            {stubRoutes && <Route path="/login" element={<p>Página de login</p>} />}
            {stubRoutes && <Route path="/portal" element={<p>Portal del cliente</p>} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <StoreToastHost />
      </ThemeProvider>
    </Provider>,
  );
}

/** Scrolls the jsdom window to `y` and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
