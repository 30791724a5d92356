import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordPortalSharedModules } from '../app/shared-modules';
import { PortalRoutes } from '../app/PortalRoutes';

recordPortalSharedModules();

/**
 * Exposed as `portal/PortalPage`: the shell mounts it on `/portal/*` (inside its Router and
 * ThemeProvider); the portal routes its sections itself, behind the session guard.
 */
export default function PortalPage() {
  return (
    <Provider store={store}>
      <PortalRoutes />
    </Provider>
  );
}
