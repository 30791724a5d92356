import { createSlice } from '@reduxjs/toolkit';
import { authApi, failureText, RESET_ERROR_DEFAULT, RESET_SUCCESS_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened, forgotPasswordCancelled } from './dialog-slice';

/**
 * The forgot-password sub-form's result (docs/business-rules.md#accounts: the server's success
 * flag and message). It follows the `requestPasswordReset` endpoint and starts clean whenever the
 * modal, the /login page or the sub-form opens again.
 */
export interface PasswordResetState {
  requesting: boolean;
  /** The server's success flag; null until it answers. */
  success: boolean | null;
  message: string | null;
}

const initialState: PasswordResetState = { requesting: false, success: null, message: null };

const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState)
      .addCase(forgotPasswordCancelled, () => initialState)
      .addMatcher(authApi.endpoints.requestPasswordReset.matchPending, () => ({
        ...initialState,
        requesting: true,
      }))
      .addMatcher(authApi.endpoints.requestPasswordReset.matchFulfilled, (_state, action) => ({
        requesting: false,
        success: action.payload.success,
        message: action.payload.message || RESET_SUCCESS_DEFAULT,
      }))
      .addMatcher(authApi.endpoints.requestPasswordReset.matchRejected, (_state, action) => ({
        requesting: false,
        success: false,
        message: failureText(action.payload, RESET_ERROR_DEFAULT),
      }));
  },
});

export const passwordResetReducer = passwordResetSlice.reducer;

export const selectPasswordReset = (state: { passwordReset: PasswordResetState }): PasswordResetState =>
  state.passwordReset;
