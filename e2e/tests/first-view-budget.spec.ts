import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { TEST_PORTS } from '../support/ports.js';
import { blockThirdParties } from '../support/store.js';

/**
 * The home page's first-view JavaScript stays within budget (gzip bytes on the wire, as the
 * static servers send them; deterministic for a given build, so a test and not a benchmark).
 * Each team has its own line so a regression names its owner: the portal's start-up code once
 * grew by 80 KiB because a light module re-exported the login page's UI. Figures and how to
 * measure them: docs/performance.md (`pnpm measure:bytes`).
 */
const BUDGET_KIB = {
  // 575 until the cart's and the portal's start-up code waited for the shopper's first act on a
  // first visit (shell/src/federation/shopper-activity.ts): a visit that only reads loads neither.
  // 430 and 340 until React Router and rxjs stopped being shared whole (app-kit's router subset,
  // the kernel's own rxjs) and the menus' panels loaded on demand: shell 267.2 KiB measured.
  // 370 and 275 until toasts, the chat window, the checkout stepper and the scroll-to-top button
  // loaded when needed and the remotes' entries dropped unused federation runtime: 240.1 + 76.9.
  // 325 and 250 until the MUI components of the first views became one module the shell provides
  // to every remote (app-kit's shared-mui-components) and the icons' SvgIcon was shared: the
  // shell now carries the catalogue's cards and chips too, 249.9 + 34.4 KiB measured.
  // 290 and 254 until MUI's CSS-variables mode left every build
  // (tooling/src/mui-without-css-variables.mjs): 239.8 + 34.4 KiB measured.
  // 280 until the remotes' lean entries (tooling/src/webpack-lean-entry.mjs): 240.3 + 23.2.
  // 270 and 245 until the shell's start-up became one chunk file
  // (tooling/src/webpack-first-view-chunk.mjs): 218.1 + 23.2 KiB measured, 3.2 more when the chat's
  // window opens by itself within the measure.
  // 248 and 224 until scripts went out as the build's Zopfli gzip copies
  // (tooling/src/webpack-precompressed.mjs): 212.6 + 22.6 KiB measured. The first view in three
  // files (each compiled in its own task) since: 214.9 + 22.6.
  total: 242,
  shell: 218,
  // 85 until the search-engine head (description, canonical, Open Graph: issue 14) reached every
  // catalogue page: +1.7 KiB measured on home. 90 since each app bundles its own event contract,
  // API client, money and analytics (@store/app-kit, issue 17: they left the page's kernel so a
  // remote never depends on the shell's copy): +2.3 KiB measured. The next first-view addition
  // must make room. 76.9 KiB measured since its remoteEntry.js dropped the runtime's remote
  // loading and manifest snapshots (tooling/src/webpack-app.mjs, federationRuntimeTrim) and its
  // barrels stopped bringing the compare page along ("sideEffects": false). 34.4 KiB since it
  // takes its first-view MUI components and SvgIcon from the shell (above): 19.8 of it is its
  // remoteEntry.js, the federation runtime a remote keeps for an older shell. 23.2 KiB since the
  // shell lends its runtime to the remotes' lean entries (remoteEntry.lean.js, 8.9 KiB).
  // 22.6 KiB with the Zopfli copies.
  catalog: 25,
  // What they load once the shopper acts (the second half of the test). 105 and 55 until the
  // same two changes: 92.4 and 42.5 KiB measured. 97 until the cart took its first-view MUI
  // components from the shell's shared module: 78.6 KiB measured (portal 42.8). 84 until MUI's
  // CSS-variables mode left the builds: 74.4 KiB measured (portal 42.8). 79 and 47 until their lean
  // entries, on the runtime the shell lends: 62.5 and 31.8 KiB measured.
  cartCheckout: 67,
  portal: 36,
} as const;

/** A first visit that has not acted yet loads nothing of theirs. */
const DEFERRED: readonly (keyof typeof BUDGET_KIB)[] = ['cartCheckout', 'portal'];

const ORIGINS: Record<string, keyof typeof BUDGET_KIB> = {
  [String(TEST_PORTS.shell)]: 'shell',
  [String(TEST_PORTS.catalog)]: 'catalog',
  [String(TEST_PORTS.cartCheckout)]: 'cartCheckout',
  [String(TEST_PORTS.portal)]: 'portal',
};

test('la primera vista del inicio descarga a lo sumo lo presupuestado de JavaScript por equipo', async ({
  page,
  context,
}) => {
  await blockThirdParties(context);
  const pending: Promise<void>[] = [];
  const kib: Record<string, number> = { total: 0 };
  /** The remote entries each team's origin served (file names). */
  const entries: Record<string, string[]> = {};
  /** The shell's scripts before the shopper acts (file names). */
  const shellScripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    const team = ORIGINS[url.port];
    if (team && /\/remoteEntry[\w.]*\.js$/.test(url.pathname)) {
      (entries[team] ??= []).push(url.pathname.slice(1));
    }
    if (team === 'shell') shellScripts.push(url.pathname.slice(1));
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        kib.total = (kib.total ?? 0) + responseBodySize / 1024;
        if (team) kib[team] = (kib[team] ?? 0) + responseBodySize / 1024;
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);

  const over = Object.entries(BUDGET_KIB)
    .filter(([team, budget]) => (kib[team] ?? 0) > budget)
    .map(([team, budget]) => `${team}: ${(kib[team] ?? 0).toFixed(1)} KiB > ${String(budget)} KiB`);
  expect(over, JSON.stringify(kib)).toEqual([]);
  // The measure saw the page (a broken page would pass any budget).
  expect(kib.shell ?? 0).toBeGreaterThan(100);
  expect(kib.catalog ?? 0).toBeGreaterThan(15);
  for (const team of DEFERRED) expect(kib[team] ?? 0, team).toBe(0);
  // The shell's start-up arrives as four files, its entry and its first view in three parts
  // (tooling/src/webpack-first-view-chunk.mjs: React DOM, MUI with emotion, the rest), not as one
  // file per shared library: the chat's window, which opens by itself, may add its own two.
  expect(
    shellScripts.filter((name) => /^first-view(-react-dom|-mui)?\.[0-9a-f]{8}\.js$/.test(name)).sort(),
    shellScripts.join(),
  ).toEqual([
    expect.stringMatching(/^first-view-mui\./),
    expect.stringMatching(/^first-view-react-dom\./),
    expect.stringMatching(/^first-view\./),
  ]);
  expect(shellScripts.length, shellScripts.join()).toBeLessThanOrEqual(6);

  // The shopper's first act brings the cart's and the portal's code, within their own budgets.
  await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar productos' }).focus();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Carrito, 0 productos$/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  for (const team of DEFERRED) {
    expect(kib[team] ?? 0, team).toBeGreaterThan(10);
    expect(kib[team] ?? 0, team).toBeLessThanOrEqual(BUDGET_KIB[team]);
  }
  // Every remote came through its lean entry, on the federation runtime the shell lends
  // (shell/src/federation/lean-manifest.ts), never also through its full one.
  for (const team of ['catalog', ...DEFERRED]) {
    expect(entries[team], team).toEqual(['remoteEntry.lean.js']);
  }
});

/**
 * The category and product pages take their forms, pagination, tables and ratings from the
 * module of the pages' MUI components the shell provides (app-kit's shared-mui-page-components,
 * one `page-components.[hash].js`), so the catalogue does not bundle MUI's styling core again:
 * 88.8 and 96.7 KiB of catalogue code before, 26.6 and 37.8 after (25.9 and 36.9 as Zopfli copies).
 */
const PAGE_BUDGET_KIB = { category: 30, product: 41 } as const;

for (const [name, budget] of Object.entries(PAGE_BUDGET_KIB)) {
  test(`la página de ${name === 'category' ? 'categoría' : 'producto'} toma los componentes MUI de la página del shell, sin otra copia en el catálogo`, async ({
    page,
    context,
    request,
  }) => {
    await blockThirdParties(context);
    let path = '/category/laptops';
    if (name === 'product') {
      const found = (await (
        await request.get(`http://localhost:${String(TEST_PORTS.api)}/product/search-result?per-page=1`)
      ).json()) as { items: { slug: string }[] };
      path = `/product/${found.items[0]?.slug ?? ''}`;
    }
    const pending: Promise<void>[] = [];
    let catalogKib = 0;
    const shellScripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const url = new URL(request.url());
      if (url.port === String(TEST_PORTS.shell)) shellScripts.push(url.pathname.slice(1));
      if (url.port !== String(TEST_PORTS.catalog)) return;
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          catalogKib += responseBodySize / 1024;
        }),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await Promise.all(pending);
    expect(
      shellScripts.filter((file) => /^page-components\.[0-9a-f]{8}\.js$/.test(file)),
      shellScripts.join(),
    ).toHaveLength(1);
    expect(catalogKib).toBeGreaterThan(15);
    expect(catalogKib).toBeLessThanOrEqual(budget);
  });
}
