import type {
  CreditRejectBody,
  CreditRequestDetail,
  CreditRequestQueue,
  CreditRequestQueueQuery,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** Credit requests (api/src/routes/admin-credit-routes.ts): queue, one request, the decision. */
export const creditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    creditRequests: build.query<CreditRequestQueue, Partial<CreditRequestQueueQuery>>({
      query: (params) => ({ url: '/admin/credit/requests', params }),
      providesTags: ['CreditRequest'],
    }),
    creditRequest: build.query<CreditRequestDetail, number>({
      query: (orderId) => `/admin/credit/requests/${orderId}`,
      providesTags: (_result, _error, orderId) => [{ type: 'CreditRequest', id: orderId }],
    }),
    approveCredit: build.mutation<CreditRequestDetail, { orderId: number }>({
      query: ({ orderId }) => ({ url: `/admin/credit/requests/${orderId}/approve`, method: 'POST' }),
      invalidatesTags: ['CreditRequest', 'OrderList', 'Order'],
    }),
    rejectCredit: build.mutation<CreditRequestDetail, { orderId: number; body: CreditRejectBody }>({
      query: ({ orderId, body }) => ({
        url: `/admin/credit/requests/${orderId}/reject`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['CreditRequest', 'OrderList', 'Order'],
    }),
  }),
});

export const {
  useCreditRequestsQuery,
  useCreditRequestQuery,
  useApproveCreditMutation,
  useRejectCreditMutation,
} = creditApi;
