import type { ContentPage } from '@store/contracts';
import { supportApi } from '../../app/support-api';

export const contentPagesApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pages/{slug}`: one information page of the store, as blocks. */
    getContentPage: build.query<ContentPage, string>({
      query: (slug) => `/pages/${encodeURIComponent(slug)}`,
      providesTags: (_page, _error, slug) => [{ type: 'ContentPage' as const, id: slug }],
      // Pages change rarely: one already read is not asked again while the store lives (a
      // failed one is, through «Reintentar» or a later visit).
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetContentPageQuery } = contentPagesApi;
