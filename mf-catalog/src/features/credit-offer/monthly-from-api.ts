import type { MonthlyFromQuery, MonthlyFromResponse } from '@store/contracts';
import { catalogApi } from '../../app/catalog-api';

export interface MonthlyFromArg {
  productIds: readonly number[];
  /**
   * Not sent: the base query adds the session. It keys the cache, so logging in or out reads
   * the figures again (a customer's own line replaces the store's general policy).
   */
  customerId: number | null;
}

/** `GET /credit-order/monthly-from`: "Desde L x/mes" for the products sold on credit. */
export const monthlyFromApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getMonthlyFrom: build.query<MonthlyFromResponse, MonthlyFromArg>({
      query: ({ productIds }) => {
        const query: MonthlyFromQuery = { products: productIds.join(',') };
        return { url: '/credit-order/monthly-from', query };
      },
    }),
  }),
});

export const { useGetMonthlyFromQuery } = monthlyFromApi;
