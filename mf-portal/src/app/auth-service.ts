import { readJson, STORAGE_KEYS } from '@store/shared-kernel';
import { isStoredAuth } from '../features/auth/auth-types';
import type { StoredAuth } from '../features/auth/auth-types';
import { sessionRestored } from '../features/auth/session-slice';
import { isWishlist, wishlistRestored } from '../features/wishlist/wishlist-slice';
import type { WishlistProduct } from '../features/wishlist/wishlist-slice';
import { store } from './store';
import type { AppStore } from './store';

/** `corp-auth`, type-guarded: missing, corrupted or foreign content reads as a guest. */
export function readStoredAuth(): StoredAuth | undefined {
  return readJson(STORAGE_KEYS.auth, isStoredAuth);
}

export function readStoredWishlist(): WishlistProduct[] {
  return readJson(STORAGE_KEYS.wishlist, isWishlist) ?? [];
}

let stopRunning: (() => void) | undefined;

/**
 * Makes this remote the owner of the session on the page: restores it from storage and
 * publishes `auth-changed` and `wishlist-changed` (the listener middleware does the
 * publishing). Follows logins and logouts made in other tabs. Idempotent.
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

  const stop = () => {
    window.removeEventListener('storage', onStorage);
    if (stopRunning === stop) stopRunning = undefined;
  };
  stopRunning = stop;
  return stop;
}
