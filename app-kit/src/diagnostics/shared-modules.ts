import { pageKernel } from '../kernel/page-kernel';

/**
 * Each app records the module objects it received from the federation share scope; the
 * end-to-end suite checks that every app got the very same object (one copy per page).
 */
export type SharedModuleRecord = Record<string, unknown>;

interface DiagnosticsGlobal {
  __STORE_SHARED_MODULES__?: Record<string, SharedModuleRecord>;
}

export function recordSharedModules(app: string, modules: SharedModuleRecord): void {
  const target = globalThis as DiagnosticsGlobal;
  target.__STORE_SHARED_MODULES__ ??= {};
  target.__STORE_SHARED_MODULES__[app] = { ...modules, '@store/shared-kernel': pageKernel.bus };
}
