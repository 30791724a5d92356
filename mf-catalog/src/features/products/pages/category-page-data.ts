import type { ServerPageRequest } from '@store/app-kit';
import type { AppStore } from '../../../app/store';
import { facetedListingRequest } from '../../listing-facets';
import { filtersFromUrl } from '../../search-filters';
import { isNotFoundError, productsApi } from '../products-api';
import { CATEGORY_DEFAULTS } from './listing-defaults';
import { searchParamsOf, slugOf } from './page-request';

/** A category's first view on the server: the category and the page of products its URL asks for. */
export async function loadCategoryPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const slug = slugOf(request);
  const filters = filtersFromUrl(searchParamsOf(request), CATEGORY_DEFAULTS);
  const [category, products] = await Promise.all([
    store.dispatch(productsApi.endpoints.getCategory.initiate(slug)),
    store.dispatch(
      productsApi.endpoints.getCategoryProducts.initiate({
        slug,
        query: facetedListingRequest(filters, { search: false }),
      }),
    ),
  ]);
  const missing =
    (category.isError && isNotFoundError(category.error)) ||
    (products.isError && isNotFoundError(products.error));
  return missing ? 404 : 200;
}
