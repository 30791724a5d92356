import { createListenerMiddleware, isAnyOf, type Dispatch } from '@reduxjs/toolkit';
import type { StoredAuth } from '@store/contracts';
import { isApiFailure } from '@store/remote-kit';
import { eventBus, removeKey, requestToast, STORAGE_KEYS, writeJson, publishSession } from '@store/app-kit';
import { authApi, failureText } from '../features/auth/auth-api';
import { dialogClosed, dialogOpened } from '../features/auth/dialog-slice';
import {
  authChangedEvent,
  loggedOut,
  sessionRestored,
  sessionUserUpdated,
} from '../features/auth/session-slice';
import { wishlistApi, type FavouriteChange } from '../features/wishlist/wishlist-api';
import {
  favouriteChangeRefused,
  wishlistMerged,
  wishlistRestored,
} from '../features/wishlist/wishlist-slice';
import { WISHLIST_TEXT } from '../features/wishlist/wishlist-text';
import { portalApi, SESSION_SCOPED_TAGS } from './portal-api';
import type { RootState } from './root-reducer';

/** docs/business-rules.md#constants: the modal closes 5 s after a signup or a password reset succeeds. */
export const MODAL_AUTO_CLOSE_MS = 5000;

/** Publishes the customer's favourites as other teams see them (0 for guests, spec section 4). */
export function publishWishlist(state: RootState): void {
  const productIds = state.session.token ? state.wishlist.items.map((item) => item.id) : [];
  eventBus.publish('portal:wishlist-changed', { v: 1, count: productIds.length, productIds });
}

/** Publishes who is logged in and their favourites (0 for guests) as other teams see them. */
export function publishPortalSession(state: RootState): void {
  publishSession(authChangedEvent(state.session));
  publishWishlist(state);
}

/** Every change of the customer's own list (not a read-back from storage). */
const favouritesChanged = isAnyOf(
  wishlistApi.endpoints.addFavourite.matchPending,
  wishlistApi.endpoints.removeFavourite.matchPending,
  favouriteChangeRefused,
  wishlistMerged,
);

/**
 * The server refused a favourite's add or remove: the local list goes back to what it was and
 * the shopper is told (the server's message when it has one, e.g. a full list).
 */
function undoRefusedChange(
  api: { getState: () => RootState; dispatch: Dispatch },
  { customerId, productId, slug }: FavouriteChange,
  wasInWishlist: boolean,
  failure: unknown,
): void {
  console.warn('No se pudo cambiar la lista de favoritos:', failure);
  // After a logout (or with another customer) the list on the page is not this one.
  if (api.getState().session.id !== customerId) return;
  api.dispatch(favouriteChangeRefused({ item: { id: productId, slug }, wasInWishlist }));
  const fallback = wasInWishlist ? WISHLIST_TEXT.removeFailed : WISHLIST_TEXT.addFailed;
  // A refusal (4xx) says why in Spanish; a server or network failure gets the plain "try again".
  const refusal = isApiFailure(failure) && failure.status >= 400 && failure.status < 500;
  requestToast(refusal ? failureText(failure, fallback) : fallback, 'error');
}

/**
 * Every side effect of the portal lives here: persisting `corp-auth` and `molla-wishlist`,
 * publishing `auth-changed` / `wishlist-changed`, merging the wish list at login, toasts, the
 * modal's auto-close and dropping the cached data of a customer who is no longer the one logged in.
 */
export function createPortalListenerMiddleware() {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState>();

  startAppListening({
    matcher: isAnyOf(sessionRestored, authApi.endpoints.login.matchFulfilled, loggedOut, wishlistRestored),
    effect: (_action, api) => publishPortalSession(api.getState()),
  });

  // New contact data saved in Mi Perfil: `corp-auth` and the name other teams show follow.
  startAppListening({
    actionCreator: sessionUserUpdated,
    effect: (_action, api) => {
      const { session } = api.getState();
      if (!session.user || !session.token) return;
      const stored: StoredAuth = { user: session.user, token: session.token };
      writeJson(STORAGE_KEYS.auth, stored);
      publishSession(authChangedEvent(session));
    },
  });

  // A favourite changed: only `wishlist-changed` is news (a new `auth-changed` would make other
  // remotes re-run what they do at login), and `molla-wishlist` keeps the customer's list.
  startAppListening({
    matcher: favouritesChanged,
    effect: (_action, api) => {
      const state = api.getState();
      publishWishlist(state);
      if (state.session.token) writeJson(STORAGE_KEYS.wishlist, state.wishlist.items);
    },
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

  // docs/business-rules.md#accounts: after logout the customer's data leaves storage (the
  // favourites too; the cart stays, it is the cart remote's).
  startAppListening({
    actionCreator: loggedOut,
    effect: () => {
      removeKey(STORAGE_KEYS.auth);
      removeKey(STORAGE_KEYS.wishlist);
    },
  });

  // The wish list after a login, or a session restored for a customer this page did not have
  // (start-up, a login in another tab): the server's list merged with the local one. A storage
  // event of the same customer (another tab changed a favourite) is not merged again: that
  // tab's change may not have reached the server yet, and merging would bring it back.
  startAppListening({
    predicate: (action, state, original) =>
      state.session.token !== null &&
      (authApi.endpoints.login.matchFulfilled(action) ||
        (sessionRestored.match(action) && state.session.id !== original.session.id)),
    effect: async (_action, api) => {
      const { session, wishlist } = api.getState();
      const customerId = session.id;
      if (customerId === null) return;
      const result = await api.dispatch(
        wishlistApi.endpoints.mergeWishlist.initiate({ customerId, local: wishlist.items }, { track: false }),
      );
      if ('error' in result) {
        // Best effort, as spec section 8 has it: the local list stays and the next login retries.
        console.warn('No se pudo sincronizar la lista de favoritos:', result.error);
        return;
      }
      // Logged out (or another customer logged in) meanwhile: this list is no longer theirs.
      if (api.getState().session.id !== customerId) return;
      api.dispatch(wishlistMerged(result.data));
    },
  });

  // The server's word on a favourite: a toast either way. A refusal puts the list back as it
  // was before the click (spec section 8 only logs such errors; a shopper expects to be told).
  startAppListening({
    matcher: wishlistApi.endpoints.addFavourite.matchFulfilled,
    effect: () => requestToast(WISHLIST_TEXT.added),
  });
  startAppListening({
    matcher: wishlistApi.endpoints.removeFavourite.matchFulfilled,
    effect: () => requestToast(WISHLIST_TEXT.removed),
  });
  startAppListening({
    matcher: wishlistApi.endpoints.addFavourite.matchRejected,
    effect: (action, api) => {
      undoRefusedChange(api, action.meta.arg.originalArgs, false, action.payload ?? action.error);
    },
  });
  startAppListening({
    matcher: wishlistApi.endpoints.removeFavourite.matchRejected,
    effect: (action, api) => {
      undoRefusedChange(api, action.meta.arg.originalArgs, true, action.payload ?? action.error);
    },
  });

  // A login invalidates these through its endpoint; a session changed in another tab does not go
  // through the API, so it invalidates them here. A logout drops the whole cache: the customer's
  // data leaves memory at once, not when the cache entries would expire.
  startAppListening({
    actionCreator: sessionRestored,
    effect: (_action, api) => {
      api.dispatch(portalApi.util.invalidateTags([...SESSION_SCOPED_TAGS]));
    },
  });
  startAppListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(portalApi.util.resetApiState());
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
