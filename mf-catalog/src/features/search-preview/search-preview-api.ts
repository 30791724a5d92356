import type { SiteSearchRequest, SiteSearchResponse } from '@store/contracts';
import { catalogApi } from '../../app/catalog-api';

export const searchPreviewApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /site-search`. A query although it is a POST: it only reads (the body is the search),
     * so results are cached per body and refreshed with the products they show.
     */
    siteSearch: build.query<SiteSearchResponse, SiteSearchRequest>({
      query: (body) => ({ url: '/site-search', method: 'POST', body }),
      providesTags: (response) => [
        'ProductList' as const,
        ...(response?.results ?? []).map((result) => ({ type: 'Product' as const, id: result.id })),
      ],
    }),
  }),
});

export const { useLazySiteSearchQuery } = searchPreviewApi;
