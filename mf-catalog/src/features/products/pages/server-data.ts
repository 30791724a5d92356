import type { ServerPageRequest } from '@store/app-kit';
import type { AppStore } from '../../../app/store';
import { FEATURED_PRODUCTS_QUERY } from '../../../lib/listing-requests';
import { facetedListingRequest } from '../../listing-facets';
import { reviewsApi } from '../../reviews';
import { filtersFromUrl } from '../../search-filters';
import { isNotFoundError, productsApi } from '../products-api';
import { CATEGORY_DEFAULTS } from './CategoryPage';
import { SEARCH_DEFAULTS } from './SearchPage';

/*
 * What each catalogue page shows on its first view, fetched on the server with the very
 * arguments the page's hooks use (so the browser finds them in its cache). What loads later in
 * the browser (related products, the credit offer, the coupon) stays out.
 */

function slugOf(request: ServerPageRequest): string {
  const fromProps = request.props.slug;
  return typeof fromProps === 'string' ? fromProps : (request.params.slug ?? '');
}

function searchParamsOf(request: ServerPageRequest): URLSearchParams {
  return new URL(request.url, 'http://tienda.invalid').searchParams;
}

export async function loadHomePage(store: AppStore): Promise<number> {
  await store.dispatch(productsApi.endpoints.searchProducts.initiate(FEATURED_PRODUCTS_QUERY));
  return 200;
}

export async function loadProductPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const product = await store.dispatch(productsApi.endpoints.getProductBySlug.initiate(slugOf(request)));
  if (product.data) {
    // The summary under the price and the head's aggregateRating read the first page of reviews.
    await store.dispatch(reviewsApi.endpoints.getReviews.initiate({ productId: product.data.id, page: 1 }));
  }
  return product.isError && isNotFoundError(product.error) ? 404 : 200;
}

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

export async function loadSearchPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const filters = filtersFromUrl(searchParamsOf(request), SEARCH_DEFAULTS);
  if (filters.q) {
    await store.dispatch(
      productsApi.endpoints.searchProducts.initiate(facetedListingRequest(filters, { search: true })),
    );
  }
  return 200;
}
