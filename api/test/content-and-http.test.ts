import { connect, type AddressInfo } from 'node:net';
import type { ContentPage } from '@store/contracts';
import type { ErrorBody } from '../src/http/errors.js';
import { PROTOCOL_MESSAGES } from '../src/http/protocol-checks.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGE_SLUGS = [
  'quienes-somos',
  'Responsabilidad-Social_ferema',
  'politica-de-privacidad',
  'terminos-y-condiciones',
  'devoluciones-y-cambios',
  'politica-de-envios',
];

describe('content pages', () => {
  it.each(PAGE_SLUGS)('serves /pages/%s as structured Spanish blocks', async (slug) => {
    const response = await t.app.inject({ url: `/pages/${slug}` });
    expect(response.statusCode).toBe(200);
    const page = json<ContentPage>(response);
    expect(page.slug).toBe(slug);
    expect(page.title.length).toBeGreaterThan(3);
    expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
    const paragraphs = page.blocks.filter((block) => block.type === 'paragraph');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(page.blocks.some((block) => block.type === 'list' && block.items.length >= 2)).toBe(true);
    expect(JSON.stringify(page.blocks)).not.toMatch(/<[a-z]+[ >]/i);
  });

  it('mentions the Honduran context somewhere in the pages', async () => {
    const texts = await Promise.all(
      PAGE_SLUGS.map(async (slug) => (await t.app.inject({ url: `/pages/${slug}` })).body),
    );
    const all = texts.join(' ');
    for (const fact of ['Tegucigalpa', 'San Pedro Sula', 'ISV', 'lempiras']) expect(all).toContain(fact);
    expect(all).toMatch(/\b\d{4}-\d{4}\b/);
  });

  it('lists the pages', async () => {
    const pages = json<Array<{ slug: string; title: string }>>(await t.app.inject({ url: '/pages' }));
    expect(pages.map((page) => page.slug).sort()).toEqual([...PAGE_SLUGS].sort());
  });

  it('answers 404 "Página no encontrada" for an unknown page', async () => {
    const response = await t.app.inject({ url: '/pages/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe('Página no encontrada');
  });
});

describe('HTTP basics', () => {
  it('reports health', async () => {
    expect(json(await t.app.inject({ url: '/health' }))).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a Spanish 404', async () => {
    const response = await t.app.inject({ url: '/no/existe/esto' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json<ErrorBody>(response).message).toBe('Recurso no encontrado');
  });

  it('answers malformed JSON with a 400, never a 500 or a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe('El cuerpo de la solicitud no es un JSON válido');
    expect(response.body).not.toMatch(/at .+\.js/);
  });

  it('allows the storefront origins through CORS', async () => {
    const simple = await t.app.inject({ url: '/menus', headers: { origin: 'http://localhost:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/users/login',
      headers: {
        origin: 'http://127.0.0.1:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('idempotency-key');

    const stranger = await t.app.inject({ url: '/menus', headers: { origin: 'http://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an OPTIONS that is not a CORS preflight with a JSON 400, and real preflights as before', async () => {
    for (const headers of [
      {},
      { origin: 'http://localhost:3000' },
      { 'access-control-request-method': 'POST' },
    ]) {
      const response = await t.app.inject({ method: 'OPTIONS', url: '/users/login', headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(json<ErrorBody>(response)).toEqual({
        message: PROTOCOL_MESSAGES.notPreflight,
        code: 'INVALID_PREFLIGHT',
      });
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/menus',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  it("answers an HTTP/1.1 request without Host with a JSON 400 (not Node's empty one); HTTP/1.0 may omit it", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** Sends one raw request and reads the whole answer (the server closes the connection). */
    const raw = (request: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
      });

    const missing = await raw('GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(missing).toMatch(/^HTTP\/1\.1 400 /);
    expect(missing).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(JSON.parse(missing.slice(missing.indexOf('\r\n\r\n') + 4))).toEqual({
      message: PROTOCOL_MESSAGES.missingHost,
      code: 'BAD_REQUEST',
    });

    const withHost = await raw('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(withHost).toMatch(/^HTTP\/1\.1 200 /);
    const http10 = await raw('GET /health HTTP/1.0\r\n\r\n');
    expect(http10).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('serves the OpenAPI document with the implemented paths', async () => {
    const response = await t.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/menus',
      '/products/{id}',
      '/products/{field}/{value}',
      '/product/search-result',
      '/pages/{slug}',
      '/images/products/{id}',
      '/users/signup',
      '/users/login',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.components.schemas).toHaveProperty('Product');
  });
});
