/**
 * The part of kernel 0.1's surface that is no longer the kernel's: money, storage, theme, API
 * client, toasts, analytics and the event names. Apps built with kernel 1.x bundle these
 * (@store/app-kit); remotes built before 1.0 still import them from the page's kernel, so a 1.x
 * shell fills these slots with its own bundled implementations before it loads any remote
 * (app-kit's `provideLegacyKernelSurface`). The kernel itself carries no code for them.
 *
 * Frozen: the names and meanings are 0.1's and never change. Removed in kernel 2.0, once no
 * remote built before 1.0 is deployed (docs/independent-delivery.md).
 */

/** The names kernel 0.1 exported besides the bus and the run-time configuration. */
export const LEGACY_V0_NAMES = [
  'useBusState',
  'STATE_EVENT_NAMES',
  'INTENT_EVENT_NAMES',
  'apiRequest',
  'apiUrl',
  'ApiError',
  'NETWORK_ERROR_MESSAGE',
  'apiErrorFromResponse',
  'formatMoney',
  'formatCount',
  'formatProductCount',
  'formatDate',
  'roundMoney',
  'STORAGE_KEYS',
  'readJson',
  'writeJson',
  'removeKey',
  'storeTheme',
  'WIDE_SCREEN_MIN_PX',
  'recordSharedModules',
  'requestToast',
  'TOAST_AUTO_HIDE_MS',
  'configureAnalytics',
  'trackAnalytics',
  'isAnalyticsEnabled',
  'resetAnalytics',
  'analyticsItem',
] as const;

export type LegacyV0Name = (typeof LEGACY_V0_NAMES)[number];

/** What a 1.x shell provides for remotes built before 1.0: one value per 0.1 name. */
export type LegacyV0Surface = Record<LegacyV0Name, unknown>;

// Live bindings: a remote's `import { formatMoney } from '@store/shared-kernel'` reads the value
// when it calls it, after the shell has provided it. Typed `unknown` so new code cannot use them.

/** Kernel 0.1 only (apps use @store/app-kit). */
export let useBusState: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let STATE_EVENT_NAMES: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let INTENT_EVENT_NAMES: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let apiRequest: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let apiUrl: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let ApiError: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let NETWORK_ERROR_MESSAGE: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let apiErrorFromResponse: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let formatMoney: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let formatCount: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let formatProductCount: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let formatDate: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let roundMoney: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let STORAGE_KEYS: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let readJson: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let writeJson: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let removeKey: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let storeTheme: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let WIDE_SCREEN_MIN_PX: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let recordSharedModules: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let requestToast: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let TOAST_AUTO_HIDE_MS: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let configureAnalytics: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let trackAnalytics: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let isAnalyticsEnabled: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let resetAnalytics: unknown;
/** Kernel 0.1 only (apps use @store/app-kit). */
export let analyticsItem: unknown;

/** Fills the 0.1 slots. The shell calls it once, before loading any remote. */
export function provideLegacyV0Surface(surface: LegacyV0Surface): void {
  useBusState = surface.useBusState;
  STATE_EVENT_NAMES = surface.STATE_EVENT_NAMES;
  INTENT_EVENT_NAMES = surface.INTENT_EVENT_NAMES;
  apiRequest = surface.apiRequest;
  apiUrl = surface.apiUrl;
  ApiError = surface.ApiError;
  NETWORK_ERROR_MESSAGE = surface.NETWORK_ERROR_MESSAGE;
  apiErrorFromResponse = surface.apiErrorFromResponse;
  formatMoney = surface.formatMoney;
  formatCount = surface.formatCount;
  formatProductCount = surface.formatProductCount;
  formatDate = surface.formatDate;
  roundMoney = surface.roundMoney;
  STORAGE_KEYS = surface.STORAGE_KEYS;
  readJson = surface.readJson;
  writeJson = surface.writeJson;
  removeKey = surface.removeKey;
  storeTheme = surface.storeTheme;
  WIDE_SCREEN_MIN_PX = surface.WIDE_SCREEN_MIN_PX;
  recordSharedModules = surface.recordSharedModules;
  requestToast = surface.requestToast;
  TOAST_AUTO_HIDE_MS = surface.TOAST_AUTO_HIDE_MS;
  configureAnalytics = surface.configureAnalytics;
  trackAnalytics = surface.trackAnalytics;
  isAnalyticsEnabled = surface.isAnalyticsEnabled;
  resetAnalytics = surface.resetAnalytics;
  analyticsItem = surface.analyticsItem;
}
