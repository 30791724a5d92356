import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from '@store/contracts';
import { useBusState } from '@store/app-kit';
import { useGetSavedAddressesQuery } from './saved-addresses-api';

export interface SavedAddresses {
  /** True while a logged-in customer's addresses are on their way. */
  loading: boolean;
  /** The default first; empty for a guest. */
  addresses: readonly Address[];
}

/** Stable while there is nothing to offer, so the form built from it does not start over. */
const NO_ADDRESSES: readonly Address[] = [];

/**
 * The saved addresses of the customer `auth-changed` names. A failed read offers none: the form
 * still takes any address, so a courtesy never blocks the checkout.
 */
export function useSavedAddresses(): SavedAddresses {
  const auth = useBusState('portal:auth-changed');
  const customerId = auth?.customerId ?? null;
  const result = useGetSavedAddressesQuery(customerId ?? skipToken);
  return {
    loading: customerId !== null && !result.currentData && !result.isError,
    addresses: result.currentData ?? NO_ADDRESSES,
  };
}
