// @ts-check
/**
 * The page an app's server sends carries its run-time configuration inline and, in `<head>`, a
 * preconnect to each origin it is about to call. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { INLINE_CONFIG_ID, serveStatic, withHeadHints } from '../src/serve-static.mjs';

const PAGE =
  '<!doctype html><html><head><title>TecnoHN</title></head><body><div id="root"></div></body></html>';

const CONFIG = {
  app: 'shell',
  apiBaseUrl: 'http://api.tienda.hn',
  remotes: {
    catalog: 'http://catalogo.tienda.hn/mf-manifest.json',
    cartCheckout: 'http://carrito.tienda.hn/mf-manifest.json',
    portal: 'http://catalogo.tienda.hn/portal/mf-manifest.json',
    support: 'no es una URL',
  },
  chat: { messageBody: '</script><script>alert(1)</script> $& $1' },
};

describe('pistas en <head>', () => {
  it('preconnects each origin once and inlines the configuration', () => {
    const html = withHeadHints(PAGE, CONFIG);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.deepEqual(
      [...head.matchAll(/rel="preconnect" href="([^"]+)"/g)].map((match) => match[1]),
      ['http://api.tienda.hn', 'http://catalogo.tienda.hn', 'http://carrito.tienda.hn'],
    );
    assert.doesNotMatch(head, /rel="preload"/);
    const inline = new RegExp(`<script id="${INLINE_CONFIG_ID}" type="application/json">(.*)</script>`).exec(
      head,
    );
    assert.ok(inline?.[1]);
    // No value can close the script element; the JSON still reads back exactly.
    assert.ok(!inline[1].includes('</script>'));
    assert.deepEqual(JSON.parse(inline[1]), CONFIG);
  });
});

describe('servidor estático', () => {
  /** @type {string} */
  let dir;
  /** @type {import('node:http').Server} */
  let server;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-head-'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    server = await serveStatic({ dir, port: 0, host: '127.0.0.1', spa: true, config: () => CONFIG });
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends every route’s page with the hints, uncached, gzipped when asked', async () => {
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    for (const route of ['/', '/category/laptops']) {
      const response = await fetch(`http://127.0.0.1:${String(address.port)}${route}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const html = await response.text();
      assert.match(html, new RegExp(`id="${INLINE_CONFIG_ID}"`));
      assert.match(html, /<div id="root"><\/div>/);
    }
  });
});
