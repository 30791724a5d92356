// Public surface of the shared kernel. This package is a Module Federation singleton:
// everything exported here exists once per page.
export * from './events/event-contracts';
export {
  createEventBus,
  eventBus,
  IntentNotHandledError,
  DEFAULT_INTENT_TIMEOUT_MS,
} from './events/event-bus';
export type { EventBus, RequestOptions } from './events/event-bus';
export { useBusState } from './events/use-bus-state';
export * from './config/runtime-config';
export { apiRequest, apiUrl } from './api/api-client';
export type { ApiRequestOptions, QueryValue } from './api/api-client';
export { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './api/api-error';
export { formatMoney, formatCount, formatProductCount, formatDate, roundMoney } from './money/format-money';
export { STORAGE_KEYS, readJson, writeJson, removeKey } from './storage/local-storage';
export type { StorageKey } from './storage/local-storage';
export { storeTheme, WIDE_SCREEN_MIN_PX } from './theme/theme';
export { recordSharedModules } from './diagnostics/shared-modules';
export type { SharedModuleRecord } from './diagnostics/shared-modules';
export { requestToast, TOAST_AUTO_HIDE_MS } from './notifications/toast';
export {
  configureAnalytics,
  trackAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  analyticsItem,
} from './analytics/analytics';
export type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsItem,
  AnalyticsSettings,
} from './analytics/analytics';
