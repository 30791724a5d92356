import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { CorporateSalesPage } from '../features/service-forms';

recordSupportSharedModules();

/**
 * Exposed as `support/CorporateSalesPage`: `/ventas-corporativas`, corporate and hospitality sales
 * (`POST /services/horeca`).
 * The host provides the router and the theme; the store is ours.
 */
export default function ExposedCorporateSalesPage() {
  return (
    <Provider store={store}>
      <CorporateSalesPage />
    </Provider>
  );
}
