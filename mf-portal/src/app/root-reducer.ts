import { combineReducers } from '@reduxjs/toolkit';
import { dialogReducer } from '../features/auth/dialog-slice';
import { loginReducer } from '../features/auth/login-slice';
import { passwordResetReducer } from '../features/auth/password-reset-slice';
import { sessionReducer } from '../features/auth/session-slice';
import { signupReducer } from '../features/auth/signup-slice';
import { wishlistReducer } from '../features/wishlist/wishlist-slice';
import { portalApi } from './portal-api';

export const rootReducer = combineReducers({
  session: sessionReducer,
  login: loginReducer,
  signup: signupReducer,
  passwordReset: passwordResetReducer,
  dialog: dialogReducer,
  wishlist: wishlistReducer,
  [portalApi.reducerPath]: portalApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
