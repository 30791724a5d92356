/**
 * Issue 17: the embeddable checkout's session check (the loader on the integrator's page) and
 * the frame document (the iframe), with the demo integrator the demo data seeds.
 */
import { EMBED_MESSAGES, type EmbedFrameConfig, type EmbedSession, type ErrorBody } from '@store/contracts';
import { saveIntegrator } from '../src/embed/integrator-repository.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

const API = 'http://localhost:4000';
const HOST = 'http://localhost:3005';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: API, embed: { checkoutUrl: 'http://localhost:3002' } });
  // A second integrator, whose name tries to break out of the frame's inline JSON.
  await saveIntegrator(t.db, {
    key: 'tienda-rara',
    name: '</script><script>alert(1)</script> & «Rara»',
    origins: ['https://rara.example', 'https://www.rara.example:8443'],
    secret: 'secreto-de-la-tienda-rara-para-pruebas',
  });
});
afterAll(() => t.close());

const session = (integrator: string, origin?: string) =>
  t.app.inject({
    url: `/embed/session?integrator=${encodeURIComponent(integrator)}`,
    headers: origin === undefined ? {} : { origin },
  });

describe('GET /embed/session', () => {
  it('answers an allowed page with the frame for its origin, readable from that origin only', async () => {
    const response = await session('demo', HOST);
    expect(response.statusCode).toBe(200);
    expect(json<EmbedSession>(response)).toEqual({
      integrator: 'demo',
      name: 'Tienda Demo de Accesorios',
      frameUrl: `${API}/embed/frame?integrator=demo&origin=http%3A%2F%2Flocalhost%3A3005`,
    });
    expect(response.headers['access-control-allow-origin']).toBe(HOST);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/Origin/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('compares normalised origins: letter case and the default port do not matter, the rest does', async () => {
    const rara = await session('tienda-rara', 'HTTPS://Rara.Example:443');
    expect(rara.statusCode).toBe(200);
    expect(json<EmbedSession>(rara).frameUrl).toContain('origin=https%3A%2F%2Frara.example');
    for (const origin of [
      'http://rara.example',
      'https://rara.example.evil.hn',
      'https://www.rara.example',
      'https://www.rara.example:8443.evil',
    ]) {
      const refused = await session('tienda-rara', origin);
      expect({ origin, status: refused.statusCode }).toEqual({ origin, status: 403 });
    }
    expect((await session('tienda-rara', 'https://www.rara.example:8443')).statusCode).toBe(200);
  });

  it('refuses a page whose origin is not on the list with 403, readable by that page (CORS)', async () => {
    const response = await session('demo', 'https://intruso.example');
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response)).toEqual({
      message: EMBED_MESSAGES.originNotAllowed,
      code: 'origin-not-allowed',
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://intruso.example');
  });

  it('answers an unknown key with 404, also to any page', async () => {
    const response = await session('no-existe', 'https://intruso.example');
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({
      message: EMBED_MESSAGES.unknownIntegrator,
      code: 'unknown-integrator',
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://intruso.example');
  });

  it('needs the browser Origin header (400 in Spanish); an opaque origin is not on any list', async () => {
    const missing = await session('demo');
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).message).toMatch(/Falta el encabezado Origin/);
    const opaque = await session('demo', 'null');
    expect(opaque.statusCode).toBe(403);
    expect(opaque.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves the other routes to the store origins of CORS_ORIGINS', async () => {
    const response = await t.app.inject({ url: '/categories', headers: { origin: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const frame = (query: string) => t.app.inject({ url: `/embed/frame?${query}` });
const frameQuery = (integrator: string, origin: string) =>
  `integrator=${encodeURIComponent(integrator)}&origin=${encodeURIComponent(origin)}`;

/** The inline JSON config of a frame document, parsed as the frame app parses it. */
function configOf(html: string): EmbedFrameConfig {
  const match = /<script type="application\/json" id="tienda-embed-config">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('sin configuración en el documento');
  return JSON.parse(match[1]) as EmbedFrameConfig;
}

describe('GET /embed/frame', () => {
  it('serves the frame document with its own policy: framed by the integrator origins only', async () => {
    const response = await frame(frameQuery('demo', HOST));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const nonce = /<script nonce="([A-Za-z0-9+/=]{20,})" id="tienda-embed-frame-script"/.exec(
      response.body,
    )?.[1];
    expect(nonce).toBeDefined();
    expect(response.headers['content-security-policy']).toBe(
      [
        "default-src 'none'",
        `script-src 'nonce-${String(nonce)}' http://localhost:3002`,
        "style-src 'unsafe-inline'",
        `img-src 'self' data: ${API}`,
        `connect-src 'self' ${API} http://localhost:3002`,
        "font-src 'self' data:",
        `form-action 'self' ${API}`,
        'frame-ancestors http://localhost:3005 http://localhost:3105',
        "base-uri 'none'",
      ].join('; '),
    );

    const html = response.body;
    expect(html.startsWith('<!doctype html>\n<html lang="es-HN">')).toBe(true);
    expect(html).toContain('<div id="tienda-checkout-root"></div>');
    expect(html).toContain(
      `<script nonce="${String(nonce)}" id="tienda-embed-frame-script" src="http://localhost:3002/embed-frame.js" defer></script>`,
    );
    expect(configOf(html)).toEqual({
      integrator: 'demo',
      name: 'Tienda Demo de Accesorios',
      hostOrigin: HOST,
      apiBaseUrl: API,
      checkoutOrigin: 'http://localhost:3002',
    });
    // Every inline script carries the nonce: nothing else may run.
    const scripts = html.match(/<script(?! type="application\/json")[^>]*>/g) ?? [];
    expect(scripts.length).toBe(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${String(nonce)}"`);
  });

  it('uses a new nonce for every document', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String((await frame(frameQuery('demo', HOST))).headers['content-security-policy']),
      )?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it("lists only that integrator's origins in frame-ancestors", async () => {
    const response = await frame(frameQuery('tienda-rara', 'https://rara.example'));
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain(
      'frame-ancestors https://rara.example https://www.rara.example:8443;',
    );
    expect(String(response.headers['content-security-policy'])).not.toContain('localhost:3005');
  });

  it('escapes the inline JSON so a value cannot close the script element, and it parses back', async () => {
    const response = await frame(frameQuery('tienda-rara', 'https://rara.example'));
    const html = response.body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(configOf(html).name).toBe('</script><script>alert(1)</script> & «Rara»');
    expect(html).toContain(
      '<title>Compra en &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; «Rara»</title>',
    );
  });

  it("answers the gateway's return (its answer in the query) with the same document", async () => {
    const response = await frame(
      `${frameQuery('demo', HOST)}&orderid=12&response=1&responsetext=Transacci%C3%B3n%20aprobada&authcode=123456&time=1700000000&hash=abc`,
    );
    expect(response.statusCode).toBe(200);
    expect(configOf(response.body).hostOrigin).toBe(HOST);
  });

  it.each([
    ['an unknown integrator', frameQuery('no-existe', HOST), 404, EMBED_MESSAGES.unknownIntegrator],
    [
      'an origin not on the list',
      frameQuery('demo', 'https://intruso.example'),
      403,
      EMBED_MESSAGES.originNotAllowed,
    ],
    [
      "another integrator's origin",
      frameQuery('demo', 'https://rara.example'),
      403,
      EMBED_MESSAGES.originNotAllowed,
    ],
    ['no origin', 'integrator=demo', 400, 'Faltan el integrador o el origen'],
  ])('refuses %s with a Spanish page nobody may frame', async (_case, query, status, message) => {
    const response = await frame(query);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(response.body).toContain('<html lang="es-HN">');
    expect(response.body).toContain(message);
    expect(response.body).not.toContain('<script');
  });

  it('keeps the API policy on every other answer', async () => {
    const response = await t.app.inject({ url: '/categories' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('is not in /openapi.json (an HTML document), while the JSON routes are', async () => {
    const document = json<{ paths: Record<string, unknown> }>(await t.app.inject({ url: '/openapi.json' }));
    expect(
      Object.keys(document.paths)
        .filter((path) => path.startsWith('/embed'))
        .sort(),
    ).toEqual(['/embed/carts', '/embed/carts/{token}', '/embed/orders/{orderNumber}', '/embed/session']);
  });
});
