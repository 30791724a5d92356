import { BrowserRouter, Link as RouterLink, Navigate, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import AppBar from '@mui/material/AppBar';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import CartPage from '../exposed/CartPage';
import { ToastBridge } from './ToastBridge';

/** The team's own page: the exposed modules with what the shell would otherwise provide. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={storeTheme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
        >
          <ToastBridge />
          <AppBar position="static" color="primary">
            <Toolbar sx={{ gap: 2 }}>
              <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
                Equipo Carrito y Pago
              </Typography>
              <Link component={RouterLink} to="/cart" color="inherit" underline="hover">
                Carrito
              </Link>
            </Toolbar>
          </AppBar>
          <main>
            <Routes>
              <Route path="/cart" element={<CartPage />} />
              <Route path="*" element={<Navigate to="/cart" replace />} />
            </Routes>
          </main>
        </SnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
