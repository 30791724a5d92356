import { useCallback, useSyncExternalStore } from 'react';
import type { LegacyV0Surface } from '@store/shared-kernel';
import {
  analyticsItem,
  configureAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  trackAnalytics,
} from '../analytics/analytics';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from '../api/api-error';
import { apiRequest, apiUrl } from '../api/api-client';
import { recordSharedModules } from '../diagnostics/shared-modules';
import { INTENT_EVENT_NAMES, STATE_EVENT_NAMES } from '../events/event-contracts';
import { legacyChannels } from '../events/event-versions';
import { formatCount, formatDate, formatMoney, formatProductCount, roundMoney } from '../money/format-money';
import { requestToast, TOAST_AUTO_HIDE_MS } from '../notifications/toast';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../storage/local-storage';
import { storeTheme, WIDE_SCREEN_MIN_PX } from '../theme/theme';
import { pageKernel } from './page-kernel';

/** Kernel 0.1's `useBusState`: a state channel by its pre-1.0 name, read raw. */
function useLegacyChannelState(channel: string): unknown {
  const subscribe = useCallback(
    (onChange: () => void) => pageKernel.bus.subscribe(channel, () => onChange()),
    [channel],
  );
  const read = useCallback(() => pageKernel.bus.current(channel), [channel]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * What a remote built before kernel 1.0 imports from the kernel besides the bus and the
 * configuration, served by this app's bundled code with 0.1's names and meanings.
 */
export const LEGACY_V0_SURFACE: LegacyV0Surface = {
  useBusState: useLegacyChannelState,
  STATE_EVENT_NAMES: legacyChannels(STATE_EVENT_NAMES),
  INTENT_EVENT_NAMES: legacyChannels(INTENT_EVENT_NAMES),
  apiRequest,
  apiUrl,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiErrorFromResponse,
  formatMoney,
  formatCount,
  formatProductCount,
  formatDate,
  roundMoney,
  STORAGE_KEYS,
  readJson,
  writeJson,
  removeKey,
  storeTheme,
  WIDE_SCREEN_MIN_PX,
  recordSharedModules,
  requestToast,
  TOAST_AUTO_HIDE_MS,
  configureAnalytics,
  trackAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  analyticsItem,
};

/**
 * The shell calls this before it loads any remote: on a 1.x kernel it fills the 0.1 slots, so a
 * remote deployed before 1.0 still runs. On kernel 0.1 (this app beside an older shell) there is
 * nothing to fill: that kernel carries its own.
 */
export function provideLegacyKernelSurface(): void {
  pageKernel.provideLegacyV0Surface?.(LEGACY_V0_SURFACE);
}
