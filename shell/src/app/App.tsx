import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { storeTheme, type RuntimeConfig } from '@store/app-kit';
import { MaintenancePage } from '../features/maintenance/MaintenancePage';
import { StoreToastProvider } from '../features/toasts/StoreToastProvider';
import { RemoteArea } from '../federation/RemoteArea';
import { AppRoutes } from './routes';
import { makeShellStore } from './store';

interface Props {
  config: RuntimeConfig;
}

export function App({ config }: Props) {
  const [store] = useState(makeShellStore);
  return (
    <Provider store={store}>
      <ThemeProvider theme={storeTheme}>
        <CssBaseline />
        {config.maintenance ? (
          <MaintenancePage />
        ) : (
          <StoreToastProvider>
            <BrowserRouter>
              <AppRoutes />
              {/* The portal's dialog listens for `login-requested` wherever the shopper is. */}
              <RemoteArea remote="portal" expose="LoginDialog" variant="widget" />
            </BrowserRouter>
          </StoreToastProvider>
        )}
      </ThemeProvider>
    </Provider>
  );
}
