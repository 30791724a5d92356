import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from '@store/remote-kit';
import { shellHydration } from './server-hydration';

/**
 * The shell's server data (RTK Query). Features add their calls with `injectEndpoints` next to
 * the UI that uses them; shapes come from @store/contracts.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: storeBaseQuery,
  endpoints: () => ({}),
  // The menus the server rendered the header with (server/page-renderer.tsx): not fetched again.
  extractRehydrationInfo: shellHydration.rehydrate,
});
