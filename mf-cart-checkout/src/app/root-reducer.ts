import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';

export const rootReducer = combineReducers({ cart: cartReducer, checkout: checkoutReducer });

export type RootState = ReturnType<typeof rootReducer>;
