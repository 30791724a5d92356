import pg from 'pg';
import type { Db, Queryable } from './db.js';

type ClientLike = Pick<pg.PoolClient, 'query'>;

function queryable(client: ClientLike | pg.Pool): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await client.query<T & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Connects to a PostgreSQL server (production path, set by DATABASE_URL). */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle pooled connection can be closed by the server (restart, admin termination). pg
  // reports that as an 'error' event, which would crash the process without a listener; the
  // pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error('PostgreSQL cerró una conexión inactiva del pool:', error.message);
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
