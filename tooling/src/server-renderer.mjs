// @ts-check
/**
 * Loads the shell's server renderer (shell/dist/server/server.js, built by the shell's
 * server-webpack.config.mjs) for the shell's static server. SSR=0 serves the pages as before
 * (rendered in the browser), to compare (docs/performance.md) or to switch it off in an incident.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runtimeConfigFromEnv } from './runtime-config.mjs';

/** @param {string | undefined} raw @param {number} fallback */
function milliseconds(raw, fallback) {
  const value = raw === undefined ? fallback : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * @typedef {object} ShellPageRenderer
 * @property {(url: string) => Promise<import('./serve-static.mjs').ServerRenderedPage | null>} render
 * @property {(url: string) => Record<string, string>} headersFor
 */

/**
 * @param {string} dist the shell's dist folder
 * @returns {Promise<ShellPageRenderer | undefined>}
 */
export async function loadServerRenderer(dist) {
  if (process.env.SSR === '0') return undefined;
  const bundle = path.join(dist, 'server', 'server.js');
  if (!existsSync(bundle)) {
    console.warn(`shell: sin ${bundle}; las páginas se renderizan en el navegador`);
    return undefined;
  }
  const require = createRequire(import.meta.url);
  const { loadPageRenderer } =
    /** @type {{ loadPageRenderer: () => Promise<{ createPageRenderer: (options: { config: unknown, remoteCheckIntervalMs: number, timeoutMs: number }) => ShellPageRenderer }> }} */ (
      require(bundle)
    );
  const { createPageRenderer } = await loadPageRenderer();
  return createPageRenderer({
    config: runtimeConfigFromEnv(process.env, 'shell'),
    // A remote's redeploy is seen within this time (SSR_REMOTE_CHECK_MS; 0: every request).
    remoteCheckIntervalMs: milliseconds(process.env.SSR_REMOTE_CHECK_MS, 2000),
    // Past this a remote (files, data or render) is left to the browser (SSR_TIMEOUT_MS).
    timeoutMs: milliseconds(process.env.SSR_TIMEOUT_MS, 2500),
  });
}
