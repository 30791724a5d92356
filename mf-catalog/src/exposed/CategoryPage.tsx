import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { CategoryPage } from '../features/products/pages/CategoryPage';
import { CompareBarSlot } from '../features/compare/CompareBarSlot';

recordCatalogSharedModules();

/** Exposed as `catalog/CategoryPage`. The host provides the router and the theme; the store is ours. */
export default function ExposedCategoryPage({ slug }: { slug?: string }) {
  return (
    <Provider store={store}>
      <CategoryPage slug={slug} />
      <CompareBarSlot />
    </Provider>
  );
}
