import * as lentRuntimeCore from './lent-runtime-core';

/** What the shell lends: lent-runtime-core.ts says which names and why. */
export const LENT_RUNTIME: Readonly<Record<string, unknown>> = lentRuntimeCore;

interface RuntimeLendingGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

let lentVersion: string | undefined;

/**
 * Lends the shell's runtime to the remotes' lean entries, once, before any remote loads.
 * Another runtime already lent on the page (an integrator's) is left in place, and then the
 * shell lends nothing: the remotes load their full entries.
 */
export function lendFederationRuntime(version: string): void {
  const page = globalThis as RuntimeLendingGlobal;
  if (page._FEDERATION_RUNTIME_CORE && page._FEDERATION_RUNTIME_CORE !== LENT_RUNTIME) return;
  page._FEDERATION_RUNTIME_CORE = LENT_RUNTIME;
  page._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version };
  lentVersion = version;
}

/** The federation version the shell lends, or undefined when it lends none. */
export function lentRuntimeVersion(): string | undefined {
  return lentVersion;
}
