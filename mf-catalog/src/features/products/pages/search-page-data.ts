import type { ServerPageRequest } from '@store/app-kit';
import type { AppStore } from '../../../app/store';
import { facetedListingRequest } from '../../listing-facets';
import { filtersFromUrl } from '../../search-filters';
import { productsApi } from '../products-api';
import { SEARCH_DEFAULTS } from './listing-defaults';
import { searchParamsOf } from './page-request';

/** Search results on the server: the page of results the URL asks for (none without `q`). */
export async function loadSearchPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const filters = filtersFromUrl(searchParamsOf(request), SEARCH_DEFAULTS);
  if (filters.q) {
    await store.dispatch(
      productsApi.endpoints.searchProducts.initiate(facetedListingRequest(filters, { search: true })),
    );
  }
  return 200;
}
