import type { Customer, CustomerQuery, SavedCart, SavedCartItem, SaveCartRequest } from '@store/contracts';
import { cartCheckoutApi } from '../../app/cart-checkout-api';

/** The logged-in customer's saved cart, which follows them across devices. */
export const cartSyncApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /customers/{id}?expand=cart`: only the cart's lines (current prices, stock, images)
     * are kept, not the profile. Dropped from the cache as soon as it is read
     * (`keepUnusedDataFor: 0`), so one customer's cart never waits in memory for the next one.
     */
    getSavedCart: build.query<SavedCartItem[], number>({
      query: (customerId) => {
        const query: CustomerQuery = { expand: 'cart' };
        return { url: `/customers/${String(customerId)}`, query };
      },
      transformResponse: (customer: Customer) => customer.cart?.items ?? [],
      keepUnusedDataFor: 0,
    }),
    /** `POST /customers/add-to-cart`: replaces the whole saved cart (the server prices it). */
    saveCart: build.mutation<SavedCart, SaveCartRequest>({
      query: (body) => ({ url: '/customers/add-to-cart', method: 'POST', body }),
    }),
  }),
});
