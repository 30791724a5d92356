// @ts-check
/**
 * The shell's server render goes into the built page: the page's own title replaces the store's,
 * its head tags and markup go in, catalogue pages carry CDN cache headers, and a render that fails
 * serves the page as built (rendered in the browser), never a 500. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  NOT_FOUND_CACHE_CONTROL,
  serveStatic,
  SERVER_RENDERED_CACHE_CONTROL,
  withServerRender,
} from '../src/serve-static.mjs';

// As webpack writes it: minified, `<div id=root>` without quotes.
const PAGE =
  '<!doctype html><html><head><title>TecnoHN</title></head><body><div id=root></div></body></html>';

describe('withServerRender', () => {
  it('puts the head tags and the markup in, and the page title replaces the built one', () => {
    const html = withServerRender(PAGE, {
      status: 200,
      head: '<title>Laptop X | TecnoHN</title><meta name="description" content="d"/>',
      body: '<main><h1>Laptop X $& $1</h1></main>',
    });
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
    assert.match(html, /<title>Laptop X \| TecnoHN<\/title><meta name="description" content="d"\/><\/head>/);
    // `$&` in the markup is text, not a replacement pattern.
    assert.match(html, /<div id="root"><main><h1>Laptop X \$& \$1<\/h1><\/main><\/div>/);
  });

  it('keeps the built title when the render brings none', () => {
    const html = withServerRender(PAGE, { status: 200, head: '<style></style>', body: '<p>x</p>' });
    assert.match(html, /<title>TecnoHN<\/title>/);
  });
});

describe('servidor con render del servidor', () => {
  /** @type {string} */
  let dir;
  /** @type {import('node:http').Server} */
  let server;
  /** @type {string[]} */
  const asked = [];
  const base = 'http://127.0.0.1:3251';

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssr-'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    server = await serveStatic({
      dir,
      port: 3251,
      host: '127.0.0.1',
      spa: true,
      config: () => ({ app: 'shell', apiBaseUrl: 'http://127.0.0.1:1', remotes: {} }),
      renderPage: async (url) => {
        asked.push(url);
        if (url.startsWith('/cart')) return null;
        if (url.startsWith('/falla')) throw new Error('remote roto');
        const status = url.startsWith('/product/no-existe') ? 404 : 200;
        return { status, head: '<title>Render</title>', body: `<p>render de ${url}</p>` };
      },
    });
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a catalogue page rendered, with the path and query, cacheable by a CDN', async () => {
    const response = await fetch(`${base}/category/laptops?page=2`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), SERVER_RENDERED_CACHE_CONTROL);
    assert.match(
      await response.text(),
      /<div id="root"><p>render de \/category\/laptops\?page=2<\/p><\/div>/,
    );
    assert.ok(asked.includes('/category/laptops?page=2'));
  });

  it('answers 404 for a missing product, kept briefly', async () => {
    const response = await fetch(`${base}/product/no-existe`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('cache-control'), NOT_FOUND_CACHE_CONTROL);
  });

  it('serves the built page for browser-rendered routes and when the render fails', async () => {
    for (const route of ['/cart', '/falla']) {
      const response = await fetch(`${base}${route}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const html = await response.text();
      assert.match(html, /<div id=root><\/div>/);
      assert.match(html, /<title>TecnoHN<\/title>/);
    }
  });
});
