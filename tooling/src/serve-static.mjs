// @ts-check
/**
 * Production static server for the shell and the remotes (one dependency, helmet, for its
 * security headers; it also works as the model for any CDN rule set):
 * - mf-manifest.json, remoteEntry.js, HTML and /config.json: `Cache-Control: no-cache`
 *   (a team's new deploy is seen at the next page load);
 * - content-hashed chunks: `public, max-age=31536000, immutable`;
 * - CORS for the configured origins (the shell loads remotes cross-origin);
 * - gzip when the browser accepts it; SPA fallback to index.html for the shell;
 * - the app's page (index.html) carries its run-time configuration inline (no /config.json
 *   request before the first remote can be asked for) and, in `<head>`, a preconnect to each
 *   origin it is about to call;
 * - for the shell, `/robots.txt` and `/sitemap.xml` (and a sitemap index's `/sitemap-{n}.xml`
 *   parts) passed through from the API: crawlers read them only at the root of the site they
 *   describe, and the API builds them from the catalog. A CDN in front of the store does the same
 *   with a rule that sends these paths to the API's origin;
 * - security headers on every answer, and on pages a Content-Security-Policy built from the same
 *   run-time configuration (security-headers.mjs).
 */
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageHeaders, setCommonHeaders } from './security-headers.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
});

const HASHED = /\.[0-9a-f]{8}\.(?:js|css|js\.map)$/;
const COMPRESSIBLE = /\.(?:js|mjs|json|css|html|svg|map|txt)$/;

/**
 * @typedef {object} ServeOptions
 * @property {string} dir folder to serve
 * @property {number} port
 * @property {string} [host]
 * @property {boolean} [spa] unknown paths without a file extension answer index.html
 * @property {() => unknown} [config] when set, GET /config.json answers its JSON
 * @property {string[]} [corsOrigins] origins allowed to load these files ('*' allows any)
 * @property {() => string} [seoApiBaseUrl] when set, the SEO_PATHS are answered by this API
 * @property {boolean} [headHints] false sends index.html as built (no inline configuration, no
 *   preconnect): kept for re-measuring their effect (docs/performance.md)
 * @property {(url: string) => Promise<ServerRenderedPage | null>} [renderPage] the shell's server
 *   render of a page (path and query); null: the page is rendered in the browser (index.html as is)
 * @property {(url: string) => Record<string, string>} [pageHeaders] extra headers of an HTML page
 *   (the shell's `X-Robots-Tag: noindex` on per-shopper pages)
 * @property {string} [gatewayUrl] where the checkout's card form posts (GATEWAY_URL, as the API
 *   has it): its origin goes in the pages' `form-action`; unset, the API's sandbox
 * @property {'self' | 'none'} [frameAncestors] who may frame the pages (security-headers.mjs):
 *   'self' unless set; 'none' for the back office
 */

/**
 * @typedef {object} ServerRenderedPage
 * @property {number} status
 * @property {string} head tags for the end of `<head>`
 * @property {string} body markup for `<div id="root">`
 */

/**
 * Catalogue pages rendered on the server: a CDN may serve one for a minute and keep serving it for
 * five more while it fetches a fresh copy in the background (prices and stock change, but the
 * browser's copy of the data is refreshed by the app anyway). Not-found pages are kept briefly.
 */
export const SERVER_RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** The page as built, with the server's render put in. @param {string} html @param {ServerRenderedPage} page */
export function withServerRender(html, page) {
  // The page's own title, when the render brings one, replaces the store's generic one.
  const titled = page.head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return (
    titled
      .replace('</head>', () => `${page.head}</head>`)
      // The built page is minified (`<div id=root></div>`).
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.body}</div>`)
  );
}

/** The element the page's inline run-time configuration travels in (read by the app's bootstrap). */
export const INLINE_CONFIG_ID = 'store-runtime-config';

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** @param {string} url @returns {string | null} */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * What the page's `<head>` learns from the run-time configuration: the configuration itself
 * (JSON in a script element, `<` escaped so no value can close it) and a preconnect per origin
 * the page will call (the API, each remote; `crossorigin` because both are fetched in CORS mode).
 * @param {unknown} config the object /config.json answers
 */
export function headHints(config) {
  const record = /** @type {{ apiBaseUrl?: unknown, remotes?: Record<string, unknown> }} */ (config ?? {});
  const manifests = Object.values(record.remotes ?? {}).filter(
    /** @returns {value is string} */ (value) => typeof value === 'string' && originOf(value) !== null,
  );
  const api = typeof record.apiBaseUrl === 'string' ? [record.apiBaseUrl] : [];
  const origins = [...new Set([...api, ...manifests].map(originOf).filter((origin) => origin !== null))];
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // No preload of the manifests: a page needs only some remotes (the support manifest went unused
  // on catalogue pages, a console warning), and Lighthouse measured no gain (docs/performance.md).
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin />`),
    `<script id="${INLINE_CONFIG_ID}" type="application/json">${json}</script>`,
  ].join('\n    ');
}

/** @param {string} html @param {unknown} config */
export function withHeadHints(html, config) {
  return html.replace('</head>', () => `  ${headHints(config)}\n  </head>`);
}

/** What search engines read from the site's root, built by the API (api/src/seo/). */
export const SEO_PATHS = /^\/(?:robots\.txt|sitemap(?:-[1-9]\d*)?\.xml)$/;

/** Long enough for a 50,000-URL sitemap built from a cold cache; a crawler retries later anyway. */
const SEO_UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * A render that fails for any reason leaves the page to the browser, as before server rendering:
 * never a 500 for a page the browser can render.
 * @param {(url: string) => Promise<ServerRenderedPage | null>} renderPage @param {URL} url
 */
async function renderSafely(renderPage, url) {
  try {
    return await renderPage(`${url.pathname}${url.search}`);
  } catch (error) {
    console.error(`[ssr] ${url.pathname}: se sirve sin render del servidor`, error);
    return null;
  }
}

/** @param {ServeOptions} options @returns {Promise<http.Server>} */
export function serveStatic(options) {
  const root = path.resolve(options.dir);
  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const gzipCache = new Map();
  const allowed = new Set(options.corsOrigins ?? ['*']);
  const securePage = pageHeaders({ gatewayUrl: options.gatewayUrl, frameAncestors: options.frameAncestors });

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Error interno del servidor');
    });
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    setCommonHeaders(req, res);
    const origin = req.headers.origin;
    if (origin && (allowed.has('*') || allowed.has(origin))) {
      res.setHeader('Access-Control-Allow-Origin', allowed.has('*') ? '*' : origin);
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json' && options.config) {
      const body = JSON.stringify(options.config());
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (options.seoApiBaseUrl && SEO_PATHS.test(url.pathname)) {
      await passThrough(req, res, `${options.seoApiBaseUrl().replace(/\/+$/, '')}${url.pathname}`);
      return;
    }
    let relative;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ruta inválida');
      return;
    }
    let file = path.join(root, path.normalize(relative));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat && options.spa && path.extname(relative) === '') {
      file = path.join(root, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('No encontrado');
      return;
    }
    const ext = path.extname(file);
    // Every page, the shell's and a remote's standalone one, however it is served below.
    if (ext === '.html') securePage(req, res, options.config?.());
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (ext === '.html' && options.config && options.headHints !== false) {
      // Built per request: the configuration comes from the environment, the page is small.
      let page = withHeadHints(await fs.readFile(file, 'utf8'), options.config());
      let status = 200;
      const rendered = options.renderPage ? await renderSafely(options.renderPage, url) : null;
      for (const [name, value] of Object.entries(options.pageHeaders?.(url.pathname) ?? {})) {
        res.setHeader(name, value);
      }
      if (rendered) {
        page = withServerRender(page, rendered);
        status = rendered.status;
        res.setHeader(
          'Cache-Control',
          status === 200 ? SERVER_RENDERED_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
        );
      }
      const html = Buffer.from(page);
      const body = acceptsGzip ? zlib.gzipSync(html) : html;
      res.writeHead(status, {
        ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (acceptsGzip && COMPRESSIBLE.test(file)) {
      const cached = gzipCache.get(file);
      let body = cached && cached.mtimeMs === stat.mtimeMs ? cached.body : undefined;
      if (!body) {
        // The build's Zopfli copy (tooling/src/webpack-precompressed.mjs) unless the file changed
        // since; otherwise gzipped here. Either way read or made once per version of the file.
        const copy = await fs.stat(`${file}.gz`).catch(() => null);
        body =
          copy && copy.mtimeMs >= stat.mtimeMs
            ? await fs.readFile(`${file}.gz`)
            : zlib.gzipSync(await fs.readFile(file), { level: 9 });
        gzipCache.set(file, { mtimeMs: stat.mtimeMs, body });
      }
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { 'Content-Length': stat.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }

  /**
   * The API's answer as it is: status, body, content type and caching (its `max-age` lets a CDN
   * keep it), gzipped here when the client accepts it (a sitemap of 20,000 products is ~2.5 MB).
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} target
   */
  async function passThrough(req, res, target) {
    let upstream;
    try {
      upstream = await fetch(target, {
        method: req.method,
        signal: AbortSignal.timeout(SEO_UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`${target}: ${String(error)}`);
      // no-store: a CDN must not keep the outage in place of the real file.
      res.writeHead(502, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'La API no respondió');
      return;
    }
    /** @type {Record<string, string | number>} */
    const headers = {};
    for (const name of ['content-type', 'cache-control', 'last-modified', 'etag']) {
      const value = upstream.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const plain = Buffer.from(await upstream.arrayBuffer());
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && plain.length > 0;
    const body = gzip ? zlib.gzipSync(plain) : plain;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    if (!res.hasHeader('vary')) headers.vary = 'Accept-Encoding';
    res.writeHead(upstream.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}
