import { join } from 'node:path';
import { seed, isSeeded, type SeedSummary } from '../seed/seed.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { openDb } from './open-db.js';

export interface PreparedDb {
  db: Db;
  migrationsApplied: string[];
  seeded: SeedSummary | null;
}

/**
 * After a bulk load or a schema change the planner needs fresh statistics to pick the search
 * indexes, and the GIN indexes' pending lists should be merged. PostgreSQL's autovacuum would
 * get there eventually; PGlite has no autovacuum, so the API does it once, here.
 */
async function refreshStatistics(
  db: Db,
  change: { bulkLoaded: boolean; schemaChanged: boolean },
): Promise<void> {
  if (change.bulkLoaded) await db.exec('VACUUM ANALYZE');
  else if (change.schemaChanged) await db.exec('ANALYZE');
}

/**
 * Opens the database the configuration points at, brings the schema up to date and fills it
 * on first start. The embedded engine keeps its files in `<dataDir>/pglite`.
 */
export async function prepareDb(config: {
  dataDir: string;
  databaseUrl?: string | undefined;
  seedProducts?: number;
}): Promise<PreparedDb> {
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    const migrationsApplied = await migrate(db);
    const seeded = (await isSeeded(db)) ? null : await seed(db, { productCount: config.seedProducts ?? 0 });
    await refreshStatistics(db, { bulkLoaded: seeded !== null, schemaChanged: migrationsApplied.length > 0 });
    return { db, migrationsApplied, seeded };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
