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
