import { Provider } from 'react-redux';
import { pageStore } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { ComparePage } from '../features/compare';
import { AddToCartButton } from '../features/products/components/AddToCartButton';

recordCatalogSharedModules();

/**
 * Exposed as `catalog/ComparePage` (route `/comparar`). The host provides the router and the
 * theme; the store is ours. The cart button comes from the products feature (the cart intent),
 * composed here so the two features stay independent.
 */
export default function ExposedComparePage() {
  return (
    <Provider store={pageStore()}>
      <ComparePage AddToCart={AddToCartButton} />
    </Provider>
  );
}
