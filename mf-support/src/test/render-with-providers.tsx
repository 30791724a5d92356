import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setRuntimeConfig, storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { ToastBridge } from '../app/ToastBridge';

export const TEST_API = 'http://api.test';

/** Every API call in a test goes to http://api.test (answered by mockFetch handlers). */
export function installTestConfig(): void {
  setRuntimeConfig({
    app: 'test',
    apiBaseUrl: TEST_API,
    remotes: { catalog: 'x', cartCheckout: 'x', portal: 'x', support: 'x' },
    maintenance: false,
    chat: { phone: '', accountName: '', messageBody: '', placeholder: '' },
  });
}

/** Renders the current URL so tests can assert where a link led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface Options {
  preloadedState?: Partial<RootState>;
  /** Initial URL, e.g. `/pages/quienes-somos`. */
  route?: string;
  /** Route pattern the component is mounted at, e.g. `/pages/:slug`. */
  path?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', path = '*' }: Options = {},
): { store: AppStore; unmount: () => void } {
  installTestConfig();
  const store = makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={storeTheme}>
          <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS}>
            <ToastBridge />
            {children}
            <LocationProbe />
          </SnackbarProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>
  );
  // Tests query through `screen`; only the store and unmount are handed back.
  const { unmount } = render(
    <Routes>
      <Route path={path} element={ui} />
    </Routes>,
    { wrapper: Wrapper },
  );
  return { store, unmount };
}
