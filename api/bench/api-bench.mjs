// @ts-check
/**
 * Load benchmark of the built API on loopback (docs/performance.md, "API").
 *
 *   pnpm --filter @store/api bench        (compiles with tsc -b, then runs this file)
 *   npm run bench:api                      (the same, from the repository root)
 *
 * This file builds nothing: it starts `dist/server.js` (BENCH_SERVER to use another build) in
 * production mode (stand-in gateway and bot-check settings, RATE_LIMIT_SCALE widened) with a
 * temporary DATA_DIR and DEMO_DATA=1, so the embedded database is created, migrated and given
 * the demo data with SEED_PRODUCTS products (default 20,000) on a free loopback port. After /health answers it
 * runs autocannon against these scenarios and prints requests/s, p50/p95/p99 latency and
 * error counts as a table:
 *
 *   read         GET /products/slug/{slug}      product page, cycling over 500 product slugs
 *   category     GET /products/category/{slug}  category page: every category, pages 1-3, 12 per page
 *   search       GET /product/search-result     60 realistic queries, sort, paging and stock varied,
 *                                               as fast as the connections allow (saturation)
 *   search-rate  the same searches at a fixed offered rate (BENCH_SEARCH_RATE, default 200/s): the
 *                latency a shopper sees while the store is busy but not saturated
 *   facets       GET /product/search-result?facets=1  the same queries with facet filters (brands,
 *                price range, stock, category) and the facet counts, 10 connections (issue 15)
 *   order        POST /orders                   guest order of one in-stock product, new Idempotency-Key
 *
 * Latency percentiles are computed from every response time (autocannon's own summary has no p95).
 * Settings (environment): BENCH_DURATION seconds per scenario (10), BENCH_WARMUP seconds
 * (2, not measured), BENCH_CONNECTIONS (10), BENCH_SEARCH_CONNECTIONS (BENCH_CONNECTIONS),
 * BENCH_SEARCH_RATE (200), BENCH_SCENARIOS (read,category,search,search-rate,facets,order),
 * SEED_PRODUCTS (20000), BENCH_JSON (also write the figures there as JSON). Anything else
 * (e.g. CATALOG_CACHE_TTL_MS=0 to measure without the catalog cache) reaches the server.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.resolve(process.env.BENCH_SERVER ?? path.join(API_ROOT, 'dist', 'server.js'));

/** @param {string} name @param {number} fallback */
function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`✖ ${name} debe ser un número positivo (recibido "${raw}")`);
    process.exit(2);
  }
  return value;
}

const DURATION = positiveNumber('BENCH_DURATION', 10);
const WARMUP = positiveNumber('BENCH_WARMUP', 2);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 10);
const SEARCH_CONNECTIONS = positiveNumber('BENCH_SEARCH_CONNECTIONS', CONNECTIONS);
const SEARCH_RATE = positiveNumber('BENCH_SEARCH_RATE', 200);
const SEED_PRODUCTS = positiveNumber('SEED_PRODUCTS', 20000);
const ALL_SCENARIOS = ['read', 'category', 'search', 'search-rate', 'facets', 'order'];
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? ALL_SCENARIOS.join(',')).split(',').map((s) => s.trim());

/** What shoppers of a Honduran technology store type (brands, models, 2-letter words, typos of accents). */
const SEARCH_QUERIES = [
  'laptop hp',
  'hp',
  'impresora epson',
  'switch cisco',
  'fortigate',
  'monitor',
  'tinta',
  'ups',
  'i7',
  'office',
  'antivirus',
  'ssd',
  'panel solar',
  'router',
  'lenovo thinkpad',
  'dell',
  'access point',
  'ubiquiti',
  'toner hp',
  'core i5 16gb',
  'samsung',
  'pizarra interactiva',
  'videoconferencia',
  'servidor dell',
  'tablet',
  'mouse',
  'teclado',
  'cable',
  'epson l3250',
  'kaspersky',
  'aruba',
  'mikrotik',
  'yealink',
  'senalizacion',
  'señalización digital',
  'Laptop Lenovo',
  'inversor',
  'bateria',
  'impresora multifuncional',
  'firewall',
  'switch 24 puertos',
  'poe',
  'wifi 6',
  'i5',
  'ryzen',
  'macbook',
  'ipad',
  'logitech',
  'poly',
  'canon',
  'brother',
  'xerox',
  'microsoft 365',
  'eset',
  'apc',
  'hpe',
  'synology',
  'zz-no-existe',
  'tp-link',
  'gb ram',
];
const SEARCH_VARIANTS = ['', '&sort=-price', '&sort=price', '&page=2', '&filter%5BinStock%5D=1'];
/** What a shopper narrowing a search does with the facet panel (every request asks for facets). */
const FACET_VARIANTS = [
  '&filter%5Bbrand%5D=hp,lenovo',
  '&filter%5BpriceMin%5D=5000&filter%5BpriceMax%5D=30000',
  '&filter%5BinStock%5D=1&filter%5Bbrand%5D=dell',
  '&filter%5Bcategory%5D=laptops&sort=price',
  '&filter%5Bbrand%5D=hp&filter%5BpriceMax%5D=20000&filter%5BinStock%5D=1&page=2',
];

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} base
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForHealth(base, child) {
  const deadline = Date.now() + 10 * 60 * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`la API terminó con código ${child.exitCode} antes de estar lista`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('la API no respondió /health en 10 minutos');
}

/** @param {string} url @returns {Promise<any>} */
async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** @param {string} base */
async function loadFixtures(base) {
  /** @type {Array<{ id: number, slug: string, stock: number }>} */
  const inStock = [];
  for (let page = 1; page <= 60; page += 1) {
    const result = await getJson(
      `${base}/product/search-result?filter%5BinStock%5D=1&per-page=60&page=${page}`,
    );
    inStock.push(
      ...result.items.map((/** @type {any} */ item) => ({ id: item.id, slug: item.slug, stock: item.stock })),
    );
    if (page >= result._meta.pageCount) break;
  }
  /** @type {Array<{ slug: string }>} */
  const categories = await getJson(`${base}/categories`);
  return {
    productPaths: inStock.slice(0, 500).map((product) => `/products/slug/${product.slug}`),
    categoryPaths: categories.flatMap((category) =>
      [1, 2, 3].map((page) => `/products/category/${category.slug}?page=${page}&per-page=12`),
    ),
    searchPaths: SEARCH_QUERIES.flatMap((query, index) => {
      const variant = SEARCH_VARIANTS[index % SEARCH_VARIANTS.length];
      return [`/product/search-result?filter%5Bname%5D=${encodeURIComponent(query)}${variant}`];
    }),
    facetPaths: SEARCH_QUERIES.flatMap((query, index) => {
      const variant = FACET_VARIANTS[index % FACET_VARIANTS.length];
      return [`/product/search-result?filter%5Bname%5D=${encodeURIComponent(query)}&facets=1${variant}`];
    }),
    // Round-robin over in-stock products (up to 3 units each), so a product does not run out
    // during a run and consecutive orders do not queue on the same row.
    orderIds: [0, 1, 2].flatMap((round) =>
      inStock.filter((product) => product.stock > round).map((product) => product.id),
    ),
  };
}

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Closed loop: autocannon keeps `connections` requests in flight for `duration` seconds,
 * cycling over the requests `next()` builds.
 * @param {Scenario & { name: string, base: string, duration: number }} options
 */
async function closedLoop({ name, base, connections, duration, next }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const { method = 'GET', path: requestPath, body, headers = {} } = next();
          return { ...request, method, path: requestPath, body, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  return summarise({
    name,
    load: `${connections} conexiones`,
    duration,
    latencies,
    statuses,
    errors: result.errors + result.timeouts,
  });
}

/**
 * Open loop: one request every 1/rate s whether or not earlier ones have answered (autocannon's
 * own rate limit sends each connection's share in bursts, which measures its bursts, not the
 * API). Latency counts from the moment a request was due, so a late start is not hidden.
 * @param {Scenario & { name: string, base: string, duration: number, rate: number }} options
 */
async function openLoop({ name, base, connections, duration, rate, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 4 });
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  let errors = 0;
  const total = Math.round(duration * rate);
  const started = performance.now();
  /** @type {Promise<void>[]} */
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { method = 'GET', path: requestPath, body, headers = {} } = next();
    pending.push(
      new Promise((resolve) => {
        const request = http.request(`${base}${requestPath}`, { method, headers, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        });
        request.on('error', () => {
          errors += 1;
          resolve();
        });
        request.end(body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise({ name, load: `${rate} req/s ofrecidas`, duration, latencies, statuses, errors });
}

/**
 * @param {Scenario & { name: string, base: string, duration: number }} options
 */
function measure(options) {
  return options.rate ? openLoop({ ...options, rate: options.rate }) : closedLoop(options);
}

/**
 * @param {{ name: string, load: string, duration: number, latencies: number[],
 *   statuses: Map<number, number>, errors: number }} run
 */
function summarise({ name, load, duration, latencies, statuses, errors }) {
  latencies.sort((a, b) => a - b);
  const ok = [...statuses]
    .filter(([status]) => status >= 200 && status < 300)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    name,
    load,
    seconds: duration,
    requests: latencies.length,
    requestsPerSecond: latencies.length / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    ok,
    non2xx: latencies.length - ok,
    statuses: Object.fromEntries(statuses),
    errors,
  };
}

/** @param {string[]} items */
function cycle(items) {
  let index = 0;
  return () => {
    const item = items[index % items.length];
    index += 1;
    if (item === undefined) throw new Error('lista vacía');
    return item;
  };
}

/**
 * @typedef {{ connections: number, rate?: number,
 *   next: () => { method?: 'GET' | 'POST', path: string, body?: string, headers?: Record<string, string> } }} Scenario
 */

/** @param {Awaited<ReturnType<typeof loadFixtures>>} fixtures @returns {Record<string, Scenario>} */
function scenarios(fixtures) {
  /** @param {string[]} paths */
  const gets = (paths) => {
    const nextPath = cycle(paths);
    return () => ({ path: nextPath() });
  };
  const orderProduct = cycle(fixtures.orderIds.map(String));
  return {
    read: { connections: CONNECTIONS, next: gets(fixtures.productPaths) },
    category: { connections: CONNECTIONS, next: gets(fixtures.categoryPaths) },
    search: { connections: SEARCH_CONNECTIONS, next: gets(fixtures.searchPaths) },
    'search-rate': { connections: SEARCH_CONNECTIONS, rate: SEARCH_RATE, next: gets(fixtures.searchPaths) },
    facets: { connections: CONNECTIONS, next: gets(fixtures.facetPaths) },
    order: {
      connections: CONNECTIONS,
      next: () => ({
        method: 'POST',
        path: '/orders',
        body: JSON.stringify({ products: [{ id: Number(orderProduct()), qty: 1 }] }),
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
    },
  };
}

/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** @param {Array<Awaited<ReturnType<typeof measure>>>} rows */
function printTable(rows) {
  const header = [
    'escenario',
    'carga',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'máx ms',
    '2xx',
    'no-2xx',
    'errores',
  ];
  const lines = rows.map((row) => [
    row.name,
    row.load,
    row.requestsPerSecond.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
    String(row.ok),
    String(row.non2xx),
    String(row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`✖ No existe ${SERVER}. Compila la API primero: pnpm --filter @store/api build`);
    process.exit(2);
  }
  const unknown = SCENARIOS.filter((name) => !ALL_SCENARIOS.includes(name));
  if (unknown.length > 0) {
    console.error(`✖ Escenarios desconocidos en BENCH_SCENARIOS: ${unknown.join(', ')}`);
    process.exit(2);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`API: ${SERVER}  datos: ${dataDir}  ${SEED_PRODUCTS} productos  ${cpus().length} CPU`);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      // The bench catalog is demo data: asked for explicitly (the embedded default would too).
      DEMO_DATA: '1',
      SEED_PRODUCTS: String(SEED_PRODUCTS),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The bench catalog is demo data, which a production start refuses (docs/security.md), so
      // the API runs outside production but, as production would, without the development aids.
      NODE_ENV: 'test',
      // Without the aids a start requires a real gateway and bot check (src/startup-rules.ts):
      // stand-ins no scenario uses (no payment, no login).
      GATEWAY_KEY_ID: process.env.GATEWAY_KEY_ID ?? 'bench-key',
      GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? randomUUID(),
      GATEWAY_URL: process.env.GATEWAY_URL ?? 'https://pasarela.invalid/transact',
      BOT_CHECK_PROVIDER: process.env.BOT_CHECK_PROVIDER ?? 'recaptcha',
      RECAPTCHA_SECRET: process.env.RECAPTCHA_SECRET ?? 'bench-sin-uso',
      // The order scenario posts thousands of orders from one address: far past the per-address
      // limit of src/http/rate-limit.ts, which would turn the measurement into one of 429s.
      RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    const started = Date.now();
    await waitForHealth(base, child);
    console.log(
      `API lista en ${((Date.now() - started) / 1000).toFixed(1)} s (migración y siembra incluidas)`,
    );
    const fixtures = await loadFixtures(base);
    const plan = scenarios(fixtures);

    if (SCENARIOS.includes('order')) {
      // The order route is written by another part of issue 3; say so plainly if it is missing.
      const openapi = await getJson(`${base}/openapi.json`);
      const probe = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ products: [{ id: Number(fixtures.orderIds.at(-1)), qty: 1 }] }),
      });
      if (!openapi.paths?.['/orders']?.post) {
        console.error('✖ POST /orders no existe en esta compilación: se omite el escenario "order".');
        SCENARIOS.splice(SCENARIOS.indexOf('order'), 1);
      } else if (probe.status !== 201) {
        console.error(
          `⚠ POST /orders de prueba respondió ${probe.status}; el escenario contará esos errores.`,
        );
      }
    }

    const rows = [];
    for (const name of SCENARIOS) {
      const scenario = plan[name];
      if (!scenario) continue;
      const rate = scenario.rate ? `, ${scenario.rate} req/s ofrecidas` : '';
      process.stdout.write(
        `▸ ${name}: ${WARMUP} s de calentamiento, ${DURATION} s de medición, ${scenario.connections} conexiones${rate}\n`,
      );
      await measure({ ...scenario, name, base, duration: WARMUP });
      rows.push(await measure({ ...scenario, name, base, duration: DURATION }));
    }
    console.log('');
    printTable(rows);
    for (const row of rows) {
      if (row.non2xx > 0) console.log(`  ${row.name}: códigos ${JSON.stringify(row.statuses)}`);
    }
    if (process.env.BENCH_JSON) {
      await writeFile(
        process.env.BENCH_JSON,
        JSON.stringify({ when: new Date().toISOString(), seedProducts: SEED_PRODUCTS, rows }, null, 2),
      );
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error('✖', error instanceof Error ? error.message : error);
  process.exit(1);
});
