import { createSlice } from '@reduxjs/toolkit';
import { authApi, failureText, SIGNUP_ERROR_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened } from './dialog-slice';

/**
 * The signup state (docs/business-rules.md#accounts). Like the login state, it follows the
 * `signup` endpoint's lifecycle: the success message stays while the shopper switches tabs and
 * goes when the modal or the /login page opens again.
 */
export interface SignupState {
  signupRequesting: boolean;
  signupSuccessful: boolean;
  signupMessages: string[];
  signupErrors: string[];
}

const initialState: SignupState = {
  signupRequesting: false,
  signupSuccessful: false,
  signupMessages: [],
  signupErrors: [],
};

export function signupSuccessMessage(email: string): string {
  return `Cuenta creada satisfactoriamente para ${email}`;
}

const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState)
      .addMatcher(authApi.endpoints.signup.matchPending, () => ({ ...initialState, signupRequesting: true }))
      .addMatcher(authApi.endpoints.signup.matchFulfilled, (_state, action) => ({
        ...initialState,
        signupSuccessful: true,
        signupMessages: [signupSuccessMessage(action.meta.arg.originalArgs.username)],
      }))
      .addMatcher(authApi.endpoints.signup.matchRejected, (_state, action) => ({
        ...initialState,
        signupErrors: [failureText(action.payload, SIGNUP_ERROR_DEFAULT)],
      }));
  },
});

export const signupReducer = signupSlice.reducer;

export const selectSignup = (state: { signup: SignupState }): SignupState => state.signup;
