import { createSlice } from '@reduxjs/toolkit';
import { authApi, failureText, isLoginAfterSignup, LOGIN_ERROR_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened } from './dialog-slice';

/**
 * The login state (docs/business-rules.md#accounts). It follows the `login` endpoint's lifecycle
 * rather than a component's mutation hook because the modal and the /login page show the same
 * attempt, it survives switching tabs, and it starts clean each time the modal or the page opens.
 */
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
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState)
      // The automatic login after a signup is not the login form's attempt: it leaves it alone.
      .addMatcher(authApi.endpoints.login.matchPending, (state, action) =>
        isLoginAfterSignup(action) ? state : { ...initialState, loginRequesting: true },
      )
      .addMatcher(authApi.endpoints.login.matchFulfilled, () => ({ ...initialState, loginSuccessful: true }))
      .addMatcher(authApi.endpoints.login.matchRejected, (state, action) =>
        isLoginAfterSignup(action)
          ? state
          : { ...initialState, loginErrors: [failureText(action.payload, LOGIN_ERROR_DEFAULT)] },
      );
  },
});

export const loginReducer = loginSlice.reducer;

export const selectLogin = (state: { login: LoginState }): LoginState => state.login;
