import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from './fallback-module';

/** Delays between attempts to fetch a remote's manifest (three tries in all). */
export const RETRY_DELAYS_MS = [250, 750];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two of the three layers of failure isolation (the third is RemoteErrorBoundary):
 * - retry: a manifest fetch that fails on the network is tried again before giving up;
 * - errorLoadRemote: a remote that still cannot load yields a fallback module instead of an
 *   exception that would blank the page; RemoteArea turns it into a Spanish message with
 *   "Reintentar".
 */
export function resiliencePlugin(
  /** What the runtime reads of a fetched response (the shell picks a remote's build there). */
  readResponse: (url: string, response: Response) => Promise<Response> = (_url, response) =>
    Promise.resolve(response),
): ModuleFederationRuntimePlugin {
  return {
    name: 'store-resilience',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok || response.status < 500) return await readResponse(url, response);
          lastError = new Error(`HTTP ${String(response.status)} en ${url}`);
        } catch (error) {
          lastError = error;
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) await wait(delay);
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
    errorLoadRemote(args) {
      // Only the final stage answers with a fallback; earlier stages (manifest resolution)
      // must fail so that the loader does not treat our module as a manifest.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${args.id} no disponible`, args.error);
      return createFallbackModule();
    },
  };
}
