import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { HomePage } from '../features/products/pages/HomePage';
import { CompareBarSlot } from '../features/compare/CompareBarSlot';

recordCatalogSharedModules();

/** Exposed as `catalog/HomePage`. The host provides the router and the theme; the store is ours. */
export default function ExposedHomePage() {
  return (
    <Provider store={store}>
      <HomePage />
      <CompareBarSlot />
    </Provider>
  );
}
