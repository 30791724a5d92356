import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { SearchPage } from '../features/products/pages/SearchPage';
import { CompareBarSlot } from '../features/compare/CompareBarSlot';

recordCatalogSharedModules();

/** Exposed as `catalog/SearchPage`. The host provides the router and the theme; the store is ours. */
export default function ExposedSearchPage() {
  return (
    <Provider store={store}>
      <SearchPage />
      <CompareBarSlot />
    </Provider>
  );
}
