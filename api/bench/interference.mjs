// @ts-check
/**
 * How much one client's expensive requests slow everyone else (issue 33; docs/performance.md,
 * "Expensive public routes"). Against an API already running (the built one, with the demo data):
 *
 *   node api/bench/interference.mjs <api-base-url> renders [seconds]
 *   node api/bench/interference.mjs <api-base-url> sitemap [seconds]
 *
 * It times a probe, one request after another, for `seconds` (default 15) with nothing else
 * running, then again while a load runs, and prints both as JSON (p50/p95 in ms, to 0.1 ms):
 *
 *   renders  probe: POST /users/login (demo customer); load: one client keeping 6 uncached
 *            renders at w=3840 in flight (each request a product not rendered yet)
 *   sitemap  probe: GET /products/{id}; load: 4 clients each requesting /sitemap.xml with
 *            Accept-Encoding: gzip in a loop (bytes read, not decompressed)
 */
import http from 'node:http';

const [base = '', mode = '', secondsArgument = '15'] = process.argv.slice(2);
const seconds = Number(secondsArgument);
if (!base || !['renders', 'sitemap'].includes(mode) || !(seconds > 0)) {
  console.error('Uso: node api/bench/interference.mjs <url-de-la-api> renders|sitemap [segundos]');
  process.exit(2);
}

const keepAlive = new http.Agent({ keepAlive: true });

/**
 * One request with node:http (no automatic decompression); resolves with its status and the
 * milliseconds until the last byte.
 * @param {string} path @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number, ms: number, bytes: number }>}
 */
function request(path, options = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method: options.method ?? 'GET', headers: options.headers, agent: keepAlive },
      (res) => {
        let bytes = 0;
        res.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
const login = () =>
  request('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'cliente@ejemplo.hn',
      password: 'Honduras2026',
      token: 'local-dev:login',
    }),
  });
let productId = 0;
const productPage = () => request(`/products/${String((productId++ % 300) + 1)}`);
const probe = mode === 'renders' ? login : productPage;

/** @param {number[]} values @param {number} q */
const percentile = (values, q) =>
  Math.round(([...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0) * 10) / 10;

async function probeFor() {
  /** @type {number[]} */
  const times = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const { status, ms } = await probe();
    if (status !== 200) throw new Error(`la sonda respondió ${String(status)}`);
    times.push(ms);
  }
  return { requests: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const quiet = await probeFor();

let stop = false;
let nextProduct = 1;
/** @type {Record<string, number>} */
const loadStatuses = {};
let loadBytes = 0;
async function loadLoop() {
  while (!stop) {
    const answer =
      mode === 'renders'
        ? await request(`/images/products/${String(nextProduct++)}?w=3840`)
        : await request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    loadStatuses[answer.status] = (loadStatuses[answer.status] ?? 0) + 1;
    loadBytes += answer.bytes;
  }
}
const loops = Array.from({ length: mode === 'renders' ? 6 : 4 }, loadLoop);
await new Promise((resolve) => setTimeout(resolve, 1000));
const loaded = await probeFor();
stop = true;
await Promise.all(loops);
keepAlive.destroy();
console.log(JSON.stringify({ mode, seconds, quiet, underLoad: loaded, loadStatuses, loadBytes }));
