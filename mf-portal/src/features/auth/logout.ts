import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiRequest } from '@store/app-kit';
import { loggedOut, type SessionState } from './session-slice';

/**
 * How long 'Cerrar sesión' waits for the server before it ends the session on the page anyway: a
 * slow or dead API must not keep the shopper in their account (the request goes on regardless).
 */
export const LOGOUT_WAIT_MS = 3000;

/**
 * `POST /users/logout` with the session's own token: the server deletes that session, so a copy of
 * the token left anywhere (another tab's memory, a leaked storage dump) stops working. A plain
 * `keepalive` fetch, not an RTK Query mutation: the logout resets the portal's API state, which
 * aborts every running mutation (it used to abort this one), and `keepalive` lets the request
 * finish even if the page is left before the answer. Waits at most `waitMs`; never rejects.
 * Resolves true when the server confirmed.
 */
export async function revokeSession(token: string, waitMs: number = LOGOUT_WAIT_MS): Promise<boolean> {
  const revoked = apiRequest<unknown>('/users/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).then(
    () => true,
    (error: unknown) => {
      console.warn('No se pudo cerrar la sesión en el servidor:', error);
      return false;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  try {
    return await Promise.race([revoked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 'Cerrar sesión', the one way the portal logs out: the token is revoked on the server first (see
 * `revokeSession`), then the session ends on the page (`loggedOut`: the listener middleware
 * removes `corp-auth` and the favourites, resets the API cache and publishes `auth-changed` with
 * nulls, so every remote stops sending the token). The caller navigates afterwards.
 */
export function logOut(): ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { token } = getState().session;
    if (token) await revokeSession(token);
    dispatch(loggedOut());
  };
}
