import { STORAGE_KEYS } from '@store/app-kit';
import { remoteRouteAt } from '../app/route-table';

/**
 * What a browsing page's first view does not need (the cart's and the portal's start-up
 * services, the cart dropdown, the login dialog) loads when the shopper first acts on the page: a
 * pointer, a key, a touch, or focus moving into it. A shopper who already has something those
 * widgets must show (a cart, a session, favourites) gets them at once, and so does any page that
 * is not a browsing page (cart, checkout, portal, login, forms: they use that code themselves,
 * the portal's pages even open the login dialog on their own). A first visit that only reads never
 * downloads them (docs/performance.md); an intent sent by that first click (add to cart, open
 * the login dialog) waits for its owner on the bus, as it always could.
 */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Keys whose presence means the header must show the shopper's own state from the start. */
const SHOPPER_STATE_KEYS = [STORAGE_KEYS.cart, STORAGE_KEYS.auth, STORAGE_KEYS.wishlist] as const;

/** The catalogue and content pages: those the server renders (routes.tsx, `serverRendered`). */
function isBrowsingPage(): boolean {
  return remoteRouteAt(window.location.pathname)?.route.serverRendered === true;
}

function hasShopperState(): boolean {
  try {
    // Presence only: each owner reads and validates its own data.
    return SHOPPER_STATE_KEYS.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return true; // storage blocked: load as before rather than guess
  }
}

let firstAct: Promise<void> | undefined;

export function whenShopperActs(): Promise<void> {
  firstAct ??= new Promise<void>((resolve) => {
    if (hasShopperState() || !isBrowsingPage()) {
      resolve();
      return;
    }
    const acted = () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, acted, true);
      resolve();
    };
    for (const type of FIRST_ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
  });
  return firstAct;
}

/** Tests only: the next call looks at the page again. */
export function resetShopperActivityForTests(): void {
  firstAct = undefined;
}
