import {
  eventBus,
  KERNEL_VERSION,
  provideLegacyV0Surface,
  sessionToken,
  type SessionTokenSource,
} from '@store/shared-kernel';

/**
 * The page's kernel as this app finds it. Module Federation gives every app the one kernel the
 * page loaded first, which may be older than the one this app was built with: kernel 0.1 (a
 * shell deployed before 1.0) has the bus and the run-time configuration but no session token
 * source, no version and no legacy slots. Whatever 1.x added is read here as optional, so the
 * rest of app-kit asks "is it there?" instead of crashing (docs/independent-delivery.md).
 * Named imports, not a namespace: webpack keeps each one a property read on the shared module,
 * which is simply undefined on an older kernel.
 */
export const pageKernel = {
  bus: eventBus,
  /** Absent on kernel 0.1. */
  sessionToken: sessionToken as SessionTokenSource | undefined,
  /** Kernel 0.1 did not say its version. */
  version: (KERNEL_VERSION as string | undefined) ?? '0.1.0',
  /** Absent on kernel 0.1 (whose own exports are the 0.1 surface). */
  provideLegacyV0Surface: provideLegacyV0Surface as typeof provideLegacyV0Surface | undefined,
};
