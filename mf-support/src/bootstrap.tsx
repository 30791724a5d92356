import { Box, Link } from '@store/app-kit/shared-mui-components';
import { Link as RouterLink, Navigate, Route } from 'react-router-dom';
import { mountStandalone, NotFound } from '@store/remote-kit';
import ContactPage from './exposed/ContactPage';
import ContentPage from './exposed/ContentPage';
import CorporateSalesPage from './exposed/CorporateSalesPage';
import ServiceRequestPage from './exposed/ServiceRequestPage';
import StoresPage from './exposed/StoresPage';
import SurveyPage from './exposed/SurveyPage';
import TechnicalSupportPage from './exposed/TechnicalSupportPage';
import TrackingPage from './exposed/TrackingPage';

/** The team's pages, one link each in the standalone header (the survey needs an order). */
const SUPPORT_LINKS = [
  ['/estado-orden', 'Mi Pedido'],
  ['/technical-support', 'Servicio Técnico'],
  ['/contact-us', 'Contáctanos'],
  ['/ubicanos', 'Ubícanos'],
  ['/ventas-corporativas', 'Ventas corporativas'],
  ['/solicitud-de-servicio', 'Solicitud de servicio'],
  ['/pages/quienes-somos', 'Páginas'],
] as const;

// Run alone, support serves the same routes the shell gives it (shell/src/app/routes.tsx).
void mountStandalone({
  title: 'mf-support · página independiente del remoto de soporte',
  startupErrorTitle: 'No pudimos iniciar soporte',
  maxWidth: 'lg',
  headerNav: (
    <Box component="nav" aria-label="Páginas de soporte" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {SUPPORT_LINKS.map(([to, label]) => (
        <Link key={to} component={RouterLink} to={to} underline="hover">
          {label}
        </Link>
      ))}
    </Box>
  ),
  routes: (
    <>
      <Route path="/" element={<Navigate to="/pages/quienes-somos" replace />} />
      <Route path="/pages/:slug" element={<ContentPage />} />
      <Route path="/politica-de-privacidad" element={<ContentPage slug="politica-de-privacidad" />} />
      <Route path="/estado-orden" element={<TrackingPage />} />
      <Route path="/encuesta/:orderId" element={<SurveyPage />} />
      <Route path="/technical-support" element={<TechnicalSupportPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/ventas-corporativas" element={<CorporateSalesPage />} />
      <Route path="/solicitud-de-servicio" element={<ServiceRequestPage />} />
      <Route path="/ubicanos" element={<StoresPage />} />
      <Route
        path="*"
        element={<NotFound title="Página no encontrada" message="Esta dirección no pertenece a soporte." />}
      />
    </>
  ),
});
