import { eventBus, requestToast } from '@store/app-kit';
import type { AppStore } from '../../app/store';
import { selectSession } from '../auth';
import { wishlistApi, type FavouriteChange } from './wishlist-api';
import { selectIsInWishlist } from './wishlist-slice';

/** How long a guest's click waits for the login dialog before the shopper is told. */
const LOGIN_DIALOG_TIMEOUT_MS = 4000;

export const LOGIN_UNAVAILABLE_MESSAGE =
  'El inicio de sesión no está disponible en este momento. Intenta de nuevo en unos minutos.';

/** Spec section 2: guests clicking favourites get the login/signup modal. */
function openLoginDialog(): void {
  eventBus
    .request(
      'portal:login-requested',
      { v: 1, tab: 'login', reason: 'wishlist' },
      { timeoutMs: LOGIN_DIALOG_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      console.warn('No se abrió el inicio de sesión:', error);
      requestToast(LOGIN_UNAVAILABLE_MESSAGE, 'error');
    });
}

/**
 * Makes the portal the owner of `wishlist-toggle-requested` (a heart on a product page):
 * a guest gets the login dialog and `inWishlist: false`; a customer's product is added when
 * absent and removed when present. The local list changes at once (wishlist slice), the server
 * confirms or refuses (listener middleware: toasts, roll-back, `molla-wishlist`,
 * `wishlist-changed`), and the answer is the state once the server has spoken. A second click
 * on the same product while the first is on its way changes nothing (no add-then-remove from a
 * double click). Returns the function that stops handling.
 */
export function handleWishlistToggles(store: AppStore): () => void {
  const inFlight = new Set<number>();
  return eventBus.handle('portal:wishlist-toggle-requested', async ({ productId, slug }) => {
    const { id: customerId, token } = selectSession(store.getState());
    if (customerId === null || token === null) {
      openLoginDialog();
      return { inWishlist: false };
    }
    const wasInWishlist = selectIsInWishlist(store.getState(), productId);
    if (inFlight.has(productId)) return { inWishlist: wasInWishlist };

    inFlight.add(productId);
    try {
      const change: FavouriteChange = { customerId, productId, slug };
      // track: false — nobody reads these calls' state; the slice and the listeners follow them.
      await (wasInWishlist
        ? store.dispatch(wishlistApi.endpoints.removeFavourite.initiate(change, { track: false }))
        : store.dispatch(wishlistApi.endpoints.addFavourite.initiate(change, { track: false })));
    } finally {
      inFlight.delete(productId);
    }
    return { inWishlist: selectIsInWishlist(store.getState(), productId) };
  });
}
