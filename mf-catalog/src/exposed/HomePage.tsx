import { Provider } from 'react-redux';
import type { PrepareServerPage } from '@store/app-kit';
import { pageStore, type AppStore } from '../app/store';
import { prepareCatalogPage } from '../app/server-page';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { HomePage } from '../features/products/pages/HomePage';
import { loadHomePage } from '../features/products/pages/home-page-data';
import { CompareBarSlot } from '../features/compare/CompareBarSlot';

recordCatalogSharedModules();

/** Exposed as `catalog/HomePage`. The host provides the router and the theme; the store is ours
 * (the page's, or on the server one per request: `prepareServerPage`). */
export default function ExposedHomePage({ store = pageStore() }: { store?: AppStore }) {
  return (
    <Provider store={store}>
      <HomePage />
      <CompareBarSlot />
    </Provider>
  );
}

/** The shell's server renders this page with the data it fetches here (app/server-page.ts). */
export const prepareServerPage: PrepareServerPage = () => prepareCatalogPage(loadHomePage);
