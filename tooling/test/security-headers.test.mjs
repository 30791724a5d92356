// @ts-check
/**
 * The page servers' security headers (src/security-headers.mjs): the policy follows the run-time
 * configuration, pages may be framed by their own origin only, and static files stay loadable by
 * other origins. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pageDirectives, REFERRER_POLICY } from '../src/security-headers.mjs';
import { serveStatic } from '../src/serve-static.mjs';

const CONFIG = {
  app: 'shell',
  apiBaseUrl: 'https://api.tienda.hn',
  remotes: {
    catalog: 'https://catalogo.tienda.hn/mf-manifest.json',
    cartCheckout: 'https://carrito.tienda.hn/mf-manifest.json',
    portal: 'https://catalogo.tienda.hn/portal/mf-manifest.json',
    support: 'no es una URL',
  },
  chat: { audioSrc: 'https://cdn.tienda.hn/chat.mp3' },
  analytics: { enabled: false },
};

/** @param {string | null} header @returns {Map<string, string[]>} */
function parsePolicy(header) {
  assert.ok(header, 'sin Content-Security-Policy');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('política de la página', () => {
  it('takes each origin from the run-time configuration, once', () => {
    const directives = pageDirectives(CONFIG);
    const remotes = ['https://catalogo.tienda.hn', 'https://carrito.tienda.hn'];
    assert.deepEqual(directives['script-src'], ["'self'", ...remotes]);
    assert.deepEqual(directives['connect-src'], ["'self'", 'https://api.tienda.hn', ...remotes]);
    assert.ok(directives['img-src']?.includes('https://api.tienda.hn'));
    assert.deepEqual(directives['media-src'], ["'self'", 'https://cdn.tienda.hn']);
    // Without GATEWAY_URL the card form posts to the API's sandbox.
    assert.deepEqual(directives['form-action'], ["'self'", 'https://api.tienda.hn']);
    assert.deepEqual(directives['frame-ancestors'], ["'self'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'self'"]);
    assert.ok(!directives['script-src']?.includes("'unsafe-inline'"));
    assert.ok(!directives['script-src']?.includes("'unsafe-eval'"));
  });

  it("allows the configured gateway's origin as a form target", () => {
    const directives = pageDirectives(CONFIG, { gatewayUrl: 'https://pagos.banco.hn/api/transact.php' });
    assert.deepEqual(directives['form-action'], [
      "'self'",
      'https://api.tienda.hn',
      'https://pagos.banco.hn',
    ]);
  });

  it('names the tag manager and reCAPTCHA only when the configuration turns them on', () => {
    const plain = Object.values(pageDirectives(CONFIG)).flat().join(' ');
    assert.doesNotMatch(plain, /google/);
    const directives = pageDirectives({
      ...CONFIG,
      analytics: { enabled: true, gtmContainerId: 'GTM-ABC' },
      botCheck: { provider: 'recaptcha', siteKey: 'clave' },
    });
    assert.ok(directives['script-src']?.includes('https://www.googletagmanager.com'));
    assert.ok(directives['script-src']?.includes('https://www.google.com/recaptcha/'));
    assert.ok(directives['frame-src']?.includes('https://www.google.com/recaptcha/'));
  });

  it("ignores values that are not http(s) URLs and takes only a URL's origin", () => {
    const directives = pageDirectives({
      apiBaseUrl: 'javascript:alert(1)',
      remotes: { catalog: "https://x.hn/m.json'; script-src *", support: 'data:text/plain,x' },
    });
    assert.deepEqual(directives['connect-src'], ["'self'", 'https://x.hn']);
  });
});

describe('cabeceras del servidor estático', () => {
  /** @type {string} */
  let dir;
  /** @type {import('node:http').Server} */
  let server;
  /** @type {string} */
  let base;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-security-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(dir, 'remoteEntry.js'), 'void 0;');
    server = await serveStatic({ dir, port: 0, host: '127.0.0.1', spa: true, config: () => CONFIG });
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    base = `http://127.0.0.1:${String(address.port)}`;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('a page: its policy, same-origin framing only, no sniffing', async () => {
    for (const route of ['/', '/login', '/index.html']) {
      const response = await fetch(`${base}${route}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), REFERRER_POLICY);
      assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
      assert.deepEqual(policy.get('script-src'), pageDirectives(CONFIG)['script-src']);
    }
  });

  it('a script: loadable by other origins (CORS and CORP), no page policy', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { Origin: 'https://tienda.hn' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), REFERRER_POLICY);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal(response.headers.get('content-security-policy'), null);
    assert.equal(response.headers.get('x-frame-options'), null);
  });

  it('a missing file still says nosniff', async () => {
    const response = await fetch(`${base}/falta.js`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe('cabeceras del back office (frameAncestors: none)', () => {
  /** @type {string} */
  let dir;
  /** @type {import('node:http').Server} */
  let server;
  /** @type {string} */
  let base;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-backoffice-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    server = await serveStatic({
      dir,
      port: 0,
      host: '127.0.0.1',
      spa: true,
      config: () => ({ app: 'backoffice', apiBaseUrl: 'https://api.tienda.hn' }),
      frameAncestors: 'none',
    });
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    base = `http://127.0.0.1:${String(address.port)}`;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('no page may frame it, at any of its routes, and it calls only its API', async () => {
    for (const route of ['/', '/login', '/pedidos/12']) {
      const response = await fetch(`${base}${route}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(policy.get('script-src'), ["'self'"]);
      assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://api.tienda.hn']);
    }
  });
});
