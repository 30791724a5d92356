import type { Ownership } from '../auth/ownership.js';
import type { Db } from '../db/db.js';

/** What every route plugin receives from `buildApp`. */
export interface RouteDeps {
  db: Db;
  /** Who may touch customer-scoped data: the one place that checks tokens and owners. */
  ownership: Ownership;
}
