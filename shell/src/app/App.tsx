import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { CssBaseline } from '@store/app-kit/shared-mui-components';
import { ThemeProvider } from '@mui/material/styles';
import { storeTheme, type RuntimeConfig } from '@store/app-kit';
import { MaintenancePage } from '../features/maintenance/MaintenancePage';
import { StoreToastHost } from '../features/toasts/StoreToastHost';
import { RemoteArea } from '../federation/RemoteArea';
import { AppRoutes } from './routes';
import { makePageShellStore, type ShellStore } from './store';

interface Props {
  config: RuntimeConfig;
  /** On the server: the page being rendered (path and query); the browser's router reads the address bar. */
  location?: string;
  /** On the server: this request's store, with the menus already fetched. */
  store?: ShellStore;
}

export function App({ config, location, store: requestStore }: Props) {
  const [store] = useState(() => requestStore ?? makePageShellStore());
  // Said once React has taken over the page (hydrated the server's markup, or rendered it): the
  // page's buttons work from here on (e2e specs wait for it after each load).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={storeTheme}>
        <CssBaseline />
        {config.maintenance ? (
          <MaintenancePage />
        ) : (
          <>
            <PageRouter location={location}>
              <AppRoutes />
              {/* The portal's dialog listens for `login-requested` wherever the shopper is; it
                  loads on the shopper's first act (the request that opens it waits for it). */}
              <RemoteArea remote="portal" expose="LoginDialog" variant="widget" loadOn="first-act" />
            </PageRouter>
            <StoreToastHost />
          </>
        )}
      </ThemeProvider>
    </Provider>
  );
}

function PageRouter({ location, children }: { location: string | undefined; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}
