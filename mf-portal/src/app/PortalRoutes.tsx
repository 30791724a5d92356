import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@store/remote-kit';
import { PortalFrame, RequireSession } from '../features/portal-frame';

// Each section is its own chunk, downloaded when its route is opened: the frame, the guard and
// the login dialog never carry the address book or the amortisation tables.
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const AddressesPage = lazy(() => import('../features/addresses/AddressesPage'));
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage'));
const ContractsPage = lazy(() => import('../features/contracts/ContractsPage'));
const ContractDetailPage = lazy(() => import('../features/contracts/ContractDetailPage'));
const PurchasesPage = lazy(() => import('../features/purchases/PurchasesPage'));
const PurchaseDetailPage = lazy(() => import('../features/purchases/PurchaseDetailPage'));

/**
 * The portal's routes below the shell's `/portal/*` (paths relative to it). The shell keeps
 * `/portal/nueva-contrasena` for itself: a reset link is opened without a session.
 */
export function PortalRoutes() {
  return (
    <RequireSession>
      <Routes>
        <Route element={<PortalFrame />}>
          <Route index element={<ProfilePage />} />
          <Route path="direcciones" element={<AddressesPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="contratos" element={<ContractsPage />} />
          <Route path="contratos/:contractId" element={<ContractDetailPage />} />
          <Route path="compras" element={<PurchasesPage />} />
          <Route path="compras/:orderId" element={<PurchaseDetailPage />} />
          <Route
            path="*"
            element={<NotFound title="Página no encontrada" message="Esta sección no existe en tu cuenta." />}
          />
        </Route>
      </Routes>
    </RequireSession>
  );
}
