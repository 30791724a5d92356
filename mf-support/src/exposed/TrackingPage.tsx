import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { TrackingPage } from '../features/order-tracking';

recordSupportSharedModules();

/**
 * Exposed as `support/TrackingPage`: 'Mi Pedido' at `/estado-orden`, opened filled in (and
 * looked up) by `?pedido={number}&correo={e-mail}`. The host provides the router and the
 * theme; the store is ours.
 */
export default function ExposedTrackingPage() {
  return (
    <Provider store={store}>
      <TrackingPage />
    </Provider>
  );
}
