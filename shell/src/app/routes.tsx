import { Route, Routes } from 'react-router-dom';
import { NoIndex } from '@store/remote-kit';
import { RemoteArea } from '../federation/RemoteArea';
import { COMING_SOON_PATH, REMOTE_ROUTES } from './route-table';
import { FrameLayout } from '../layout/frame/FrameLayout';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { NotFoundPage } from '../pages/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<FrameLayout />}>
        {/* The shell's own launch page; a static path outranks /pages/:slug. */}
        <Route path={COMING_SOON_PATH} element={<ComingSoonPage />} />
        {REMOTE_ROUTES.map(({ path, remote, expose, props, noindex }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                {noindex && <NoIndex />}
                <RemoteArea remote={remote} expose={expose} {...(props ? { props } : {})} />
              </>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
