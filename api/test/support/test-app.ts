import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openPGliteDb } from '../../src/db/pglite-db.js';
import { seed } from '../../src/seed/seed.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  imageCacheDir: string;
  close(): Promise<void>;
}

/**
 * A real API over a real (in-memory) PGlite database, migrated and seeded exactly as on first
 * start. Booting PostgreSQL-in-WASM takes a couple of seconds, so each test file shares one.
 */
export async function createTestApp(): Promise<TestApp> {
  const db = await openPGliteDb();
  await migrate(db);
  await seed(db);
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'api-images-'));
  const app = await buildApp({ db, imageCacheDir });
  await app.ready();
  return {
    app,
    db,
    imageCacheDir,
    async close() {
      await app.close();
      await db.close();
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
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  const { id, token } = JSON.parse(response.body) as { id: number; token: string };
  return { id, token };
}

/** `Authorization: Bearer <token>` headers for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
