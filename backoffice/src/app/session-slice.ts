import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffProfile } from '@store/contracts';

/**
 * The staff session: the only client state the back office keeps (server data lives in RTK
 * Query's cache). The token is kept in sessionStorage, not localStorage nor a cookie:
 * - it dies with the tab, so a session left on a shared office computer does not survive the
 *   browser being closed (the API also ends it after 8 idle hours);
 * - a reload or a new page in the same tab keeps the staff member logged in;
 * - the API takes the token as a bearer header from another origin, so a cookie would add CSRF
 *   exposure and buy nothing.
 */
export interface SessionState {
  token: string | null;
  staff: StaffProfile | null;
  /** The API refused the token (expired or revoked): the login page says so once. */
  expired: boolean;
}

export const SESSION_STORAGE_KEY = 'backoffice.session';

const loggedOutState: SessionState = { token: null, staff: null, expired: false };

/** The session saved by this tab, if any (a broken entry counts as none). */
export function readStoredSession(storage: Storage = sessionStorage): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return loggedOutState;
    const saved = JSON.parse(raw) as { token?: unknown; staff?: unknown };
    if (typeof saved.token !== 'string' || typeof saved.staff !== 'object' || saved.staff === null) {
      return loggedOutState;
    }
    return { token: saved.token, staff: saved.staff as StaffProfile, expired: false };
  } catch {
    return loggedOutState;
  }
}

export function writeStoredSession(session: SessionState, storage: Storage = sessionStorage): void {
  if (session.token && session.staff) {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: session.token, staff: session.staff }));
  } else {
    storage.removeItem(SESSION_STORAGE_KEY);
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOutState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ token: string; staff: StaffProfile }>) => ({
      ...action.payload,
      expired: false,
    }),
    profileRefreshed: (state, action: PayloadAction<StaffProfile>) => {
      state.staff = action.payload;
    },
    loggedOut: (_state, action: PayloadAction<{ expired: boolean } | undefined>) => ({
      ...loggedOutState,
      expired: action.payload?.expired ?? false,
    }),
  },
});

export const { loggedIn, loggedOut, profileRefreshed } = sessionSlice.actions;
