import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setRuntimeConfig, storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { makeStore, type AppStore, type RootState, type StoreOptions } from '../app/store';
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

/** Renders the current URL so tests can assert where a link or a page change led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
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

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, storeOptions, route = '/', path = '*', withToasts = true }: Options = {},
): { store: AppStore; unmount: () => void } {
  installTestConfig();
  const store = makeStore(preloadedState, storeOptions);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={storeTheme}>
          <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS}>
            {withToasts && <ToastBridge />}
            {children}
            <LocationProbe />
          </SnackbarProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>
  );
  const routed = (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  );
  // Tests query through `screen`; only the store and unmount are handed back.
  const { unmount } = render(routed, { wrapper: Wrapper });
  return { store, unmount };
}
