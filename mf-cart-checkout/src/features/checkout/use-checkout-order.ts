import { shallowEqual } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Order } from '@store/contracts';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/root-reducer';
import { checkoutApi, useGetOrderQuery } from './checkout-api';
import { selectOrderRef } from './checkout-slice';

/** The order in progress as the server last answered it (RTK Query's cache); null before. */
export function selectCheckoutOrder(state: RootState): Order | null {
  const ref = selectOrderRef(state);
  return ref ? (checkoutApi.endpoints.getOrder.select(ref)(state).data ?? null) : null;
}

/**
 * The order in progress, read through RTK Query: components showing it keep its cache entry
 * alive, and a reloaded tab reads it back (`enabled` false: not now, e.g. an empty cart).
 */
export function useCheckoutOrder(enabled = true) {
  const ref = useAppSelector(selectOrderRef, shallowEqual);
  return useGetOrderQuery(ref && enabled ? ref : skipToken);
}
