import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { ThemeProvider } from '@mui/material/styles';
import { getDefaultNormalizer, render } from '@testing-library/react';
import { setRuntimeConfig, storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';
import { ToastBridge } from '../app/ToastBridge';

export const TEST_API = 'http://api.test';

export function installTestRuntimeConfig(): void {
  setRuntimeConfig({
    app: 'portal',
    apiBaseUrl: TEST_API,
    remotes: { catalog: 'x', cartCheckout: 'x', portal: 'x', support: 'x' },
    maintenance: false,
    chat: { phone: '', accountName: '', messageBody: '', placeholder: '' },
  });
}

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  path?: string;
}

/** Renders with the real store, router, theme and toasts, the way the shell composes us. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', path = '*' }: Options = {},
): { store: AppStore; container: HTMLElement; unmount: () => void } {
  installTestRuntimeConfig();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeProvider theme={storeTheme}>
            <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS}>
              <ToastBridge />
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            </SnackbarProvider>
          </ThemeProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  const { container, unmount } = render(ui, { wrapper: Wrapper });
  return { store, container, unmount };
}

/**
 * Text-matcher options that keep the NO-BREAK SPACE es-HN puts after `L` (the default
 * normaliser would turn it into a plain space): `getByText('L\u00a0250.00', keepNbsp)`.
 */
export const keepNbsp = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
