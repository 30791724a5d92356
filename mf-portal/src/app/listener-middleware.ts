import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { eventBus, removeKey, requestToast, STORAGE_KEYS, writeJson } from '@store/shared-kernel';
import { loginSubmitted, passwordResetSubmitted, signupSubmitted } from '../features/auth/auth-api';
import { dialogClosed, dialogOpened } from '../features/auth/dialog-slice';
import { authChangedEvent, loggedOut, sessionRestored } from '../features/auth/session-slice';
import { wishlistRestored } from '../features/wishlist/wishlist-slice';
import type { RootState } from './root-reducer';

/** Spec section 9: the modal closes 5 s after a signup or a password reset succeeds. */
export const MODAL_AUTO_CLOSE_MS = 5000;

/** Publishes who is logged in and their favourites (0 for guests) as other teams see them. */
export function publishSession(state: RootState): void {
  eventBus.publish('auth-changed', authChangedEvent(state.session));
  const productIds = state.session.token ? state.wishlist.items.map((item) => item.id) : [];
  eventBus.publish('wishlist-changed', { v: 1, count: productIds.length, productIds });
}

/**
 * Every side effect of the portal lives here: persisting `corp-auth`, publishing
 * `auth-changed` / `wishlist-changed`, toasts and the modal's auto-close.
 */
export function createPortalListenerMiddleware() {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState>();

  startAppListening({
    matcher: isAnyOf(sessionRestored, loginSubmitted.fulfilled, loggedOut, wishlistRestored),
    effect: (_action, api) => publishSession(api.getState()),
  });

  startAppListening({
    actionCreator: loginSubmitted.fulfilled,
    effect: (action) => {
      // Spec section 3: `corp-auth` keeps the user and the token only.
      writeJson(STORAGE_KEYS.auth, { user: action.payload.user, token: action.payload.token });
      requestToast(`¡Hola, ${action.payload.user.firstname}! Iniciaste sesión`);
    },
  });

  startAppListening({
    actionCreator: loggedOut,
    effect: () => removeKey(STORAGE_KEYS.auth),
  });

  startAppListening({
    matcher: isAnyOf(signupSubmitted.fulfilled, passwordResetSubmitted.fulfilled),
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
