import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { ProductPage } from '../features/products/pages/ProductPage';
import { CompareBarSlot } from '../features/compare/CompareBarSlot';

recordCatalogSharedModules();

/** Exposed as `catalog/ProductPage`. The host provides the router and the theme; the store is ours. */
export default function ExposedProductPage({ slug }: { slug?: string }) {
  return (
    <Provider store={store}>
      <ProductPage slug={slug} />
      <CompareBarSlot />
    </Provider>
  );
}
