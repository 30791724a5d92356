import type {
  PaymentReviewItem,
  PaymentReviewPage,
  PaymentReviewQuery,
  ResolvePaymentReviewBody,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The queue of payments to review (GET /admin/payments/review) and its resolution. */
export const paymentReviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    paymentReviews: build.query<PaymentReviewPage, Partial<PaymentReviewQuery>>({
      query: (params) => ({ url: '/admin/payments/review', params }),
      providesTags: ['PaymentReview'],
    }),
    resolvePaymentReview: build.mutation<PaymentReviewItem, { id: number; body: ResolvePaymentReviewBody }>({
      query: ({ id, body }) => ({ url: `/admin/payments/review/${id}/resolve`, method: 'POST', body }),
      invalidatesTags: ['PaymentReview', 'Order'],
    }),
  }),
});

export const { usePaymentReviewsQuery, useResolvePaymentReviewMutation } = paymentReviewApi;
