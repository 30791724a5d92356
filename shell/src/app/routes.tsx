import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import type { RemoteName } from '../federation/remote-registry';
import { FrameLayout } from '../layout/frame/FrameLayout';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Which remote owns which route (docs/architecture.md, ownership table). Remotes read their
 * own params with the shared router; the shell never imports their code.
 */
export const REMOTE_ROUTES: readonly {
  path: string;
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
}[] = [
  { path: '/', remote: 'catalog', expose: 'HomePage' },
  { path: '/category/:slug', remote: 'catalog', expose: 'CategoryPage' },
  { path: '/product/:slug', remote: 'catalog', expose: 'ProductPage' },
  { path: '/resultados-de-busqueda', remote: 'catalog', expose: 'SearchPage' },
  { path: '/comparar', remote: 'catalog', expose: 'ComparePage' },
  { path: '/cart', remote: 'cartCheckout', expose: 'CartPage' },
  { path: '/checkout', remote: 'cartCheckout', expose: 'CheckoutPage' },
  { path: '/checkout/finalizacion', remote: 'cartCheckout', expose: 'CheckoutResultPage' },
  { path: '/shopping/boton-pago', remote: 'cartCheckout', expose: 'BotonPagoPage' },
  { path: '/login', remote: 'portal', expose: 'LoginPage' },
  { path: '/portal/nueva-contrasena', remote: 'portal', expose: 'NewPasswordPage' },
  // The portal routes its sections (profile, addresses, favourites...) below this itself.
  { path: '/portal/*', remote: 'portal', expose: 'PortalPage' },
  { path: '/pages/:slug', remote: 'support', expose: 'ContentPage' },
  {
    path: '/politica-de-privacidad',
    remote: 'support',
    expose: 'ContentPage',
    props: { slug: 'politica-de-privacidad' },
  },
  { path: '/estado-orden', remote: 'support', expose: 'TrackingPage' },
  { path: '/encuesta/:orderId', remote: 'support', expose: 'SurveyPage' },
  { path: '/technical-support', remote: 'support', expose: 'TechnicalSupportPage' },
  { path: '/contact-us', remote: 'support', expose: 'ContactPage' },
  { path: '/ventas-corporativas', remote: 'support', expose: 'CorporateSalesPage' },
  { path: '/solicitud-de-servicio', remote: 'support', expose: 'ServiceRequestPage' },
  { path: '/ubicanos', remote: 'support', expose: 'StoresPage' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<FrameLayout />}>
        {/* The shell's own launch page; a static path outranks /pages/:slug. */}
        <Route path="/pages/coming-soon" element={<ComingSoonPage />} />
        {REMOTE_ROUTES.map(({ path, remote, expose, props }) => (
          <Route
            key={path}
            path={path}
            element={<RemoteArea remote={remote} expose={expose} {...(props ? { props } : {})} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
