/**
 * The one database contract the rest of the API uses. Two adapters implement it:
 * PGlite (embedded PostgreSQL, the default) and `pg` (a real PostgreSQL server).
 * SQL written against it must therefore be plain PostgreSQL.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT; any thrown error rolls the whole unit back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
