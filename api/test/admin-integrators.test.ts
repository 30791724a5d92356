/**
 * Integrators in the back office (issue 34, "Admin"): an admin edits the allowed origins
 * (https, or http://localhost for development), rotates the server secret (the old one is
 * refused at once, the new one shown once) and disables or enables an integrator (its page,
 * frame, carts, orders and order reads refused with a Spanish message), and creates a new
 * integrator whose secret, shown once, works at once. Each change is audited;
 * the embed routes are called over HTTP to prove each change takes effect.
 */
import {
  EMBED_ORDER_HEADERS,
  INTEGRATOR_MESSAGES,
  type AdminIntegrator,
  type AdminIntegratorList,
  type AuditPage,
  type ErrorBody,
  type RotatedIntegratorSecret,
} from '@store/contracts';
import { ATTRIBUTION_MESSAGES } from '../src/embed/embed-attribution.js';
import { EMBED_ROUTE_MESSAGES } from '../src/embed/embed-routes.js';
import { takeProduct } from './support/checkout-fixtures.js';
import { OTHER_INTEGRATOR, saveOtherIntegrator } from './support/embed-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';
import { demoStaffToken } from './support/staff-fixtures.js';

const KEY = OTHER_INTEGRATOR.key;
const ORIGIN = OTHER_INTEGRATOR.origins[0];

let t: TestApp;
let admin: string;
let soporte: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoStaffToken(t.db, 'admin@ejemplo.hn');
  soporte = await demoStaffToken(t.db, 'soporte@ejemplo.hn');
});
afterAll(() => t.close());
// Each test starts from the fixture's integrator: its origins, its secret, enabled.
beforeEach(async () => {
  await saveOtherIntegrator(t.db);
  await t.db.query('UPDATE embed_integrators SET disabled_at = NULL WHERE key = $1', [KEY]);
});

const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const setOrigins = (origins: string[]) => adminCall('PUT', `/admin/integrators/${KEY}/origins`, { origins });

const session = (origin: string) =>
  t.app.inject({ url: `/embed/session?integrator=${KEY}`, headers: { origin } });

async function createCart(secret: string) {
  const product = await takeProduct(t.db, { stock: 5 });
  return t.app.inject({
    method: 'POST',
    url: '/embed/carts',
    headers: bearer(secret),
    payload: { lines: [{ productId: product.id, qty: 1 }] },
  });
}

async function lastAudit(action: string) {
  const page = json<AuditPage>(await adminCall('GET', `/admin/audit?action=${action}&entityId=${KEY}`));
  return page.items[0];
}

describe('GET /admin/integrators', () => {
  it('lists each integrator with its origins and state, never its secret; admin only', async () => {
    const response = await adminCall('GET', '/admin/integrators');
    expect(response.statusCode).toBe(200);
    const other = json<AdminIntegratorList>(response).items.find((item) => item.key === KEY);
    expect(other).toMatchObject({ name: OTHER_INTEGRATOR.name, origins: [ORIGIN], disabled: false });
    expect(response.body).not.toContain(OTHER_INTEGRATOR.secret);
    expect(response.body).not.toMatch(/secret_hash|[0-9a-f]{64}/);

    const refused = await adminCall('GET', '/admin/integrators', undefined, soporte);
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /admin/integrators/{key}/origins', () => {
  it('stores the origins normalised, and the embed session follows at once', async () => {
    const response = await setOrigins([
      'HTTPS://Nueva.Example.hn/',
      'http://localhost:8080',
      'https://nueva.example.hn',
    ]);
    expect(response.statusCode).toBe(200);
    expect(json<AdminIntegrator>(response).origins).toEqual([
      'https://nueva.example.hn',
      'http://localhost:8080',
    ]);

    expect((await session('https://nueva.example.hn')).statusCode).toBe(200);
    expect((await session('http://localhost:8080')).statusCode).toBe(200);
    // The origin taken off the list is refused from the next request.
    expect((await session(ORIGIN)).statusCode).toBe(403);

    expect(await lastAudit('integrator.origins')).toMatchObject({
      staffEmail: 'admin@ejemplo.hn',
      before: { origins: [ORIGIN] },
      after: { origins: ['https://nueva.example.hn', 'http://localhost:8080'] },
    });
  });

  it('refuses each bad origin by position with a Spanish message, and changes nothing', async () => {
    const response = await setOrigins([
      'https://bien.example.hn',
      'http://tienda.example.hn',
      'https://tienda.example.hn/checkout',
      'tienda.example.hn',
    ]);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(Object.keys(body.fields ?? {})).toEqual(['origins.1', 'origins.2', 'origins.3']);
    expect(body.fields?.['origins.1']).toBe(
      '«http://tienda.example.hn» debe usar https:// (http:// solo para localhost en desarrollo)',
    );
    expect(body.fields?.['origins.2']).toContain('sin ruta');
    const [row] = await t.db.query<{ origins: string[] }>(
      'SELECT origins FROM embed_integrators WHERE key = $1',
      [KEY],
    );
    expect(row?.origins).toEqual([ORIGIN]);
  });

  it('refuses an empty list (disabling is how an integrator is stopped)', async () => {
    const response = await setOrigins(['  ']);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(INTEGRATOR_MESSAGES.originsRequired);
  });

  it('answers 404 in Spanish for an unknown integrator', async () => {
    const response = await adminCall('PUT', '/admin/integrators/no-existe/origins', { origins: [ORIGIN] });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe(INTEGRATOR_MESSAGES.notFound);
  });
});

describe('POST /admin/integrators/{key}/rotate-secret', () => {
  it('returns a new secret once; the old one is refused from then on, the new one works', async () => {
    expect((await createCart(OTHER_INTEGRATOR.secret)).statusCode).toBe(201);

    const response = await adminCall('POST', `/admin/integrators/${KEY}/rotate-secret`);
    expect(response.statusCode).toBe(200);
    const { secret, integrator } = json<RotatedIntegratorSecret>(response);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(integrator.secretRotatedAt).not.toBeNull();

    const old = await createCart(OTHER_INTEGRATOR.secret);
    expect(old.statusCode).toBe(401);
    expect(json<ErrorBody>(old).message).toBe(EMBED_ROUTE_MESSAGES.secretMissing);
    expect(
      (
        await t.app.inject({
          url: '/embed/orders/HN-0000-0000-0000',
          headers: bearer(OTHER_INTEGRATOR.secret),
        })
      ).statusCode,
    ).toBe(401);
    expect((await createCart(secret)).statusCode).toBe(201);

    // Never shown again: not in the list, not in the audit log.
    expect((await adminCall('GET', '/admin/integrators')).body).not.toContain(secret);
    const entry = await lastAudit('integrator.rotate-secret');
    expect(entry?.staffEmail).toBe('admin@ejemplo.hn');
    expect(JSON.stringify(entry)).not.toContain(secret);
  });
});

describe('POST /admin/integrators/{key}/disable and /enable', () => {
  it("refuses a disabled integrator's session, frame, carts, order reads and orders in Spanish, until enabled", async () => {
    const disabled = await adminCall('POST', `/admin/integrators/${KEY}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(json<AdminIntegrator>(disabled).disabled).toBe(true);

    const refusedSession = await session(ORIGIN);
    expect(refusedSession.statusCode).toBe(403);
    expect(json<ErrorBody>(refusedSession)).toMatchObject({
      code: 'INTEGRATOR_DISABLED',
      message: EMBED_ROUTE_MESSAGES.integratorDisabled,
    });

    const frame = await t.app.inject({
      url: `/embed/frame?integrator=${KEY}&origin=${encodeURIComponent(ORIGIN)}`,
    });
    expect(frame.statusCode).toBe(403);
    expect(frame.body).toContain('está desactivado');

    const cart = await createCart(OTHER_INTEGRATOR.secret);
    expect(cart.statusCode).toBe(403);
    expect(json<ErrorBody>(cart).message).toBe(EMBED_ROUTE_MESSAGES.integratorDisabled);
    const orderRead = await t.app.inject({
      url: '/embed/orders/HN-0000-0000-0000',
      headers: bearer(OTHER_INTEGRATOR.secret),
    });
    expect(orderRead.statusCode).toBe(403);

    const product = await takeProduct(t.db, { stock: 5 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/orders',
      headers: { [EMBED_ORDER_HEADERS.integrator]: KEY, [EMBED_ORDER_HEADERS.origin]: ORIGIN },
      payload: { products: [{ id: product.id, qty: 1 }] },
    });
    expect(order.statusCode).toBe(400);
    expect(json<ErrorBody>(order).message).toBe(ATTRIBUTION_MESSAGES.disabled);

    // Disabling again changes nothing and writes no second entry.
    await adminCall('POST', `/admin/integrators/${KEY}/disable`);
    const entries = json<AuditPage>(
      await adminCall('GET', `/admin/audit?action=integrator.disable&entityId=${KEY}`),
    );
    expect(entries.items).toHaveLength(1);
    expect(entries.items[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });

    const enabled = await adminCall('POST', `/admin/integrators/${KEY}/enable`);
    expect(json<AdminIntegrator>(enabled).disabled).toBe(false);
    expect((await session(ORIGIN)).statusCode).toBe(200);
    expect((await createCart(OTHER_INTEGRATOR.secret)).statusCode).toBe(201);
  });
});

describe('POST /admin/integrators', () => {
  const NEW_KEY = 'tienda-nueva';
  const NEW_ORIGIN = 'https://tienda-nueva.example.hn';
  beforeEach(async () => {
    await t.db.query('DELETE FROM embed_integrators WHERE key = $1', [NEW_KEY]);
  });
  const create = (payload: object, token = admin) => adminCall('POST', '/admin/integrators', payload, token);

  it('creates the integrator; its secret, shown once, makes carts and its origin opens the session', async () => {
    const response = await create({ key: NEW_KEY, name: ' Tienda Nueva ', origins: [`${NEW_ORIGIN}/`] });
    expect(response.statusCode).toBe(201);
    const { integrator, secret } = json<RotatedIntegratorSecret>(response);
    expect(integrator).toMatchObject({
      key: NEW_KEY,
      name: 'Tienda Nueva',
      origins: [NEW_ORIGIN],
      disabled: false,
    });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const allowed = await t.app.inject({
      url: `/embed/session?integrator=${NEW_KEY}`,
      headers: { origin: NEW_ORIGIN },
    });
    expect(allowed.statusCode).toBe(200);
    const other = await t.app.inject({
      url: `/embed/session?integrator=${NEW_KEY}`,
      headers: { origin: 'https://otra.example.hn' },
    });
    expect(other.statusCode).toBe(403);
    const product = await takeProduct(t.db, { stock: 5 });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/embed/carts',
      headers: bearer(secret),
      payload: { lines: [{ productId: product.id, qty: 1 }] },
    });
    expect(cart.statusCode).toBe(201);

    // Never shown again: not in the list, not in the audit log, which records who created it.
    expect((await adminCall('GET', '/admin/integrators')).body).not.toContain(secret);
    const page = json<AuditPage>(
      await adminCall('GET', `/admin/audit?action=integrator.create&entityId=${NEW_KEY}`),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      staffEmail: 'admin@ejemplo.hn',
      after: { name: 'Tienda Nueva', origins: [NEW_ORIGIN], disabled: false },
    });
    expect(JSON.stringify(page.items[0])).not.toContain(secret);
  });

  it('refuses a bad origin, key or name field by field in Spanish, and saves nothing', async () => {
    const response = await create({
      key: 'Tienda Nueva',
      name: ' ',
      origins: ['http://tienda-nueva.example.hn'],
    });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.fields).toEqual({
      key: INTEGRATOR_MESSAGES.keyFormat,
      name: INTEGRATOR_MESSAGES.nameRequired,
      'origins.0':
        '«http://tienda-nueva.example.hn» debe usar https:// (http:// solo para localhost en desarrollo)',
    });

    const badOrigin = await create({
      key: NEW_KEY,
      name: 'Tienda Nueva',
      origins: ['https://tienda-nueva.example.hn/checkout'],
    });
    expect(badOrigin.statusCode).toBe(400);
    expect(json<ErrorBody>(badOrigin).message).toContain('sin ruta');
    const rows = await t.db.query('SELECT key FROM embed_integrators WHERE key = $1', [NEW_KEY]);
    expect(rows).toHaveLength(0);
  });

  it('answers 409 in Spanish for a key already taken, keeping the first secret; admin only', async () => {
    const taken = await create({ key: KEY, name: 'Otro nombre', origins: [NEW_ORIGIN] });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken)).toMatchObject({
      code: 'INTEGRATOR_KEY_TAKEN',
      message: INTEGRATOR_MESSAGES.keyTaken(KEY),
    });
    expect((await createCart(OTHER_INTEGRATOR.secret)).statusCode).toBe(201);

    const refused = await create({ key: NEW_KEY, name: 'Tienda Nueva', origins: [NEW_ORIGIN] }, soporte);
    expect(refused.statusCode).toBe(403);
  });
});
