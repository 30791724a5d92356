import type { OrderTracking, TrackingBody } from '@store/contracts';
import { supportApi } from '../../app/support-api';

export const trackingApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /orders/tracking`: the order with this number and e-mail. A mutation, not a cached
     * query: every lookup counts against the address's limit (429), so nothing is re-sent
     * behind the shopper's back, and a wrong pair is never answered from a cache.
     */
    trackOrder: build.mutation<OrderTracking, TrackingBody>({
      query: (body) => ({ url: '/orders/tracking', method: 'POST', body }),
    }),
  }),
});

export const { useTrackOrderMutation } = trackingApi;
