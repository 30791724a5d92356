import { combineSlices } from '@reduxjs/toolkit';
import { cartSlice } from '../features/cart/cart-slice';
import { cartCheckoutApi } from './cart-checkout-api';

/**
 * Slices a route's code adds when it loads (`slice.injectInto(rootReducer)`): the checkout's
 * workflow is not part of the cart's start-up, which every page of the store runs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The cart and the server data from the start; the checkout joins with its route. */
export const rootReducer = combineSlices(cartSlice, cartCheckoutApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
