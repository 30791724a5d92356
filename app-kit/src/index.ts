// What every app bundles (not a Module Federation singleton): the event contract and its
// versions over the page's kernel bus, the session token, the API client, money, local storage,
// the MUI theme, analytics and toasts. Apps import the kernel only through here, so an app never
// depends on more of the page's kernel than its bus, configuration and token source
// (docs/independent-delivery.md).
export * from './events/event-contracts';
export { eventBus, createVersionedBus, OWNER_POLL_MS } from './events/versioned-bus';
export type { VersionedBus } from './events/versioned-bus';
export { EVENT_VERSIONS, channelOf, routesOf } from './events/event-versions';
export type { EventVersioning, OlderVersion, EventRoute } from './events/event-versions';
export { useBusState } from './events/use-bus-state';
export { currentSessionToken, setSessionToken } from './session/session-token';
export { publishSession, useSessionToken } from './session/publish-session';
export type { SessionSnapshot } from './session/publish-session';
export { pageKernel } from './kernel/page-kernel';
export {
  INLINE_CONFIG_ID,
  loadPageRuntimeConfig,
  readInlineRuntimeConfig,
} from './config/page-runtime-config';
export { provideLegacyKernelSurface, LEGACY_V0_SURFACE } from './kernel/legacy-kernel-surface';
export {
  createEventBus,
  IntentNotHandledError,
  DEFAULT_INTENT_TIMEOUT_MS,
  RuntimeConfigError,
  setRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  parseRuntimeConfig,
  loadRuntimeConfig,
} from '@store/shared-kernel';
export type {
  RuntimeConfig,
  RemoteManifests,
  ChatSettings,
  BotCheckSettings,
  RequestOptions,
} from '@store/shared-kernel';
export { apiRequest, apiUrl } from './api/api-client';
export type { ApiRequestOptions, QueryValue } from './api/api-client';
export { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './api/api-error';
export { formatMoney, formatCount, formatProductCount, formatDate, roundMoney } from './money/format-money';
export { lazily } from './intl/lazily';
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
export {
  SERVER_RENDER_ID,
  PRIORITY_IMAGE_TIMING,
  readServerRender,
  takeServerState,
  serializeForScript,
  resetServerRenderForTests,
} from './ssr/server-rendering';
export type {
  ServerPageRequest,
  PreparedServerPage,
  PrepareServerPage,
  ServerRenderRecord,
} from './ssr/server-rendering';
