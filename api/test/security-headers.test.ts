/**
 * Issue 10, defect 12: security headers on every answer, and `Cache-Control: no-store` on every
 * answer that carries personal data or tokens (catalog, content and images keep their caching).
 */
import type { ErrorBody } from '@store/contracts';
import { insertZone, orderReadyToPay, orderToken, takeProduct } from './support/checkout-fixtures.js';
import { createTestApp, json, loginAs, bearer, DEMO_PASSWORD, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(
  headers: Headers,
  resource: 'same-origin' | 'cross-origin' = 'same-origin',
): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cross-origin-resource-policy']).toBe(resource);
}

describe('catalog, content and images keep their caching', () => {
  it('a catalog answer: security headers and ETag revalidation, with or without a session', async () => {
    const anonymous = await t.app.inject({ url: '/categories' });
    expect(anonymous.statusCode).toBe(200);
    expectSecurityHeaders(anonymous.headers);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.etag).toEqual(expect.any(String));

    // The storefront sends its bearer token on every call; catalog data is the same for all.
    const { token } = await loginAs(t.app, 'cliente@ejemplo.hn');
    const withSession = await t.app.inject({ url: '/categories', headers: bearer(token) });
    expectSecurityHeaders(withSession.headers);
    expect(withSession.headers['cache-control']).toBe('no-cache');
  });

  it('a content page has the headers and no cache rule of its own', async () => {
    const response = await t.app.inject({ url: '/pages/quienes-somos' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('an image may be embedded by the store pages on other origins, and stays cacheable', async () => {
    const [product] = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    const response = await t.app.inject({ url: `/images/products/${product?.id ?? 1}?w=350` });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^image\//);
    expectSecurityHeaders(response.headers, 'cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the OpenAPI document (JSON) has them too', async () => {
    const response = await t.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });
});

describe('no-store on personal data and tokens', () => {
  it('a login answer (a session token)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'cliente@ejemplo.hn', password: DEMO_PASSWORD, token: 'local-dev:login' },
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("an order's answers (its access token, contact data)", async () => {
    const zoneId = (await insertZone(t.db, { cost: 100, freeFrom: null })).id;
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const view = await t.app.inject({ url: `/orders/${order.id}`, headers: orderToken(order) });
    expect(view.statusCode).toBe(200);
    expectSecurityHeaders(view.headers);
    expect(view.headers['cache-control']).toBe('no-store');

    const created = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: product.id, qty: 1 }] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it("a customer's data and the development outbox", async () => {
    const { id, token } = await loginAs(t.app, 'cliente@ejemplo.hn');
    const profile = await t.app.inject({ url: `/customers/${id}`, headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const outbox = await t.app.inject({ url: '/dev/outbox?limit=1' });
    expect(outbox.headers['cache-control']).toBe('no-store');
  });

  it('any other answer to a request made with a credential', async () => {
    const { token } = await loginAs(t.app, 'cliente@ejemplo.hn');
    const coupon = await t.app.inject({ url: '/coupons/BIENVENIDO10', headers: bearer(token) });
    expect(coupon.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ url: '/coupons/BIENVENIDO10' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});

describe('errors', () => {
  it('a 404 of an unknown route and of a missing product', async () => {
    for (const url of ['/no-existe', '/products/999999']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expectSecurityHeaders(response.headers);
      expect(json<ErrorBody>(response).message).toEqual(expect.any(String));
    }
  });

  it("the router's own 400 for a malformed URL", async () => {
    const response = await t.app.inject({ url: '/products/slug/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response.headers);
  });

  it('a validation error on a private route, with no-store', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/orders', payload: { products: 'muchos' } });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(json<ErrorBody>(response).code).toBe('VALIDATION_ERROR');
  });

  it('a 401 without a session', async () => {
    const response = await t.app.inject({ url: '/customers/1' });
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
