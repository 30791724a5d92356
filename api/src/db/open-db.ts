import type { Db } from './db.js';

export interface DatabaseConfig {
  /** When set, a real PostgreSQL server is used; otherwise the embedded engine. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
}

export async function openDb(config: DatabaseConfig): Promise<Db> {
  if (config.databaseUrl) {
    const { openPostgresDb } = await import('./postgres-db.js');
    return openPostgresDb(config.databaseUrl);
  }
  const { openPGliteDb } = await import('./pglite-db.js');
  return openPGliteDb(config.pgliteDir);
}
