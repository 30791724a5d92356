import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from '@store/remote-kit';
import { supportHydration } from './server-hydration';

/**
 * Support's server data (RTK Query). Features add their calls with `injectEndpoints` next to the
 * UI that uses them; shapes come from @store/contracts. Tag 'ContentPage' (id = slug).
 */
export const supportApi = createApi({
  reducerPath: 'supportApi',
  baseQuery: storeBaseQuery,
  tagTypes: ['ContentPage'],
  endpoints: () => ({}),
  // The page the server rendered (server-page.ts) is not fetched again.
  extractRehydrationInfo: supportHydration.rehydrate,
});
