import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';
import { cartCheckoutApi } from './cart-checkout-api';

export const rootReducer = combineReducers({
  cart: cartReducer,
  checkout: checkoutReducer,
  [cartCheckoutApi.reducerPath]: cartCheckoutApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
