import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { ServiceRequestPage } from '../features/service-forms';

recordSupportSharedModules();

/**
 * Exposed as `support/ServiceRequestPage`: `/solicitud-de-servicio`, the general service request to
 * the support desk (`POST /services/support`).
 * The host provides the router and the theme; the store is ours.
 */
export default function ExposedServiceRequestPage() {
  return (
    <Provider store={store}>
      <ServiceRequestPage />
    </Provider>
  );
}
