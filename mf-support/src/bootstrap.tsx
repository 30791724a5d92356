import { Navigate, Route } from 'react-router-dom';
import { mountStandalone, NotFound } from '@store/remote-kit';
import ContentPage from './exposed/ContentPage';

void mountStandalone({
  title: 'mf-support · página independiente del remoto de soporte',
  startupErrorTitle: 'No pudimos iniciar soporte',
  maxWidth: 'lg',
  routes: (
    <>
      <Route path="/" element={<Navigate to="/pages/quienes-somos" replace />} />
      <Route path="/pages/:slug" element={<ContentPage />} />
      <Route path="/politica-de-privacidad" element={<ContentPage slug="politica-de-privacidad" />} />
      <Route
        path="*"
        element={
          <NotFound title="Página no encontrada" message="Esta dirección no pertenece a soporte (todavía)." />
        }
      />
    </>
  ),
});
