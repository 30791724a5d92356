import type { Store } from '@store/contracts';
import { supportApi } from '../../app/support-api';

export const storesApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /stores`: every store and sales office, in the business's order. */
    getStores: build.query<Store[], undefined>({
      query: () => '/stores',
      // Addresses and hours change seldom: coming back to the page within a while shows the
      // list at once instead of a second loading state.
      keepUnusedDataFor: 15 * 60,
    }),
  }),
});

export const { useGetStoresQuery } = storesApi;
