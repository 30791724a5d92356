import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from '@store/remote-kit';
import { catalogHydration } from './server-hydration';

/**
 * The catalog's server data (RTK Query). Features add their calls with `injectEndpoints` next
 * to the UI that uses them; shapes come from @store/contracts.
 *
 * Tags: 'Product' (id = product id) on every response that shows a product, so a stock change
 * refreshes each list and page showing it; 'ProductList' on every list, because a change of stock
 * can also move a product into or out of a list filtered by stock; 'Category' (id = slug).
 */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: storeBaseQuery,
  tagTypes: ['Product', 'ProductList', 'Category'],
  endpoints: () => ({}),
  // The page's server rendering fetched these already (app/server-page.ts): the browser's store
  // takes them over instead of asking the API again.
  extractRehydrationInfo: catalogHydration.rehydrate,
});
