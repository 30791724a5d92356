import type { ListingRequest, ProductPage } from '@store/contracts';
import { catalogApi } from '../../app/catalog-api';

/** How many of the category's products the choice is made from. */
export const RELATED_CANDIDATES = 24;

export const relatedProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /product/search-result?filter[category]=…&filter[inStock]=1`: in-stock products of the
     * category (subcategories included), from which `pickRelated` keeps the closest.
     */
    getRelatedCandidates: build.query<ProductPage, string>({
      query: (categorySlug) => {
        const query: ListingRequest = {
          'filter[category]': categorySlug,
          'filter[inStock]': 1,
          page: 1,
          'per-page': RELATED_CANDIDATES,
        };
        return { url: '/product/search-result', query };
      },
      // Like every list: a stock change refreshes it.
      providesTags: (page) => [
        'ProductList' as const,
        ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
  }),
});

export const { useGetRelatedCandidatesQuery } = relatedProductsApi;
