import { Link } from '@store/app-kit/shared-mui-components';
import { Link as RouterLink, Navigate, Route } from 'react-router-dom';
import { mountStandalone } from '@store/remote-kit';
import startCartService from './exposed/CartService';
import CartPage from './exposed/CartPage';

void mountStandalone({
  title: 'Equipo Carrito y Pago',
  headerColor: 'primary',
  headerNav: (
    <Link component={RouterLink} to="/cart" color="inherit" underline="hover">
      Carrito
    </Link>
  ),
  onConfigLoaded: startCartService,
  routes: (
    <>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<Navigate to="/cart" replace />} />
    </>
  ),
});
