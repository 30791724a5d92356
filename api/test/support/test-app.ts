import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openPGliteDb } from '../../src/db/pglite-db.js';
import { openPostgresDb } from '../../src/db/postgres-db.js';
import { applyReferenceData } from '../../src/reference-data/reference-data.js';
import { seed } from '../../src/seed/seed.js';
import { scaledRateLimits } from '../../src/http/rate-limit.js';
import { defaultGatewaySettings } from '../../src/payments/gateway-settings.js';
import { DEVELOPMENT_ACCOUNT_SETTINGS } from '../../src/users/account-settings.js';
import { DEFAULT_CHECKOUT_SETTINGS } from '../../src/orders/checkout-settings.js';

/**
 * Checkout settings of the test apps: one file places many orders with one e-mail from one
 * address, so the open-order and hold limits are widened; the tests of those limits set their own.
 */
export const WIDE_CHECKOUT_SETTINGS = {
  ...DEFAULT_CHECKOUT_SETTINGS,
  maxOpenOrders: 1000,
  maxHeldUnits: 1_000_000,
  maxHeldValue: 1_000_000_000,
  maxHeldUnitsPerAddress: 1_000_000,
};

export interface TestDb {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test database. */
  close(): Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  imageCacheDir: string;
  close(): Promise<void>;
}

/**
 * `TEST_DATABASE_URL` (an admin connection to a PostgreSQL server, e.g. the throwaway cluster
 * `npm test` starts) switches every test app to PostgreSQL; unset, PGlite in memory is used.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** SQLSTATE of "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/** A fresh PostgreSQL database per test file, so files can run in parallel without sharing rows. */
async function createPostgresTestDb(adminUrl: string): Promise<TestDb> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // `name` is made here of [a-z0-9_] only, so it is safe to interpolate as an identifier.
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let db: Db;
  try {
    db = await openPostgresDb(url.toString());
  } catch (error) {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    throw error;
  }
  return {
    db,
    async close() {
      await db.close();
      // pool.end() resolves before every socket has finished closing; wait for them rather
      // than terminate them (a terminated connection reports an error to its pool).
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          await admin(`DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A new, empty database (not even migrated): in-memory PGlite, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set. For tests of how a database is prepared (database.test.ts).
 */
export async function createEmptyTestDb(): Promise<TestDb> {
  const adminUrl = testDatabaseUrl();
  return adminUrl
    ? createPostgresTestDb(adminUrl)
    : openPGliteDb().then((db) => ({ db, close: () => db.close() }));
}

export interface TestDbOptions {
  /**
   * Load the demo data (src/seed/): the catalog, customers, coupons and credit history most
   * tests are written against. On by default, loaded explicitly here rather than by a
   * first-start rule; `false` gives a store with only the reference data.
   */
  demoData?: boolean;
}

/**
 * A migrated database with the reference data and, unless `demoData: false`, the demo data:
 * see createEmptyTestDb for the engine. For tests that build their own app; most use
 * createTestApp().
 */
export async function createTestDb({ demoData = true }: TestDbOptions = {}): Promise<TestDb> {
  const testDb = await createEmptyTestDb();
  try {
    await migrate(testDb.db);
    await applyReferenceData(testDb.db);
    if (demoData) await seed(testDb.db);
  } catch (error) {
    await testDb.close().catch(() => undefined);
    throw error;
  }
  return testDb;
}

/**
 * A real API over a real database (see createTestDb): migrated, with the reference data and the
 * demo data unless `demoData: false`. Booting PostgreSQL-in-WASM takes a couple of seconds, so
 * each test file shares one. The other options go to buildApp (e.g. `catalogCache` for the
 * cache tests). The request limits are widened a thousandfold unless `rateLimits` is given, and
 * the open unpaid orders per shopper to 1000 unless `checkout` is. The development aids are on
 * (sandbox gateway, outbox, local bot check) unless `gatewaySandbox`, `gateway`, `account` say
 * otherwise.
 */
export async function createTestApp({
  demoData,
  ...options
}: Partial<Omit<AppOptions, 'db'>> & TestDbOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb({ demoData });
  const { db } = testDb;
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'api-images-'));
  // Most files make many requests from one address (and orders with one e-mail); the abuse-limit
  // tests pass their own limits (`rateLimits`, `checkout.maxOpenOrders`).
  const app = await buildApp({
    imageCacheDir,
    // The development aids (DEVELOPMENT_AIDS=1), asked for explicitly: buildApp's defaults are
    // the safe ones. The sandbox gateway, the outbox and the `local-dev:` bot-check tokens.
    gatewaySandbox: true,
    gateway: defaultGatewaySettings(),
    account: DEVELOPMENT_ACCOUNT_SETTINGS,
    rateLimits: scaledRateLimits(1000),
    checkout: WIDE_CHECKOUT_SETTINGS,
    ...options,
    db,
  });
  await app.ready();
  return {
    app,
    db,
    imageCacheDir,
    async close() {
      await app.close();
      await testDb.close();
      await rm(imageCacheDir, { recursive: true, force: true });
    },
  };
}

/** Parses a JSON response body with a declared shape (tests assert on it right after). */
export function json<T>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** Password of every demo customer (src/seed/customers.ts). */
export const DEMO_PASSWORD = 'Honduras2026';

/** Logs a demo customer in over HTTP; returns their id and session token. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<{ id: number; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/users/login',
    // The development bot-check token (src/auth/bot-verifier.ts), as mf-portal sends it.
    payload: { username: email, password, token: 'local-dev:login' },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  const { id, token } = JSON.parse(response.body) as { id: number; token: string };
  return { id, token };
}

/** POST /users/login from a given client address (the throttle counts per address). */
export function loginFrom(
  app: FastifyInstance,
  remoteAddress: string,
  username: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { username, password, token: 'local-dev:login' },
    remoteAddress,
  });
}

/** `Authorization: Bearer <token>` headers for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
