import { matchesContract, StoredAuth, StoredWishlist } from '@store/contracts';
import { readJson, STORAGE_KEYS } from '@store/app-kit';
import { sessionRestored } from '../features/auth/session-slice';
import { wishlistRestored } from '../features/wishlist/wishlist-slice';
import { handleWishlistToggles } from '../features/wishlist/wishlist-toggle';
import { store } from './store';
import type { AppStore } from './store';

const isStoredAuth = (value: unknown): value is StoredAuth => matchesContract(StoredAuth, value);
const isStoredWishlist = (value: unknown): value is StoredWishlist => matchesContract(StoredWishlist, value);

/** `corp-auth`, checked against its schema: missing, corrupted or foreign content reads as a guest. */
export function readStoredAuth(): StoredAuth | undefined {
  return readJson(STORAGE_KEYS.auth, isStoredAuth);
}

/** `molla-wishlist`, checked against its schema: anything else reads as no favourites. */
export function readStoredWishlist(): StoredWishlist {
  return readJson(STORAGE_KEYS.wishlist, isStoredWishlist) ?? [];
}

let stopRunning: (() => void) | undefined;

/**
 * Makes this remote the owner of the session on the page: restores it from storage and
 * publishes `auth-changed` and `wishlist-changed` (the listener middleware does the
 * publishing, and merges a restored customer's wish list with the server's). Follows logins,
 * logouts and favourites changed in other tabs. Answers `wishlist-toggle-requested` (the
 * product page's heart). Idempotent.
 */
export function startAuthService(appStore: AppStore = store): () => void {
  if (stopRunning) return stopRunning;

  const restore = () => {
    appStore.dispatch(wishlistRestored(readStoredWishlist()));
    appStore.dispatch(sessionRestored(readStoredAuth()));
  };
  restore();

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.auth || event.key === STORAGE_KEYS.wishlist)
      restore();
  };
  window.addEventListener('storage', onStorage);
  const stopHandlingToggles = handleWishlistToggles(appStore);

  const stop = () => {
    window.removeEventListener('storage', onStorage);
    stopHandlingToggles();
    if (stopRunning === stop) stopRunning = undefined;
  };
  stopRunning = stop;
  return stop;
}
