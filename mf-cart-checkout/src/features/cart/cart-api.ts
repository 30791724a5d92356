import type { MonthlyFromQuery, MonthlyFromResponse, Product } from '@store/contracts';
import { cartCheckoutApi } from '../../app/cart-checkout-api';

/** The catalog's product, read again to refresh a cart line's price and stock. */
export const cartApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getCartProduct: build.query<Product, number>({ query: (id) => `/products/${String(id)}` }),
    /**
     * `GET /credit-order/monthly-from`: "Desde L x/mes" of the cart's products sold on credit.
     * `customerId` is not sent (the base query adds the session): it keys the cache, so logging
     * in reads the customer's own figures.
     */
    getCartMonthlyFrom: build.query<
      MonthlyFromResponse,
      { productIds: readonly number[]; customerId: number | null }
    >({
      query: ({ productIds }) => {
        const query: MonthlyFromQuery = { products: productIds.join(',') };
        return { url: '/credit-order/monthly-from', query };
      },
    }),
  }),
});

export const { useGetCartMonthlyFromQuery } = cartApi;
