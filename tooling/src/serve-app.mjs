// @ts-check
/**
 * Serves one built app (`dist/`) the way production does. Run from the app's folder
 * (`pnpm serve`) or with `--app <folder>`; ports come from the same environment variables
 * as the rest of the store (SHELL_PORT, CATALOG_PORT, ...).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serveStatic } from './serve-static.mjs';
import { backofficeConfigFromEnv, portsFromEnv, runtimeConfigFromEnv } from './runtime-config.mjs';
import { loadServerRenderer } from './server-renderer.mjs';

/** folder → key in portsFromEnv() */
const APPS = /** @type {const} */ ({
  shell: 'shell',
  'mf-catalog': 'catalog',
  'mf-cart-checkout': 'cartCheckout',
  'mf-portal': 'portal',
  'mf-support': 'support',
  // Not a remote: the staff's app on its own origin (backoffice/README.md).
  backoffice: 'backoffice',
});

const { values } = parseArgs({
  options: { app: { type: 'string' }, port: { type: 'string' } },
});
const appDir = path.resolve(values.app ?? process.cwd());
const folder = /** @type {keyof typeof APPS} */ (path.basename(appDir));
const key = APPS[folder];
if (!key) {
  console.error(`serve-app: carpeta desconocida ${folder}`);
  process.exit(2);
}
const dist = path.join(appDir, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`serve-app: falta ${dist}; ejecuta primero el build`);
  process.exit(2);
}
const ports = portsFromEnv(process.env);
const renderer = key === 'shell' ? await loadServerRenderer(dist) : undefined;
const port = values.port ? Number(values.port) : ports[key];
// The shell's origin (and each remote's own standalone page) may load these files.
const corsOrigins = (process.env.CORS_ORIGINS ?? '*').split(',').map((s) => s.trim());
await serveStatic({
  dir: dist,
  port,
  spa: true,
  corsOrigins,
  config: () =>
    key === 'backoffice' ? backofficeConfigFromEnv(process.env) : runtimeConfigFromEnv(process.env, key),
  // No other page may frame the back office (clickjacking of staff actions).
  ...(key === 'backoffice' ? { frameAncestors: /** @type {const} */ ('none') } : {}),
  // HEAD_HINTS=0: the page as built, to re-measure what the inline configuration and the
  // preconnect/preload hints change (docs/performance.md).
  headHints: process.env.HEAD_HINTS !== '0',
  // The card form's target (the same variable the API reads): its origin is allowed in the pages'
  // form-action. Unset, the API's own sandbox (development).
  gatewayUrl: process.env.GATEWAY_URL,
  // The shell's origin is the storefront crawlers see: its robots.txt and sitemap come from the
  // API named in the same run-time config the browser gets.
  ...(key === 'shell' ? { seoApiBaseUrl: () => runtimeConfigFromEnv(process.env, key).apiBaseUrl } : {}),
  ...(renderer ? { renderPage: renderer.render, pageHeaders: renderer.headersFor } : {}),
});
console.log(`${folder} sirviendo ${dist} en http://localhost:${port}`);
