import type { Address } from '@store/contracts';
import { cartCheckoutApi } from '../../../app/cart-checkout-api';

/** The logged-in customer's address book, offered by the 'Envío' step. */
const savedAddressesApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /customers/{id}/addresses` (the default first; the base query sends the session).
     * Dropped as soon as the step closes and read again when it opens: the portal, another
     * remote, may have changed the book meanwhile, and one customer's addresses must not stay
     * in memory after their session.
     */
    getSavedAddresses: build.query<Address[], number>({
      query: (customerId) => `/customers/${String(customerId)}/addresses`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSavedAddressesQuery } = savedAddressesApi;
