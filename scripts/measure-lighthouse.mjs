// @ts-check
/**
 * `npm run measure:lighthouse`: Lighthouse from npm, in Debian's Chromium, with its default
 * config (the mobile preset: an emulated mid-range phone on a slow 4G link, simulated
 * throttling) on the production build's home, a category and a product page, 3 runs each.
 * Prints the median of every figure: performance, LCP, TBT, CLS, JavaScript transferred, and
 * the accessibility, best-practices and SEO scores (targets and history: docs/performance.md),
 * with each run's performance and TBT, and the host's speed (Lighthouse's benchmarkIndex) over
 * the runs; a warning names the runs made while the host was slowed down.
 *
 * Figures, not a test: it exits 0 whatever the scores, and 1 only when it could not measure.
 * Run `npm run build` first. It starts its own API (fresh embedded database in a temp folder)
 * and static servers on ports LIGHTHOUSE_PORT_BASE..+4 (shell, catalog, cart/checkout,
 * portal, support) and +1000 (API), 3500–3504/4500 by default, so a running store is not
 * disturbed. CHROME_PATH picks another Chromium; LIGHTHOUSE_REPORT_DIR keeps each run's JSON
 * report (open it in https://googlechrome.github.io/lighthouse/viewer/ to see what is the LCP
 * element or what shifted).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, ROOT, say, startService } from './workspace.mjs';

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/**
 * One run's figures; scores out of 100, times in ms, bytes as transferred (gzip), and the host's
 * speed as Lighthouse measured it before that run (benchmarkIndex: higher is faster).
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, jsBytes: number, jsRequests: number,
 *   benchmarkIndex: number }} Figures
 */

const RUNS = 3;
/**
 * Lighthouse simulates the phone from a trace taken at the host's speed (each task ×4), so a run
 * on a host slowed down (another machine's load on the same hardware) counts longer tasks. When
 * the slowest run's benchmarkIndex is below this share of the fastest, the figures are flagged.
 */
const STEADY_HOST_SHARE = 0.8;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Its own ports, away from `npm start` (3000–3005/4000), the e2e suite (3100–3304/4100) and
// measure:bytes (3400–3404/4400), so it can run while any of them is up.
const BASE = Number.parseInt(process.env.LIGHTHOUSE_PORT_BASE ?? '3500', 10);
/** App folder → the port its static server listens on (order of APPS: shell first). */
const PORTS = Object.fromEntries(APPS.map((app, index) => [app, BASE + index]));
const API_PORT = BASE + 1000;
const SHELL_URL = `http://localhost:${String(BASE)}`;
const API_URL = `http://localhost:${String(API_PORT)}`;

/** The same variables `npm start` reads, so /config.json points every app at these ports. */
const storeEnv = {
  ...process.env,
  SHELL_PORT: String(PORTS.shell),
  CATALOG_PORT: String(PORTS['mf-catalog']),
  CART_CHECKOUT_PORT: String(PORTS['mf-cart-checkout']),
  PORTAL_PORT: String(PORTS['mf-portal']),
  SUPPORT_PORT: String(PORTS['mf-support']),
  API_PORT: String(API_PORT),
  CORS_ORIGINS: SHELL_URL,
};

/** @param {string} message */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/**
 * Waits until `url` answers below 500; gives up early when the process serving it has exited.
 * @param {string} url @param {ChildProcess} child @param {number} timeoutMs
 */
async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`el proceso de ${url} terminó (código ${String(child.exitCode)})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} no respondió en ${String(timeoutMs / 1000)} s`);
}

/** @param {ChildProcess} child */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A product the shopper can buy (an out-of-stock page renders differently). */
async function inStockProductSlug() {
  const response = await fetch(`${API_URL}/products/category/laptops?per-page=12`);
  const body = /** @type {{ items: { slug: string, stock: number }[] }} */ (await response.json());
  const product = body.items.find((item) => item.stock > 0);
  if (!product) throw new Error('la categoría laptops no tiene productos con existencias');
  return product.slug;
}

/** @param {LighthouseResult} lhr @param {string} id */
function category(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
}

/** @param {LighthouseResult} lhr @param {string} id */
function numeric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** @param {LighthouseResult} lhr @returns {Figures} */
function figuresOf(lhr) {
  const details = lhr.audits['resource-summary']?.details;
  const rows = details?.type === 'table' ? details.items : [];
  const script = rows.find((row) => row.resourceType === 'script');
  return {
    performance: category(lhr, 'performance'),
    accessibility: category(lhr, 'accessibility'),
    bestPractices: category(lhr, 'best-practices'),
    seo: category(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: typeof script?.transferSize === 'number' ? script.transferSize : Number.NaN,
    jsRequests: typeof script?.requestCount === 'number' ? script.requestCount : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Each figure's own median: a page's row is not any single run. @param {Figures[]} runs @returns {Figures} */
function medians(runs) {
  const keys = /** @type {(keyof Figures)[]} */ (Object.keys(runs[0] ?? {}));
  return /** @type {Figures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/**
 * One Lighthouse run in a Chromium of its own, so no run inherits another's cache or processes.
 * @param {string} url
 */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    // This script stops Chromium and the servers itself on Ctrl-C (see below).
    handleSIGINT: false,
  });
  activeChrome = chrome;
  try {
    // The user agent Lighthouse reports is headless's reduced one (156.0.0.0): ask the browser.
    browserVersion ||= /** @type {{ Browser: string }} */ (
      await (await fetch(`http://127.0.0.1:${String(chrome.port)}/json/version`)).json()
    ).Browser;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse no pudo medir ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    activeChrome = undefined;
    chrome.kill();
  }
}

const missing = ['api/dist/server.js', ...APPS.map((app) => `${app}/dist/index.html`)].filter(
  (file) => !existsSync(path.join(ROOT, file)),
);
if (missing.length > 0)
  fail(`Falta el build de producción (${missing.join(', ')}): ejecuta primero npm run build`);
if (!existsSync(CHROME_PATH)) {
  fail(`No se encontró Chromium en ${CHROME_PATH}: apt-get install -y chromium, o CHROME_PATH=<ruta>`);
}

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR)
  : undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-lighthouse-'));
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let activeChrome;
say(
  `Iniciando la API (:${String(API_PORT)}) y los servidores del build (:${String(BASE)}–${String(BASE + 4)})`,
);
const api = startService('api', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: path.join(ROOT, 'api'),
  // The demo store as `npm start` serves it (demo catalog; development aids on).
  env: { DEVELOPMENT_AIDS: '1', ...storeEnv, DATA_DIR: dataDir },
});
const apps = APPS.map((app) =>
  startService(
    app,
    process.execPath,
    [path.join(ROOT, 'tooling/src/serve-app.mjs'), '--app', path.join(ROOT, app)],
    { env: storeEnv },
  ),
);
const children = [api, ...apps];

async function cleanUp() {
  activeChrome?.kill();
  await Promise.all(children.map(stop));
  // After the API has exited: the embedded database's files are closed.
  rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

/** @type {{ name: string, route: string, runs: Figures[] }[]} */
const pages = [];
let lighthouseVersion = '';
let browserVersion = '';
try {
  // A fresh database is created, migrated and seeded first: allow it the e2e suite's 2 minutes.
  await waitForHttp(`${API_URL}/health`, api, 120_000);
  await Promise.all(
    apps.map((child, index) =>
      waitForHttp(`http://localhost:${String(BASE + index)}/mf-manifest.json`, child, 15_000),
    ),
  );
  const routes = {
    home: '/',
    category: '/category/laptops',
    product: `/product/${await inStockProductSlug()}`,
  };
  for (const [name, route] of Object.entries(routes)) {
    const page = { name, route, runs: /** @type {Figures[]} */ ([]) };
    pages.push(page);
    for (let run = 1; run <= RUNS; run += 1) {
      say(`Lighthouse ${name} (${route}), corrida ${String(run)} de ${String(RUNS)}`);
      const lhr = await runLighthouse(`${SHELL_URL}${route}`);
      page.runs.push(figuresOf(lhr));
      lighthouseVersion = lhr.lighthouseVersion;
      if (reportDir) writeFileSync(path.join(reportDir, `${name}-${String(run)}.json`), JSON.stringify(lhr));
    }
  }
} catch (error) {
  await cleanUp();
  fail(error instanceof Error ? error.message : String(error));
}
await cleanUp();

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const indexes = pages.flatMap(({ runs }) => runs.map((run) => Math.round(run.benchmarkIndex)));
const slowest = Math.min(...indexes);
const fastest = Math.max(...indexes);
console.log(
  `\nLighthouse ${lighthouseVersion}, ${browserVersion}, preset móvil (predeterminado), mediana de ${String(RUNS)} corridas; ` +
    `benchmarkIndex ${String(slowest)}–${String(fastest)}, ${String(os.cpus().length)} núcleos, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
);
const header = [
  'página',
  'rendimiento (corridas)',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS (gzip, scripts)',
  'accesibilidad',
  'buenas prácticas',
  'SEO',
];
for (const { name, route } of pages) console.log(`${name}: ${SHELL_URL}${route}`);
console.log('');
const rows = pages.map(({ name, route, runs }) => {
  const m = medians(runs);
  return [
    // The product's slug is long; its full URL is listed above the table.
    `${name} \`${route.replace(/^\/product\/.+/, '/product/{slug}')}\``,
    `${String(m.performance)} (${runs.map((run) => String(run.performance)).join(', ')})`,
    seconds(m.fcp),
    seconds(m.lcp),
    `${String(Math.round(m.tbt))} ms (${runs.map((run) => String(Math.round(run.tbt))).join(', ')})`,
    m.cls.toFixed(3),
    `${kib(m.jsBytes)} (${String(m.jsRequests)})`,
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
  ];
});
// A Markdown table, ready for docs/performance.md.
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (/** @type {string[]} */ cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
// Runs made while the host was slowed down: their TBT is not comparable with the others'.
const slowRuns = pages.flatMap(({ name, runs }) =>
  runs.flatMap((run, index) =>
    run.benchmarkIndex < STEADY_HOST_SHARE * fastest
      ? [`${name} ${String(index + 1)} (${String(Math.round(run.benchmarkIndex))})`]
      : [],
  ),
);
if (slowRuns.length > 0) {
  console.log(
    `\nAviso: el equipo no mantuvo su velocidad (benchmarkIndex ${String(slowest)}–${String(fastest)}). ` +
      `Corridas más lentas: ${slowRuns.join(', ')}. Su TBT se simuló desde tareas más largas: ` +
      'compara solo con mediciones de un equipo igual de rápido, o repite la medición.',
  );
}
