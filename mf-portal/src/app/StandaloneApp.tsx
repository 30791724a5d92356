import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { SnackbarProvider } from 'notistack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { eventBus, storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import type { StateEvents } from '@store/shared-kernel';
import LoginDialog from '../exposed/LoginDialog';
import { ToastBridge } from './ToastBridge';

/** What the shell's header would do: ask for the dialog and show who is logged in. */
function DevHome() {
  const [auth, setAuth] = useState<StateEvents['auth-changed'] | undefined>(undefined);
  useEffect(() => eventBus.subscribe('auth-changed', setAuth), []);
  const open = (tab: 'login' | 'signup') => {
    void eventBus.request('login-requested', { v: 1, tab });
  };
  return (
    <Box component="section" sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
      <Typography variant="h1" gutterBottom>
        Portal del cliente
      </Typography>
      <Typography gutterBottom>
        {auth?.displayName ? `Sesión iniciada: ${auth.displayName}` : 'Navegas como invitado.'}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => open('login')}>
          Iniciar Sesión
        </Button>
        <Button variant="outlined" onClick={() => open('signup')}>
          Registrarse
        </Button>
      </Stack>
    </Box>
  );
}

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
          <AppBar position="static">
            <Toolbar>
              <Typography component="p" variant="h6">
                Equipo Portal del cliente
              </Typography>
            </Toolbar>
          </AppBar>
          <main>
            <Routes>
              <Route path="*" element={<DevHome />} />
            </Routes>
          </main>
          <LoginDialog />
        </SnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
