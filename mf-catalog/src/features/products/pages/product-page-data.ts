import type { ServerPageRequest } from '@store/app-kit';
import type { AppStore } from '../../../app/store';
import { reviewsApi } from '../../reviews';
import { isNotFoundError, productsApi } from '../products-api';
import { slugOf } from './page-request';

/**
 * The product page's first view on the server: the product, and the first page of reviews (the
 * summary under the price, the head's aggregateRating). Related products, the credit offer and
 * the coupon load in the browser, as they do after a navigation.
 */
export async function loadProductPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const product = await store.dispatch(productsApi.endpoints.getProductBySlug.initiate(slugOf(request)));
  if (product.data) {
    await store.dispatch(reviewsApi.endpoints.getReviews.initiate({ productId: product.data.id, page: 1 }));
  }
  return product.isError && isNotFoundError(product.error) ? 404 : 200;
}
