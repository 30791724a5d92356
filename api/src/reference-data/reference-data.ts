/**
 * Reference data: what every store needs whatever its catalog and customers, loaded on every
 * database (embedded or DATABASE_URL) right after the migrations. Each set is versioned data
 * in code rather than a migration because the same data is also read by code (the places of
 * `src/places/honduras.ts`, the payment days the credit plan uses) and is easier to review as
 * data than as SQL.
 *
 * Rules for a set: `apply` upserts by a natural key (official code, slug, name, day), so it is
 * idempotent and also adopts rows an older seed wrote; it never deletes (rows may be referenced
 * by orders and addresses: retiring one is a migration). Change the data → bump `version`, and
 * every database holding an older version gets the new rows and values on its next start.
 */
import type { Db, Queryable } from '../db/db.js';
import { applyCreditPaymentDays } from './credit-payment-days.js';
import { applyPages } from './pages.js';
import { applyPlaces } from './places.js';
import { applyStores } from './stores.js';

export interface ReferenceDataSet {
  /** Key in the `reference_data` table. */
  name: string;
  /** Positive integer; raise it whenever the set's data changes. */
  version: number;
  apply(tx: Queryable): Promise<void>;
}

/** In dependency order: stores name their municipality, so places come first. */
export const REFERENCE_DATA: readonly ReferenceDataSet[] = [
  { name: 'places', version: 1, apply: applyPlaces },
  { name: 'stores', version: 1, apply: applyStores },
  { name: 'pages', version: 1, apply: applyPages },
  { name: 'credit-payment-days', version: 1, apply: applyCreditPaymentDays },
];

/**
 * Arbitrary key of the transaction-level advisory lock: replicas starting together against one
 * DATABASE_URL apply each set once, the others wait and then see the recorded version.
 */
const REFERENCE_DATA_LOCK = 9_000_001;

/**
 * Applies every set whose recorded version is missing or older, each in its own transaction
 * (all of a set or none of it). A database recorded at a newer version than this code is left
 * alone. Returns `name@version` of the sets applied now.
 */
export async function applyReferenceData(
  db: Db,
  sets: readonly ReferenceDataSet[] = REFERENCE_DATA,
): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    const appliedNow = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REFERENCE_DATA_LOCK]);
      const [recorded] = await tx.query<{ version: number }>(
        'SELECT version FROM reference_data WHERE name = $1',
        [set.name],
      );
      if (recorded && recorded.version >= set.version) return false;
      await set.apply(tx);
      await tx.query(
        `INSERT INTO reference_data (name, version) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, applied_at = now()`,
        [set.name, set.version],
      );
      return true;
    });
    if (appliedNow) applied.push(`${set.name}@${set.version}`);
  }
  return applied;
}
