import { createSlice } from '@reduxjs/toolkit';
import { signupSubmitted, SIGNUP_ERROR_DEFAULT } from './auth-api';
import { authPageOpened, dialogClosed, dialogOpened } from './dialog-slice';

/** Spec section 3, signup state. */
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
      .addCase(signupSubmitted.pending, () => ({ ...initialState, signupRequesting: true }))
      .addCase(signupSubmitted.fulfilled, (_state, action) => ({
        ...initialState,
        signupSuccessful: true,
        signupMessages: [signupSuccessMessage(action.payload.email)],
      }))
      .addCase(signupSubmitted.rejected, (_state, action) => ({
        ...initialState,
        signupErrors: [action.payload?.message ?? SIGNUP_ERROR_DEFAULT],
      }))
      .addCase(dialogOpened, () => initialState)
      .addCase(dialogClosed, () => initialState)
      .addCase(authPageOpened, () => initialState);
  },
});

export const signupReducer = signupSlice.reducer;

export const selectSignup = (state: { signup: SignupState }): SignupState => state.signup;
