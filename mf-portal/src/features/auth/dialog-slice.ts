import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { authApi, isLoginAfterSignup } from './auth-api';

export type AuthTab = 'login' | 'signup';

export interface DialogState {
  open: boolean;
  tab: AuthTab;
  /** The login tab shows either the login form or the forgot-password sub-form. */
  forgotPassword: boolean;
}

const initialState: DialogState = { open: false, tab: 'login', forgotPassword: false };

const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    dialogOpened(_state, action: PayloadAction<{ tab: AuthTab }>) {
      return { open: true, tab: action.payload.tab, forgotPassword: false };
    },
    dialogClosed() {
      return initialState;
    },
    tabSelected(state, action: PayloadAction<AuthTab>) {
      state.tab = action.payload;
    },
    forgotPasswordOpened(state) {
      state.forgotPassword = true;
    },
    forgotPasswordCancelled(state) {
      state.forgotPassword = false;
    },
    /**
     * The /login page was shown: it starts on a clean login tab, without what an earlier visit
     * or the modal left (errors, a signup success). The modal's `open` is not the page's to change.
     */
    authPageOpened(state) {
      state.tab = 'login';
      state.forgotPassword = false;
    },
  },
  extraReducers: (builder) => {
    // docs/business-rules.md#accounts: a successful login closes the modal. The login that follows
    // a signup does not: the signup's success message stays its 5 s, then the modal closes.
    builder.addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) =>
      isLoginAfterSignup(action) ? state : initialState,
    );
  },
});

export const {
  dialogOpened,
  dialogClosed,
  tabSelected,
  forgotPasswordOpened,
  forgotPasswordCancelled,
  authPageOpened,
} = dialogSlice.actions;
export const dialogReducer = dialogSlice.reducer;

export const selectDialog = (state: { dialog: DialogState }): DialogState => state.dialog;
