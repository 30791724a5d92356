import { createSlice } from '@reduxjs/toolkit';
import { loginSubmitted, LOGIN_ERROR_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened } from './dialog-slice';

/** Spec section 3, login state. */
export interface LoginState {
  loginRequesting: boolean;
  loginSuccessful: boolean;
  loginMessages: string[];
  loginErrors: string[];
}

const initialState: LoginState = {
  loginRequesting: false,
  loginSuccessful: false,
  loginMessages: [],
  loginErrors: [],
};

const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loginSubmitted.pending, () => ({ ...initialState, loginRequesting: true }))
      .addCase(loginSubmitted.fulfilled, () => ({ ...initialState, loginSuccessful: true }))
      .addCase(loginSubmitted.rejected, (_state, action) => ({
        ...initialState,
        loginErrors: [action.payload ?? LOGIN_ERROR_DEFAULT],
      }))
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState);
  },
});

export const loginReducer = loginSlice.reducer;

export const selectLogin = (state: { login: LoginState }): LoginState => state.login;
