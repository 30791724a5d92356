import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import ContentPage from '../exposed/ContentPage';
import { NotFound } from '../components/NotFound';
import { ToastBridge } from './ToastBridge';

function TeamHeader() {
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          mf-support · página independiente del remoto de soporte
        </Typography>
      </Toolbar>
    </AppBar>
  );
}

/** The team's own page: the exposed modules under the same providers the shell gives them. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={storeTheme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          maxSnack={3}
        >
          <ToastBridge />
          <TeamHeader />
          <Container component="main" maxWidth="lg">
            <Routes>
              <Route path="/" element={<Navigate to="/pages/quienes-somos" replace />} />
              <Route path="/pages/:slug" element={<ContentPage />} />
              <Route path="/politica-de-privacidad" element={<ContentPage slug="politica-de-privacidad" />} />
              <Route
                path="*"
                element={
                  <NotFound
                    title="Página no encontrada"
                    message="Esta dirección no pertenece a soporte (todavía)."
                  />
                }
              />
            </Routes>
          </Container>
        </SnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
