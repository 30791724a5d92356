import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { StoresPage } from '../features/stores';

recordSupportSharedModules();

/**
 * Exposed as `support/StoresPage` ('/ubicanos'): the stores and offices. The host provides the
 * router and the theme; the store is ours.
 */
export default function ExposedStoresPage() {
  return (
    <Provider store={store}>
      <StoresPage />
    </Provider>
  );
}
