// @ts-check
/**
 * Measures what the browser downloads for the home, a category and a product page of the
 * production build: JavaScript bytes on the wire (gzip, as the static server sends them) and
 * uncompressed, request counts, split by origin (shell, each remote, API).
 *
 *   pnpm --filter @store/e2e measure:bytes          (after `npm run build`)
 *
 * It starts its own API (fresh embedded database in a temp folder) and static servers on
 * ports 3400–3404/4400, so it does not disturb a running store.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORTS = { shell: 3400, catalog: 3401, cartCheckout: 3402, portal: 3403, support: 3404, api: 4400 };
const FOLDERS = {
  shell: 'shell',
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  portal: 'mf-portal',
  support: 'mf-support',
};
const env = {
  ...process.env,
  SHELL_PORT: String(PORTS.shell),
  CATALOG_PORT: String(PORTS.catalog),
  CART_CHECKOUT_PORT: String(PORTS.cartCheckout),
  PORTAL_PORT: String(PORTS.portal),
  SUPPORT_PORT: String(PORTS.support),
  API_PORT: String(PORTS.api),
  CORS_ORIGINS: `http://localhost:${PORTS.shell}`,
};

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bytes-'));
const children = [
  spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    // The local demo store, as `npm start` runs it (development aids on).
    env: { DEVELOPMENT_AIDS: '1', ...env, DATA_DIR: dataDir },
    stdio: 'ignore',
  }),
  ...Object.values(FOLDERS).map((folder) =>
    spawn(
      process.execPath,
      [path.join(ROOT, 'tooling/src/serve-app.mjs'), '--app', path.join(ROOT, folder)],
      {
        env,
        stdio: 'ignore',
      },
    ),
  ),
];

try {
  await waitFor(`http://localhost:${PORTS.api}/health`);
  for (const key of Object.keys(FOLDERS)) {
    await waitFor(`http://localhost:${PORTS[/** @type {keyof typeof FOLDERS} */ (key)]}/mf-manifest.json`);
  }
  const product = /** @type {{ items: { slug: string }[] }} */ (
    await (
      await fetch(`http://localhost:${PORTS.api}/product/search-result?per-page=1&filter[inStock]=1`)
    ).json()
  ).items[0];
  const pages = {
    home: '/',
    category: '/category/laptops',
    product: `/product/${product?.slug ?? ''}`,
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  /** @type {Record<string, unknown>} */
  const results = {};
  for (const [name, route] of Object.entries(pages)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {{ url: string, encoded: number, decoded: number }[]} */
    const scripts = [];
    page.on('requestfinished', (request) => {
      void (async () => {
        const response = await request.response();
        if (!response || request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: request.url(), encoded: sizes.responseBodySize, decoded: body.length });
      })();
    });
    await page.goto(`http://localhost:${PORTS.shell}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    /** @type {Record<string, { requests: number, gzipBytes: number, bytes: number }>} */
    const byOrigin = {};
    for (const script of scripts) {
      const origin = new URL(script.url).port;
      const label = Object.entries(PORTS).find(([, port]) => String(port) === origin)?.[0] ?? origin;
      byOrigin[label] ??= { requests: 0, gzipBytes: 0, bytes: 0 };
      byOrigin[label].requests += 1;
      byOrigin[label].gzipBytes += script.encoded;
      byOrigin[label].bytes += script.decoded;
    }
    const total = scripts.reduce(
      (sum, s) => ({
        requests: sum.requests + 1,
        gzipBytes: sum.gzipBytes + s.encoded,
        bytes: sum.bytes + s.decoded,
      }),
      { requests: 0, gzipBytes: 0, bytes: 0 },
    );
    results[name] = { route, total, byOrigin };
    await context.close();
  }
  await browser.close();
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const [name, value] of Object.entries(results)) {
    const { route, total, byOrigin } =
      /** @type {{ route: string, total: { requests: number, gzipBytes: number, bytes: number }, byOrigin: Record<string, { requests: number, gzipBytes: number, bytes: number }> }} */ (
        value
      );
    console.log(
      `${name} (${route}): ${total.requests} scripts, ${kib(total.gzipBytes)} gzip, ${kib(total.bytes)} sin comprimir`,
    );
    for (const [origin, o] of Object.entries(byOrigin)) {
      console.log(
        `  ${origin.padEnd(13)} ${String(o.requests).padStart(3)} scripts  ${kib(o.gzipBytes).padStart(11)} gzip  ${kib(o.bytes).padStart(11)}`,
      );
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
