import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  CancelOrderBody,
  ConfirmPaymentBody,
  ShipOrderBody,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The list's query as the URL carries it: every filter optional (the API applies the defaults). */
export type OrderListArgs = Partial<AdminOrderListQuery>;

type Transition<Body> = { id: number; body: Body };

/** Orders (api/src/routes/admin-order-routes.ts): list, detail and the four transitions. */
export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<AdminOrderList, OrderListArgs>({
      query: (params) => ({ url: '/admin/orders', params }),
      providesTags: ['OrderList'],
    }),
    order: build.query<AdminOrderDetail, number>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    confirmPayment: build.mutation<AdminOrderDetail, Transition<ConfirmPaymentBody>>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/confirm-payment`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList', 'PaymentReview'],
    }),
    shipOrder: build.mutation<AdminOrderDetail, Transition<ShipOrderBody>>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/ship`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    deliverOrder: build.mutation<AdminOrderDetail, { id: number }>({
      query: ({ id }) => ({ url: `/admin/orders/${id}/deliver`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    cancelOrder: build.mutation<AdminOrderDetail, Transition<CancelOrderBody>>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList', 'PaymentReview'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useConfirmPaymentMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useCancelOrderMutation,
} = ordersApi;
