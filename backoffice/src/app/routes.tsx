import { Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { PAGES } from './pages';
import { RequireStaff } from './RequireStaff';
import { HomePage } from '../features/home/HomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { NotFoundPage } from './NotFoundPage';

const loading = <CircularProgress aria-label="Cargando la página" />;

/** Login on its own; every other page inside the layout, behind its roles (pages.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireStaff roles={[]}>
            <AppLayout />
          </RequireStaff>
        }
      >
        <Route index element={<HomePage />} />
        {PAGES.map(({ path, roles, component: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireStaff roles={roles}>
                <Suspense fallback={loading}>
                  <Page />
                </Suspense>
              </RequireStaff>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
