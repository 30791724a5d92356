import type {
  CardPaymentStarted,
  CreateOrderBody,
  GatewayAnswerBody,
  OrderBillingBody,
  PaymentResult,
  Customer,
  Order,
  OrderCouponBody,
  OrderShippingBody,
  Place,
  ShippingQuote,
  ShippingQuoteQuery,
  Store,
  StorePayBody,
  StoresQuery,
  TransferBody,
  UpdateOrderBody,
} from '@store/contracts';
import { placesCall, type PlacesFilter } from '@store/remote-kit';
import { cartCheckoutApi } from '../../app/cart-checkout-api';
import type { OrderRef, QuoteTarget } from './checkout-types';
import { embedAttributionHeaders } from './embed-attribution';

/**
 * Every `/orders/{id}…` call is allowed to the owner's session (the base query adds the bearer
 * token of `auth-changed`) or to whoever holds the order's access token (`X-Order-Token`).
 */
export function orderHeaders(accessToken: string | null): Record<string, string> {
  return accessToken ? { 'X-Order-Token': accessToken } : {};
}

/** `GET /places` levels (remote-kit's `placesCall`, shared with the portal's address book). */
export type { PlacesFilter };

/** What the checkout reads: the order in progress, shipping quotes, places, the shopper's profile. */
const checkoutReads = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, OrderRef>({
      query: ({ id, accessToken }) => ({ url: `/orders/${String(id)}`, headers: orderHeaders(accessToken) }),
      providesTags: (_order, _error, { id }) => [{ type: 'Order', id }],
    }),
    /** `GET /orders/{id}/calculate-shipping`: what home delivery would cost; the order does not change. */
    getShippingQuote: build.query<ShippingQuote, { order: OrderRef; target: QuoteTarget }>({
      query: ({ order, target }) => {
        const query: ShippingQuoteQuery = {
          ...('zoneId' in target ? { shipping_zone_id: target.zoneId } : { place_id: target.placeId }),
          shipping_method: 'home',
        };
        return {
          url: `/orders/${String(order.id)}/calculate-shipping`,
          query,
          headers: orderHeaders(order.accessToken),
        };
      },
      providesTags: ['ShippingQuote'],
    }),
    /** Only active places (`status` 1), alphabetical in Spanish (the API sorts them). */
    getPlaces: build.query<Place[], PlacesFilter>({
      query: placesCall,
      providesTags: ['Places'],
    }),
    /** `GET /stores?pickup=1`: the stores where an order can be paid (name, address, hours). */
    getPaymentStores: build.query<Store[], undefined>({
      query: () => {
        const query: StoresQuery = { pickup: 1 };
        return { url: '/stores', query };
      },
      providesTags: ['Stores'],
    }),
    /** The logged-in shopper's profile, to prefill the contact form. */
    getCustomer: build.query<Customer, number>({ query: (customerId) => `/customers/${String(customerId)}` }),
  }),
});

/**
 * An order a change answered is the order as the server now has it: written into the order's
 * cache entry, so the page shows it without reading it again.
 */
const rememberOrder = (ref: OrderRef, order: Order) =>
  checkoutReads.util.upsertQueryEntries([{ endpointName: 'getOrder', arg: ref, value: order }]);

/** `onQueryStarted` of the changes to an existing order: its answer replaces the cached order. */
async function rememberAnsweredOrder(
  ref: OrderRef,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof rememberOrder>) => unknown;
    queryFulfilled: Promise<{ data: Order }>;
  },
): Promise<void> {
  try {
    const { data: order } = await queryFulfilled;
    dispatch(rememberOrder(ref, order));
  } catch {
    // The caller reports the failure.
  }
}

/** The checkout's changes to the order; each answers the order as it now is. */
export const checkoutApi = checkoutReads.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /orders` with the purchase attempt's `Idempotency-Key`: a retry of the same request
     * is answered with the first order instead of reserving the stock twice. Inside an
     * integrator's page the order is also attributed to it (./embed-attribution.ts).
     */
    createOrder: build.mutation<Order, { body: CreateOrderBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey, ...embedAttributionHeaders() },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: order } = await queryFulfilled;
          dispatch(rememberOrder({ id: order.id, accessToken: order.accessToken ?? null }, order));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    /** `PUT /orders/{id}`: contact data and the cart's lines (re-priced and re-reserved). */
    updateOrder: build.mutation<Order, { order: OrderRef; body: UpdateOrderBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      // New lines change the subtotal every quote was computed from.
      invalidatesTags: (_order, error) => (error ? [] : ['ShippingQuote']),
      onQueryStarted: ({ order: ref }, api) => rememberAnsweredOrder(ref, api),
    }),
    /** `PUT /orders/{id}/shipping`. */
    saveShipping: build.mutation<Order, { order: OrderRef; body: OrderShippingBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}/shipping`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      onQueryStarted: ({ order: ref }, api) => rememberAnsweredOrder(ref, api),
    }),
    /**
     * `PUT /orders/{id}/coupon`: one coupon per order, replacing the previous one; the server
     * checks it ('Cupón vencido', 'El cupón no aplica…') and prices the order again.
     */
    saveOrderCoupon: build.mutation<Order, { order: OrderRef; body: OrderCouponBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}/coupon`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      // A quote carries the order's discount and total.
      invalidatesTags: (_order, error) => (error ? [] : ['ShippingQuote']),
      onQueryStarted: ({ order: ref }, api) => rememberAnsweredOrder(ref, api),
    }),
    /**
     * `PUT /orders/{id}/billing`: the card is checked and the gateway's form signed. Only the
     * billing thunk calls it, and it resets the mutation at once (the card is in its arguments).
     */
    saveBilling: build.mutation<CardPaymentStarted, { order: OrderRef; body: OrderBillingBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}/billing`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      async onQueryStarted({ order: ref }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(rememberOrder(ref, data.order));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    /**
     * `POST /gateway/response`: the gateway's signed answer as its return URL carried it; the
     * server checks the signature and answers the payment's result (a repeat gets the same).
     */
    forwardGatewayAnswer: build.mutation<PaymentResult, GatewayAnswerBody>({
      query: (body) => ({ url: '/gateway/response', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result.orderId }] : []),
    }),
    /**
     * `PUT /orders/{id}/transfer`: the order waits for a bank transfer (`pending_payment`, held
     * 48 h from the first choice); the answer carries the accounts, amount and reference.
     */
    saveTransfer: build.mutation<Order, { order: OrderRef; body: TransferBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}/transfer`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      onQueryStarted: ({ order: ref }, api) => rememberAnsweredOrder(ref, api),
    }),
    /** `PUT /orders/{id}/storepay`: the order waits to be paid at the chosen store. */
    saveStorePay: build.mutation<Order, { order: OrderRef; body: StorePayBody }>({
      query: ({ order, body }) => ({
        url: `/orders/${String(order.id)}/storepay`,
        method: 'PUT',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      onQueryStarted: ({ order: ref }, api) => rememberAnsweredOrder(ref, api),
    }),
    /** `DELETE /orders/{id}/coupon`: the coupon's use is given back. */
    removeOrderCoupon: build.mutation<Order, OrderRef>({
      query: (order) => ({
        url: `/orders/${String(order.id)}/coupon`,
        method: 'DELETE',
        headers: orderHeaders(order.accessToken),
      }),
      invalidatesTags: (_order, error) => (error ? [] : ['ShippingQuote']),
      onQueryStarted: (ref, api) => rememberAnsweredOrder(ref, api),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useGetShippingQuoteQuery,
  useGetPlacesQuery,
  useGetCustomerQuery,
  useGetPaymentStoresQuery,
  useForwardGatewayAnswerMutation,
} = checkoutApi;
