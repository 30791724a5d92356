import { Link, Stack } from '@store/app-kit/shared-mui-components';
import { Link as RouterLink, Route } from 'react-router-dom';
import { mountStandalone, NotFound } from '@store/remote-kit';
import CategoryPage from './exposed/CategoryPage';
import HomePage from './exposed/HomePage';
import ProductPage from './exposed/ProductPage';
import SearchPage from './exposed/SearchPage';
import ComparePage from './exposed/ComparePage';

void mountStandalone({
  title: 'mf-catalog · página independiente del remoto de catálogo',
  startupErrorTitle: 'No pudimos iniciar el catálogo',
  maxWidth: 'xl',
  headerNav: (
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
  ),
  routes: (
    <>
      <Route path="/" element={<HomePage />} />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/product/:slug" element={<ProductPage />} />
      <Route path="/resultados-de-busqueda" element={<SearchPage />} />
      <Route path="/comparar" element={<ComparePage />} />
      <Route
        path="*"
        element={<NotFound title="Página no encontrada" message="Esta dirección no pertenece al catálogo." />}
      />
    </>
  ),
});
