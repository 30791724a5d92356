import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import CategoryPage from '../exposed/CategoryPage';
import HomePage from '../exposed/HomePage';
import ProductPage from '../exposed/ProductPage';
import SearchPage from '../exposed/SearchPage';
import { NotFound } from '../components/NotFound';
import { ToastBridge } from './ToastBridge';

function TeamHeader() {
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ flexWrap: 'wrap', gap: 2, py: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          mf-catalog · página independiente del remoto de catálogo
        </Typography>
        <Stack component="nav" aria-label="Páginas del catálogo" direction="row" spacing={2}>
          <Link component={RouterLink} to="/">
            Inicio
          </Link>
          <Link component={RouterLink} to="/category/laptops">
            Laptops
          </Link>
          <Link component={RouterLink} to="/resultados-de-busqueda?q=laptop">
            Buscar «laptop»
          </Link>
        </Stack>
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
          <Container component="main" maxWidth="xl">
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/category/:slug" element={<CategoryPage />} />
              <Route path="/product/:slug" element={<ProductPage />} />
              <Route path="/resultados-de-busqueda" element={<SearchPage />} />
              <Route
                path="*"
                element={
                  <NotFound title="Página no encontrada" message="Esta dirección no pertenece al catálogo." />
                }
              />
            </Routes>
          </Container>
        </SnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
