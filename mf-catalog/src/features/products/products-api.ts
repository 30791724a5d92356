import type { Dispatch } from '@reduxjs/toolkit';
import type { Category, ListingRequest, Product, ProductPage } from '@store/contracts';
import { isApiFailure } from '@store/remote-kit';
import { eventBus } from '@store/app-kit';
import { catalogApi } from '../../app/catalog-api';

export interface CategoryProductsArgs {
  slug: string;
  query: ListingRequest;
}

/** A list is tagged as a list and by each product it shows, so a stock change reaches it. */
function productListTags(items: readonly { id: number }[] | undefined) {
  return [
    'ProductList' as const,
    ...(items ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
  ];
}

export const productsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /products/category/{slug}`: a page of the category's products (subcategories included). */
    getCategoryProducts: build.query<ProductPage, CategoryProductsArgs>({
      query: ({ slug, query }) => ({ url: `/products/category/${encodeURIComponent(slug)}`, query }),
      providesTags: (page) => productListTags(page?.items),
    }),
    /** `GET /product/search-result`: search and the home page's featured products. */
    searchProducts: build.query<ProductPage, ListingRequest>({
      query: (query) => ({ url: '/product/search-result', query }),
      providesTags: (page) => productListTags(page?.items),
    }),
    /** `GET /products/slug/{slug}?expand=specs`: the product page. */
    getProductBySlug: build.query<Product, string>({
      query: (slug) => ({ url: `/products/slug/${encodeURIComponent(slug)}`, query: { expand: 'specs' } }),
      providesTags: (product) => (product ? [{ type: 'Product' as const, id: product.id }] : []),
    }),
    /** `GET /categories/{slug}`: the category with its parent and children. */
    getCategory: build.query<Category, string>({
      query: (slug) => `/categories/${encodeURIComponent(slug)}`,
      providesTags: (_category, _error, slug) => [{ type: 'Category' as const, id: slug }],
    }),
  }),
});

export const {
  useGetCategoryProductsQuery,
  useSearchProductsQuery,
  useGetProductBySlugQuery,
  useGetCategoryQuery,
} = productsApi;

/** True when a hook's error is the API's 404 (the page shows "not found", not "try again"). */
export function isNotFoundError(error: unknown): boolean {
  return isApiFailure(error) && error.status === 404;
}

/**
 * Bus state `stock-changed` (published by the cart remote after an order takes or gives back
 * stock): refetches whatever shows those products, and every list, since a product back in
 * stock may now belong to a list filtered by stock that does not show it yet. Queries nobody
 * is looking at are dropped instead of refetched (RTK Query's rule for invalidated tags).
 * Returns the unsubscribe function.
 */
export function refetchOnStockChanges(dispatch: Dispatch): () => void {
  return eventBus.subscribe('cart:stock-changed', ({ productIds }) => {
    dispatch(
      catalogApi.util.invalidateTags([
        'ProductList',
        ...productIds.map((id) => ({ type: 'Product' as const, id })),
      ]),
    );
  });
}
