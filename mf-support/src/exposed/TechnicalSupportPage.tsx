import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { TechnicalSupportPage } from '../features/service-forms';

recordSupportSharedModules();

/**
 * Exposed as `support/TechnicalSupportPage`: `/technical-support` ('Servicio Técnico'), the workshop's
 * repair request (brand and city from the workshop's lists, `POST /services/create`).
 * The host provides the router and the theme; the store is ours.
 */
export default function ExposedTechnicalSupportPage() {
  return (
    <Provider store={store}>
      <TechnicalSupportPage />
    </Provider>
  );
}
