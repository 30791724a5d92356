import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { StoredAuth, StoredUser } from '@store/contracts';
import type { SessionSnapshot } from '@store/app-kit';
import { authApi } from './auth-api';

/** docs/business-rules.md#accounts, auth state: id, token, user (all null for a guest). */
export interface SessionState {
  id: number | null;
  token: string | null;
  user: StoredUser | null;
}

const GUEST: SessionState = { id: null, token: null, user: null };

export function sessionFromStored(stored: StoredAuth | undefined): SessionState {
  return stored ? { id: stored.user.id, token: stored.token, user: stored.user } : GUEST;
}

/** How other teams name the customer: 'Ana Mejía', or the e-mail when there is no name. */
export function displayNameOf(user: StoredUser): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: GUEST,
  reducers: {
    /** Read back from `corp-auth` (start-up, or another tab logged in or out). */
    sessionRestored(_state, action: PayloadAction<StoredAuth | undefined>) {
      return sessionFromStored(action.payload);
    },
    loggedOut() {
      return GUEST;
    },
    /**
     * The customer saved new contact data (Mi Perfil): the session's copy follows, so the header
     * greets the new name and `corp-auth` holds it, without a new login. Only for that customer.
     */
    sessionUserUpdated(state, action: PayloadAction<Omit<StoredUser, 'telephone'> & { telephone: string }>) {
      if (state.user?.id !== action.payload.id) return;
      state.user = { ...state.user, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(authApi.endpoints.login.matchFulfilled, (_state, action) => ({
      id: action.payload.user.id,
      token: action.payload.token,
      user: action.payload.user,
    }));
  },
});

export const { sessionRestored, loggedOut, sessionUserUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectIsLoggedIn = (state: WithSession): boolean => state.session.token !== null;

/** What the portal publishes as the page's session (nulls for guests): app-kit's publishSession. */
export function authChangedEvent(session: SessionState): SessionSnapshot {
  return {
    customerId: session.user ? session.user.id : null,
    displayName: session.user ? displayNameOf(session.user) : null,
    token: session.token,
  };
}
