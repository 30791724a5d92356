/**
 * Issue 10, defect 14: a logout that revokes the session on the server, and session tokens and
 * order access tokens stored only as their SHA-256 (migration 013), as reset tokens already were.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody, LogoutResponse, Order } from '@store/contracts';
import { hashToken } from '../src/auth/token-hash.js';
import { migrate } from '../src/db/migrate.js';
import { migrationsDir } from '../src/paths.js';
import { VALID_CONTACT, createOrder, orderToken, takeProduct } from './support/checkout-fixtures.js';
import { bearer, createEmptyTestDb, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEX_SHA256 = /^[0-9a-f]{64}$/;

const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/users/logout', headers });
const profile = (customer: { id: number; token: string }) =>
  t.app.inject({ url: `/customers/${String(customer.id)}`, headers: bearer(customer.token) });

describe('session tokens', () => {
  it('are stored as their SHA-256, never as the token the client holds', async () => {
    const session = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    const rows = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE customer_id = $1',
      [session.id],
    );
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(session.token));
    expect(JSON.stringify(rows)).not.toContain(session.token);
    for (const row of rows) expect(row.token_hash).toMatch(HEX_SHA256);
    // What the table holds does not log anyone in.
    const fromTable = await profile({ id: session.id, token: hashToken(session.token) });
    expect(fromTable.statusCode).toBe(401);
    expect((await profile(session)).statusCode).toBe(200);
  });
});

describe('POST /users/logout', () => {
  it('revokes the session: the same token is 401 afterwards, other sessions stay open', async () => {
    const phone = await loginAs(t.app, 'cliente@ejemplo.hn');
    const laptop = await loginAs(t.app, 'cliente@ejemplo.hn');
    expect((await profile(phone)).statusCode).toBe(200);

    const response = await logout(bearer(phone.token));
    expect(response.statusCode).toBe(200);
    expect(json<LogoutResponse>(response)).toEqual({ success: true, message: 'Sesión cerrada' });

    const after = await profile(phone);
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after)).toEqual({ message: 'Inicia sesión para continuar', code: 'UNAUTHORIZED' });
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1',
      [hashToken(phone.token)],
    );
    expect(row?.n).toBe(0);
    // Logging out on one device leaves the others logged in.
    expect((await profile(laptop)).statusCode).toBe(200);
    // A revoked token cannot log out again either.
    expect((await logout(bearer(phone.token))).statusCode).toBe(401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await logout()).statusCode).toBe(401);
    const unknown = await logout(bearer('f'.repeat(64)));
    expect(unknown.statusCode).toBe(401);
    expect(json<ErrorBody>(unknown).code).toBe('UNAUTHORIZED');
  });
});

describe('order access tokens', () => {
  it('are stored as their SHA-256; the token opens the order, the stored value does not', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    expect(order.accessToken).toMatch(HEX_SHA256);
    const [row] = await t.db.query<{ access_token: string }>(
      'SELECT access_token FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row?.access_token).toBe(hashToken(order.accessToken));
    expect(row?.access_token).not.toBe(order.accessToken);

    const opened = await t.app.inject({ url: `/orders/${String(order.id)}`, headers: orderToken(order) });
    expect(opened.statusCode).toBe(200);
    expect(json<Order>(opened)).not.toHaveProperty('accessToken');
    const withStoredValue = await t.app.inject({
      url: `/orders/${String(order.id)}`,
      headers: { 'x-order-token': row?.access_token ?? '' },
    });
    expect(withStoredValue.statusCode).toBe(404);
  });

  it('an Idempotency-Key replay answers with a new token that opens the order (the lost one stops)', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const payload = { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT };
    const headers = { 'idempotency-key': 'b7e1c2d3-hashed-tokens-replay-0001' };
    const first = await createOrder(t.app, payload, headers);
    const replay = await t.app.inject({ method: 'POST', url: '/orders', payload, headers });
    expect(replay.statusCode).toBe(200);
    const again = json<Order & { accessToken: string }>(replay);
    expect(again.id).toBe(first.id);
    expect(again.accessToken).toMatch(HEX_SHA256);
    expect(again.accessToken).not.toBe(first.accessToken);
    const open = (token: string) =>
      t.app.inject({ url: `/orders/${String(first.id)}`, headers: { 'x-order-token': token } });
    expect((await open(again.accessToken)).statusCode).toBe(200);
    expect((await open(first.accessToken)).statusCode).toBe(404);
  });
});

describe('migration 013_hashed_tokens.sql', () => {
  it("hashes the existing rows with the API's own function (PGlite and PostgreSQL)", async () => {
    const empty = await createEmptyTestDb();
    const before = await mkdtemp(join(tmpdir(), 'migrations-before-013-'));
    try {
      // The schema as it was before 013, with tokens stored the old way.
      const files = (await readdir(migrationsDir)).filter((file) => /^\d{3}_/.test(file) && file < '013');
      for (const file of files) await copyFile(join(migrationsDir, file), join(before, file));
      await migrate(empty.db, before);
      const sessionToken = 'a1'.repeat(32);
      const orderAccessToken = 'ñandú-ü-token'; // non-ASCII: SQL must hash the UTF-8 bytes, as Node does
      const [customer] = await empty.db.query<{ id: number }>(
        "INSERT INTO customers (email, password_hash) VALUES ('migrada@ejemplo.hn', 'x') RETURNING id",
      );
      await empty.db.query(
        "INSERT INTO sessions (token, customer_id, expires_at) VALUES ($1, $2, now() + interval '1 day')",
        [sessionToken, customer?.id],
      );
      const [order] = await empty.db.query<{ id: number }>(
        "INSERT INTO orders (number, access_token) VALUES ('HN-MIGRA-0013', $1) RETURNING id",
        [orderAccessToken],
      );

      expect(await migrate(empty.db)).toContain('013_hashed_tokens.sql');

      const sessions = await empty.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(sessions).toEqual([{ token_hash: hashToken(sessionToken) }]);
      const [converted] = await empty.db.query<{ access_token: string }>(
        'SELECT access_token FROM orders WHERE id = $1',
        [order?.id],
      );
      expect(converted?.access_token).toBe(hashToken(orderAccessToken));
    } finally {
      await empty.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
