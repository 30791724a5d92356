import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { storeTheme, TOAST_AUTO_HIDE_MS, type RuntimeConfig } from '@store/shared-kernel';
import { ToastBridge } from '@store/remote-kit';
import { MaintenancePage } from '../features/maintenance/MaintenancePage';
import { RemoteArea } from '../federation/RemoteArea';
import { AppRoutes } from './routes';

interface Props {
  config: RuntimeConfig;
}

export function App({ config }: Props) {
  return (
    <ThemeProvider theme={storeTheme}>
      <CssBaseline />
      {config.maintenance ? (
        <MaintenancePage />
      ) : (
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <ToastBridge />
          <BrowserRouter>
            <AppRoutes />
            {/* The portal's dialog listens for `login-requested` wherever the shopper is. */}
            <RemoteArea remote="portal" expose="LoginDialog" variant="widget" />
          </BrowserRouter>
        </SnackbarProvider>
      )}
    </ThemeProvider>
  );
}
