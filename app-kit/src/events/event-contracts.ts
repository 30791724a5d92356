/**
 * The contract between the shell and the remotes: every event that crosses a team boundary,
 * named `<owner>:<what>`, its payload per version and how it behaves. Payloads carry ids and
 * small facts; the owner of the data stays its source of truth. This file is bundled into each
 * app (it is not in the page's kernel), so every app carries the contract it was built with.
 *
 * Versioning: every payload has `v`. Adding an optional field keeps `v`; any other change is a
 * new version, and the owner keeps publishing the older ones until no deployed consumer reads
 * them (event-versions.ts says how each older version is derived; docs/events.md).
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

/** `portal:auth-changed` version 1: the session, with the bearer token (what kernel 0.1 apps read). */
export interface AuthChangedV1 {
  v: 1;
  customerId: number | null;
  displayName: string | null;
  token: string | null;
}

/**
 * `portal:auth-changed` version 2: the token left the event (read it from the kernel's session
 * token source: `currentSessionToken()`), so a listener learns who is logged in, not their key.
 */
export interface AuthChangedV2 {
  v: 2;
  customerId: number | null;
  displayName: string | null;
}

/**
 * State events, current version of each: the owner publishes the whole current value; late
 * subscribers get the last one. The owner is the name's prefix.
 */
export interface StateEvents {
  'cart:changed': { v: 1; count: number; total: number; items: CartLineSummary[] };
  /** `customerId` null for guests. */
  'portal:auth-changed': AuthChangedV2;
  'portal:wishlist-changed': { v: 1; count: number; productIds: number[] };
  'catalog:compare-changed': { v: 1; count: number; productIds: number[] };
  /** 0 init, 1 contact, 2 shipping, 3 billing, 4 credit order saved. */
  'cart:checkout-step-changed': { v: 1; step: number };
  /**
   * The products whose stock an order just took (or gave back), so a remote showing them
   * refetches (RTK Query tag invalidation). `at` makes each change distinct.
   */
  'cart:stock-changed': { v: 1; productIds: number[]; at: number };
}

/** Every version of a state event still published: the current one and the older ones. */
export interface StateEventVersions {
  'portal:auth-changed': { 1: AuthChangedV1; 2: AuthChangedV2 };
}

/** Intents, current version of each: a request to the single owner of some state. */
export interface IntentEvents {
  /** Answers with the new line quantity. */
  'cart:add-requested': { v: 1; product: CartProductSnapshot; qty?: number };
  /** The login/signup dialog. */
  'portal:login-requested': { v: 1; tab?: 'login' | 'signup'; reason?: string };
  'portal:wishlist-toggle-requested': { v: 1; productId: number; slug: string };
  /** notistack, top-right, 3 s; a standalone remote or the embedded frame registers its own. */
  'shell:toast-requested': { v: 1; message: string; variant: ToastVariant };
}

/** What each intent's owner answers (answers only grow: a new field is optional). */
export interface IntentResults {
  'cart:add-requested': { qty: number };
  'portal:login-requested': { opened: boolean };
  'portal:wishlist-toggle-requested': { inWishlist: boolean };
  'shell:toast-requested': { shown: boolean };
}

export type StateEventName = keyof StateEvents;
export type IntentEventName = keyof IntentEvents;
export type EventName = StateEventName | IntentEventName;

/** The apps that own events: an event's name starts with its owner. */
export type EventOwner = 'shell' | 'catalog' | 'cart' | 'portal';

export const STATE_EVENT_NAMES: readonly StateEventName[] = [
  'cart:changed',
  'portal:auth-changed',
  'portal:wishlist-changed',
  'catalog:compare-changed',
  'cart:checkout-step-changed',
  'cart:stock-changed',
];

export const INTENT_EVENT_NAMES: readonly IntentEventName[] = [
  'cart:add-requested',
  'portal:login-requested',
  'portal:wishlist-toggle-requested',
  'shell:toast-requested',
];
