import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { StoredAuth } from '@store/contracts';
import { eventBus, removeKey, requestToast, STORAGE_KEYS, writeJson } from '@store/shared-kernel';
import { authApi } from '../features/auth/auth-api';
import { dialogClosed, dialogOpened } from '../features/auth/dialog-slice';
import { authChangedEvent, loggedOut, sessionRestored } from '../features/auth/session-slice';
import { wishlistRestored } from '../features/wishlist/wishlist-slice';
import { portalApi, SESSION_SCOPED_TAGS } from './portal-api';
import type { RootState } from './root-reducer';

/** docs/business-rules.md#constants: the modal closes 5 s after a signup or a password reset succeeds. */
export const MODAL_AUTO_CLOSE_MS = 5000;

/** Publishes who is logged in and their favourites (0 for guests) as other teams see them. */
export function publishSession(state: RootState): void {
  eventBus.publish('auth-changed', authChangedEvent(state.session));
  const productIds = state.session.token ? state.wishlist.items.map((item) => item.id) : [];
  eventBus.publish('wishlist-changed', { v: 1, count: productIds.length, productIds });
}

/**
 * Every side effect of the portal lives here: persisting `corp-auth`, publishing
 * `auth-changed` / `wishlist-changed`, toasts, the modal's auto-close and dropping the cached
 * data of a customer who is no longer the one logged in.
 */
export function createPortalListenerMiddleware() {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState>();

  startAppListening({
    matcher: isAnyOf(sessionRestored, authApi.endpoints.login.matchFulfilled, loggedOut, wishlistRestored),
    effect: (_action, api) => publishSession(api.getState()),
  });

  startAppListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action) => {
      // docs/business-rules.md#accounts: `corp-auth` keeps the user and the token only.
      const stored: StoredAuth = { user: action.payload.user, token: action.payload.token };
      writeJson(STORAGE_KEYS.auth, stored);
      requestToast(`¡Hola, ${action.payload.user.firstname}! Iniciaste sesión`);
    },
  });

  startAppListening({
    actionCreator: loggedOut,
    effect: () => removeKey(STORAGE_KEYS.auth),
  });

  // The session also ends on the server (issue 10): the token the shopper held is revoked, so a
  // copy of it (another tab's memory, a leaked storage dump) no longer opens the account. The
  // state before the action still has the token; a failed call changes nothing on the page.
  startAppListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const { token } = api.getOriginalState().session;
      if (token) void api.dispatch(authApi.endpoints.logout.initiate(token, { track: false }));
    },
  });

  // A login invalidates these through its endpoint; a logout or a session changed in another
  // tab does not go through the API, so it invalidates them here.
  startAppListening({
    matcher: isAnyOf(loggedOut, sessionRestored),
    effect: (_action, api) => {
      api.dispatch(portalApi.util.invalidateTags([...SESSION_SCOPED_TAGS]));
    },
  });

  startAppListening({
    matcher: isAnyOf(
      authApi.endpoints.signup.matchFulfilled,
      authApi.endpoints.requestPasswordReset.matchFulfilled,
    ),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // Closes after 5 s unless the shopper closed or reopened the modal meanwhile. Only the
      // modal closes: on the /login page (modal shut) `dialogClosed` would wipe the success message.
      const interrupted = await api.take(isAnyOf(dialogClosed, dialogOpened), MODAL_AUTO_CLOSE_MS);
      if (interrupted === null && api.getState().dialog.open) api.dispatch(dialogClosed());
    },
  });

  return listener;
}
