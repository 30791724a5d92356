import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from '@store/remote-kit';

/**
 * This remote's server data (RTK Query). Features add their calls with `injectEndpoints` next
 * to the UI that uses them; shapes come from @store/contracts.
 *
 * Tags: 'Order' (id = order id) on the order in progress; 'ShippingQuote' on quotes, which a
 * change of the order's lines makes stale (the subtotal changes); 'Places' on the place lists
 * (reference data: nothing invalidates them today); 'Stores' on the stores that take payments.
 */
export const cartCheckoutApi = createApi({
  reducerPath: 'cartCheckoutApi',
  baseQuery: storeBaseQuery,
  tagTypes: ['Order', 'ShippingQuote', 'Places', 'Stores', 'Credit'],
  endpoints: () => ({}),
});
