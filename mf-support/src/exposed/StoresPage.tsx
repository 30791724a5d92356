import { Provider } from 'react-redux';
import type { PrepareServerPage } from '@store/app-kit';
import { store as pageStore, type AppStore } from '../app/store';
import { prepareSupportPage } from '../app/server-page';
import { recordSupportSharedModules } from '../app/shared-modules';
import { loadStoresPage, StoresPage } from '../features/stores';

recordSupportSharedModules();

/**
 * Exposed as `support/StoresPage` ('/ubicanos'): the stores and offices. The host provides the
 * router and the theme; the store is ours (the page's, or on the server one per request).
 */
export default function ExposedStoresPage({ store = pageStore }: { store?: AppStore }) {
  return (
    <Provider store={store}>
      <StoresPage />
    </Provider>
  );
}

/** The shell's server renders this page with the data it fetches here (app/server-page.ts). */
export const prepareServerPage: PrepareServerPage = () => prepareSupportPage(loadStoresPage);
