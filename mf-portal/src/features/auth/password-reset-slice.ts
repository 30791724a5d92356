import { createSlice } from '@reduxjs/toolkit';
import { passwordResetSubmitted, RESET_ERROR_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened, forgotPasswordCancelled } from './dialog-slice';

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
      .addCase(passwordResetSubmitted.pending, () => ({ ...initialState, requesting: true }))
      .addCase(passwordResetSubmitted.fulfilled, (_state, action) => ({
        requesting: false,
        ...action.payload,
      }))
      .addCase(passwordResetSubmitted.rejected, (_state, action) => ({
        requesting: false,
        success: false,
        message: action.payload ?? RESET_ERROR_DEFAULT,
      }))
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState)
      .addCase(forgotPasswordCancelled, () => initialState);
  },
});

export const passwordResetReducer = passwordResetSlice.reducer;

export const selectPasswordReset = (state: { passwordReset: PasswordResetState }): PasswordResetState =>
  state.passwordReset;
