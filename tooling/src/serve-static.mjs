// @ts-check
/**
 * Production static server for the shell and the remotes (no dependencies, so it also works
 * as the model for any CDN rule set):
 * - mf-manifest.json, remoteEntry.js, HTML and /config.json: `Cache-Control: no-cache`
 *   (a team's new deploy is seen at the next page load);
 * - content-hashed chunks: `public, max-age=31536000, immutable`;
 * - CORS for the configured origins (the shell loads remotes cross-origin);
 * - gzip when the browser accepts it; SPA fallback to index.html for the shell.
 */
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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
 */

/** @param {ServeOptions} options @returns {Promise<http.Server>} */
export function serveStatic(options) {
  const root = path.resolve(options.dir);
  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const gzipCache = new Map();
  const allowed = new Set(options.corsOrigins ?? ['*']);

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Error interno del servidor');
    });
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
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
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.test(file)) {
      const cached = gzipCache.get(file);
      let body = cached && cached.mtimeMs === stat.mtimeMs ? cached.body : undefined;
      if (!body) {
        body = zlib.gzipSync(await fs.readFile(file), { level: 9 });
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

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}
