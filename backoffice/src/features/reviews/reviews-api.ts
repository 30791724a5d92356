import type {
  AdminReview,
  AdminReviewListQuery,
  AdminReviewPage,
  HideReviewBody,
  ShowReviewBody,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** Product reviews (api/src/routes/admin-support-routes.ts), role catalogo. */
export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<AdminReviewPage, Partial<AdminReviewListQuery>>({
      query: (params) => ({ url: '/admin/reviews', params }),
      providesTags: ['Review'],
    }),
    hideReview: build.mutation<AdminReview, { id: number; body: HideReviewBody }>({
      query: ({ id, body }) => ({ url: `/admin/reviews/${id}/hide`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    showReview: build.mutation<AdminReview, { id: number; body: ShowReviewBody }>({
      query: ({ id, body }) => ({ url: `/admin/reviews/${id}/show`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useReviewsQuery, useHideReviewMutation, useShowReviewMutation } = reviewsApi;
