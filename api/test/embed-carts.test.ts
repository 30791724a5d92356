import { OTHER_INTEGRATOR, saveOtherIntegrator } from './support/embed-fixtures.js';
/**
 * Issue 17: carts an integrator's server prepares for the embedded checkout, its server secret
 * (stored hashed, compared in constant time) and the per-address limits of the public lookups.
 */
import crypto, { createHash } from 'node:crypto';
import { EMBED_API_MESSAGES, type EmbedCart, type ErrorBody } from '@store/contracts';
import { integratorBySecret } from '../src/embed/integrator-repository.js';
import { takeProduct } from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

const DEMO_SECRET = 'demo-secret-para-pruebas';
const OTHER_SECRET = OTHER_INTEGRATOR.secret;

let t: TestApp;
beforeAll(async () => {
  // Three lookups per window and address, so the limits can be reached.
  t = await createTestApp({
    rateLimits: {
      embedSessionPerAddress: { max: 3, windowMs: 60_000 },
      embedCartLookupPerAddress: { max: 3, windowMs: 60_000 },
    },
  });
  await saveOtherIntegrator(t.db);
});
afterAll(() => t.close());

let address = 0;
/** A client address of its own, so each test starts with the whole limit. */
const nextAddress = (): string => `10.0.0.${String((address += 1))}`;

const createCart = (payload: object, headers: Record<string, string> = bearer(DEMO_SECRET)) =>
  t.app.inject({ method: 'POST', url: '/embed/carts', payload, headers });

const readCart = (token: string, remoteAddress = nextAddress()) =>
  t.app.inject({ url: `/embed/carts/${token}`, remoteAddress });

describe('POST /embed/carts', () => {
  it('creates a cart for two hours; its token opens it, and only its hash is stored', async () => {
    const [a, b] = [await takeProduct(t.db, { stock: 5 }), await takeProduct(t.db, { stock: 2 })];
    const lines = [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 1 },
    ];
    const before = Date.now();
    const response = await createCart({ lines });
    expect(response.statusCode).toBe(201);
    const cart = json<EmbedCart>(response);
    expect(cart.lines).toEqual(lines);
    expect(cart.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(cart.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(2 * 3600_000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600_000 + 5000);

    const stored = await t.db.query<{ token: string; integrator: string }>(
      'SELECT token, integrator FROM embed_carts',
    );
    const hash = createHash('sha256').update(cart.cartToken).digest('hex');
    expect(stored).toContainEqual({ token: hash, integrator: 'demo' });
    expect(JSON.stringify(stored)).not.toContain(cart.cartToken);

    const read = await readCart(cart.cartToken);
    expect(read.statusCode).toBe(200);
    expect(json<EmbedCart>(read)).toEqual(cart);
  });

  it('refuses a request without the secret, or with a wrong one, with 401', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const payload = { lines: [{ productId: product.id, qty: 1 }] };
    for (const headers of [
      {},
      bearer('no-es-el-secreto'),
      bearer(`${DEMO_SECRET}x`),
      // The stored hash is not the secret.
      bearer(createHash('sha256').update(DEMO_SECRET).digest('hex')),
      { authorization: DEMO_SECRET },
    ]) {
      const response = await createCart(payload, headers);
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response).message).toMatch(/clave secreta del integrador/);
    }
  });

  it('names a product that does not exist (404) or lacks the units (409)', async () => {
    const product = await takeProduct(t.db, { stock: 1 });
    const countCarts = async () => (await t.db.query('SELECT 1 FROM embed_carts')).length;
    const before = await countCarts();
    const missing = await createCart({
      lines: [
        { productId: product.id, qty: 1 },
        { productId: 999_999, qty: 1 },
      ],
    });
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing)).toMatchObject({
      message: 'El producto 999999 no existe',
      fields: { 'lines.1.productId': 'El producto 999999 no existe' },
    });

    const short = await createCart({ lines: [{ productId: product.id, qty: 2 }] });
    expect(short.statusCode).toBe(409);
    expect(json<ErrorBody>(short).message).toContain(`del producto ${String(product.id)}`);
    expect(await countCarts()).toBe(before);
  });

  it('refuses a product listed twice and an empty cart (400)', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const twice = await createCart({
      lines: [
        { productId: product.id, qty: 1 },
        { productId: product.id, qty: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await createCart({ lines: [] })).statusCode).toBe(400);
  });
});

describe('GET /embed/carts/{token}', () => {
  it('answers an unknown or expired token with the same Spanish 404', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const cart = json<EmbedCart>(await createCart({ lines: [{ productId: product.id, qty: 1 }] }));
    await t.db.query("UPDATE embed_carts SET expires_at = now() - interval '1 second' WHERE token = $1", [
      createHash('sha256').update(cart.cartToken).digest('hex'),
    ]);
    for (const token of [cart.cartToken, 'a'.repeat(43)]) {
      const response = await readCart(token);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({
        message: EMBED_API_MESSAGES.cartNotFound,
        code: 'CART_NOT_FOUND',
      });
    }
  });

  it('counts every lookup per client address: the fourth in the window is a 429', async () => {
    const remoteAddress = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await readCart('b'.repeat(43), remoteAddress)).statusCode).toBe(404);
    const limited = await readCart('b'.repeat(43), remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    // Another address still may; so may the same address for the session check.
    expect((await readCart('b'.repeat(43))).statusCode).toBe(404);
    const sessionCheck = await t.app.inject({
      url: '/embed/session?integrator=demo',
      headers: { origin: 'http://localhost:3005' },
      remoteAddress,
    });
    expect(sessionCheck.statusCode).toBe(200);
  });

  it('limits the session check per address too, and the 429 stays readable by the page', async () => {
    const remoteAddress = nextAddress();
    const check = () =>
      t.app.inject({
        url: '/embed/session?integrator=demo',
        headers: { origin: 'http://localhost:3005' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe('http://localhost:3005');
  });
});

describe('integrator secrets', () => {
  it('are stored as their SHA-256 only', async () => {
    const rows = await t.db.query<{ key: string; secret_hash: string }>(
      'SELECT key, secret_hash FROM embed_integrators ORDER BY key',
    );
    expect(rows).toEqual([
      { key: 'demo', secret_hash: createHash('sha256').update(DEMO_SECRET).digest('hex') },
      { key: 'otra', secret_hash: createHash('sha256').update(OTHER_SECRET).digest('hex') },
    ]);
  });

  it('are compared in constant time against every stored hash, the match or not', async () => {
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect((await integratorBySecret(t.db, DEMO_SECRET))?.key).toBe('demo');
      expect(compare).toHaveBeenCalledTimes(2);
      compare.mockClear();
      expect(await integratorBySecret(t.db, 'ninguno')).toBeNull();
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
    }
  });
});
