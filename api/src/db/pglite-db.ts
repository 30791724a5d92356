import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.js';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

function queryable(client: PGliteLike): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await client.exec(sql);
    },
  };
}

/**
 * Extensions the migrations create. PGlite ships contrib modules as separate bundles that
 * must be loaded when the engine starts; on PostgreSQL they come with the server.
 */
const EXTENSIONS = { pg_trgm };

/**
 * Opens the embedded database. Without `dataDir` it lives in memory (tests);
 * with it, the folder is created on first use and PGlite runs initdb there.
 */
export async function openPGliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: EXTENSIONS });
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
  };
}
