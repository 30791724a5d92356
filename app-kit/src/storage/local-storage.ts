/**
 * Local persistence with the spec's keys. Reading never throws: a missing, corrupted or
 * unexpected value reads as `undefined` and the stored text is left untouched (nothing the
 * shopper saved is deleted by a read).
 */
export const STORAGE_KEYS = {
  /** mf-portal: `{ user, token }` only. */
  auth: 'corp-auth',
  /** mf-cart-checkout: the cart list. */
  cart: 'corp-cart',
  /** mf-catalog: the compare list. */
  compare: 'corp-compare',
  /** mf-portal: the wishlist. */
  wishlist: 'molla-wishlist',
  /** Legacy cart key removed when checkout resets. */
  legacyCart: 'jet-cart',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access denied (privacy mode, sandboxed iframe of an integrator)
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Returns false when the browser refused to store (quota, privacy mode). */
export function writeJson(key: StorageKey, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do: the key is unreachable anyway
  }
}
