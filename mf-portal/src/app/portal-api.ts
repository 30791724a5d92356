import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from '@store/remote-kit';

/**
 * Cache tags of the logged-in customer's data. Whose data the cache holds changes with the
 * session, so a login, a logout or a session restored from another tab invalidates them all.
 */
export const SESSION_SCOPED_TAGS = ['Session', 'Customer', 'Address', 'Wishlist'] as const;

/**
 * The portal's server data (RTK Query). Features add their calls with `injectEndpoints` next to
 * the UI that uses them; request and response shapes come from @store/contracts.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: storeBaseQuery,
  tagTypes: SESSION_SCOPED_TAGS,
  endpoints: () => ({}),
});
