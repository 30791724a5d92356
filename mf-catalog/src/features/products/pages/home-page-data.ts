import type { AppStore } from '../../../app/store';
import { FEATURED_PRODUCTS_QUERY } from '../../../lib/listing-requests';
import { productsApi } from '../products-api';

/** The home page's first view on the server: the featured products (HomePage's own query). */
export async function loadHomePage(store: AppStore): Promise<number> {
  await store.dispatch(productsApi.endpoints.searchProducts.initiate(FEATURED_PRODUCTS_QUERY));
  return 200;
}
