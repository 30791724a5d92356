// @ts-check
/**
 * The shell's static server answers /robots.txt and /sitemap.xml from the API (crawlers read
 * them only at the storefront's root). Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { serveStatic } from '../src/serve-static.mjs';

/** @param {http.Server} server */
const urlOf = (server) => {
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${String(address.port)}`;
};

/** @param {http.Server} server */
const close = (server) => new Promise((resolve) => server.close(resolve));

const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

/** A stand-in for the API: what it answers is what the shell must pass on. */
const fakeApi = http.createServer((req, res) => {
  if (req.url === '/sitemap.xml' || req.url === '/sitemap-2.xml') {
    res.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : SITEMAP);
  } else if (req.url === '/robots.txt') {
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
    res.end('User-agent: *\nDisallow: /cart\n');
  } else {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end('{"message":"Parte del mapa del sitio no encontrada"}');
  }
});

/** @type {string} */ let dir;
/** @type {http.Server} */ let shell;
/** @type {http.Server} */ let remote;
/** @type {string} */ let apiUrl;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-static-seo-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Tienda</title>');
  await new Promise((resolve) => fakeApi.listen(0, '127.0.0.1', () => resolve(undefined)));
  apiUrl = urlOf(fakeApi);
  shell = await serveStatic({
    dir,
    port: 0,
    host: '127.0.0.1',
    spa: true,
    seoApiBaseUrl: () => `${apiUrl}/`,
  });
  remote = await serveStatic({ dir, port: 0, host: '127.0.0.1', spa: true });
});
after(async () => {
  await Promise.all([close(shell), close(remote), close(fakeApi)]);
  await rm(dir, { recursive: true, force: true });
});

describe('robots.txt and the sitemap on the shell origin', () => {
  it('passes the sitemap through with its status, type and caching', async () => {
    const response = await fetch(`${urlOf(shell)}/sitemap.xml`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/xml; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=3600');
    assert.equal(await response.text(), SITEMAP);
  });

  it('passes robots.txt through, gzipped for a client that accepts it', async () => {
    const response = await new Promise((resolve, reject) => {
      http
        .get(`${urlOf(shell)}/robots.txt`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          /** @type {Buffer[]} */ const chunks = [];
          res.on('data', (chunk) => chunks.push(/** @type {Buffer} */ (chunk)));
          res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    const { res, body } = /** @type {{ res: http.IncomingMessage, body: Buffer }} */ (response);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(body).toString('utf8'), 'User-agent: *\nDisallow: /cart\n');
  });

  it("passes a sitemap index's parts and the API's 404 through", async () => {
    assert.equal((await fetch(`${urlOf(shell)}/sitemap-2.xml`)).status, 200);
    const missing = await fetch(`${urlOf(shell)}/sitemap-9.xml`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /no encontrada/);
  });

  it('still serves the app for every other path', async () => {
    const response = await fetch(`${urlOf(shell)}/product/laptop-x`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>Tienda<\/title>/);
  });

  it('answers 502, not cached, when the API is down', async () => {
    const down = await serveStatic({
      dir,
      port: 0,
      host: '127.0.0.1',
      seoApiBaseUrl: () => 'http://127.0.0.1:9',
    });
    try {
      const response = await fetch(`${urlOf(down)}/robots.txt`);
      assert.equal(response.status, 502);
      assert.equal(response.headers.get('cache-control'), 'no-store');
    } finally {
      await close(down);
    }
  });

  it('leaves a remote without the option serving only its files', async () => {
    assert.equal((await fetch(`${urlOf(remote)}/robots.txt`)).status, 404);
  });
});
