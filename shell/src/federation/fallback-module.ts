/** Marker of the module the resilience plugin returns instead of a remote that failed. */
export const FALLBACK_MODULE_MARK = '__storeRemoteFallback__';

export function createFallbackModule() {
  return { [FALLBACK_MODULE_MARK]: true, default: null };
}

export function isFallbackModule(value: unknown): boolean {
  return typeof value === 'object' && value !== null && FALLBACK_MODULE_MARK in value;
}
