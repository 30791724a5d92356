/**
 * The contract between the shell and the remotes: every event that crosses a team
 * boundary, its payload and how it behaves. Payloads carry ids and small facts; the owner of
 * the data stays its source of truth.
 *
 * Versioning: every payload has `v`. Adding an optional field keeps `v`; any other change
 * bumps it, and the publisher keeps publishing the old version until every consumer reads
 * the new one (see docs/events.md).
 */

import type { ProductCoupon } from '@store/contracts';

/** A cart line as other teams may show it (header badge, dropdown, analytics). */
export interface CartLineSummary {
  productId: number;
  slug: string;
  name: string;
  qty: number;
  price: number;
  sum: number;
  image: string | null;
}

/** What a catalog page knows about a product when the shopper clicks "add to cart". */
export interface CartProductSnapshot {
  id: number;
  slug: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  image: string | null;
  brandName: string | null;
  categoryName: string | null;
  group?: string | null;
  materialGroup?: string | null;
  coupon?: ProductCouponSnapshot | null;
}

/** The product's coupon as the catalog received it from the API (one coupon shape). */
export type ProductCouponSnapshot = ProductCoupon;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** State events: the owner publishes the whole current value; late subscribers get the last one. */
export interface StateEvents {
  /** Owner: mf-cart-checkout. */
  'cart-changed': { v: 1; count: number; total: number; items: CartLineSummary[] };
  /** Owner: mf-portal. `token` is null for guests. */
  'auth-changed': {
    v: 1;
    customerId: number | null;
    displayName: string | null;
    token: string | null;
  };
  /** Owner: mf-portal. */
  'wishlist-changed': { v: 1; count: number; productIds: number[] };
  /** Owner: mf-catalog. */
  'compare-changed': { v: 1; count: number; productIds: number[] };
  /** Owner: mf-cart-checkout (0 init, 1 contact, 2 shipping, 3 billing, 4 credit order saved). */
  'checkout-step-changed': { v: 1; step: number };
  /**
   * Owner: mf-cart-checkout. The products whose stock an order just took (or gave back), so a
   * remote showing them refetches (RTK Query tag invalidation). `at` makes each change distinct.
   */
  'stock-changed': { v: 1; productIds: number[]; at: number };
}

/** Intents: a request to the single owner of some state; the publisher learns the outcome. */
export interface IntentEvents {
  /** Owner: mf-cart-checkout. Answers with the new line quantity. */
  'cart-add-requested': { v: 1; product: CartProductSnapshot; qty?: number };
  /** Owner: mf-portal (the login/signup dialog). */
  'login-requested': { v: 1; tab?: 'login' | 'signup'; reason?: string };
  /** Owner: mf-portal. */
  'wishlist-toggle-requested': { v: 1; productId: number; slug: string };
  /** Owner: the shell (notistack, top-right, 3 s); a standalone remote registers its own. */
  'toast-requested': { v: 1; message: string; variant: ToastVariant };
}

/** What each intent's owner answers. */
export interface IntentResults {
  'cart-add-requested': { qty: number };
  'login-requested': { opened: boolean };
  'wishlist-toggle-requested': { inWishlist: boolean };
  'toast-requested': { shown: boolean };
}

export type StateEventName = keyof StateEvents;
export type IntentEventName = keyof IntentEvents;
export type EventName = StateEventName | IntentEventName;

export const STATE_EVENT_NAMES: readonly StateEventName[] = [
  'cart-changed',
  'auth-changed',
  'wishlist-changed',
  'compare-changed',
  'checkout-step-changed',
  'stock-changed',
];

export const INTENT_EVENT_NAMES: readonly IntentEventName[] = [
  'cart-add-requested',
  'login-requested',
  'wishlist-toggle-requested',
  'toast-requested',
];
