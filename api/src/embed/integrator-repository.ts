/**
 * Integrators of the embeddable checkout (migration 016): who may frame it (origins), and the
 * server secret that reads their orders and creates their carts. Secrets are stored only as
 * their SHA-256 (as every bearer token, src/auth/token-hash.ts) and recognised in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { hashToken } from '../auth/token-hash.js';

export interface Integrator {
  key: string;
  name: string;
  /** Normalised origins (embed-origin.ts). */
  origins: string[];
}

/** An integrator as the embed routes read it: also whether an admin disabled it (migration 023). */
export interface StoredIntegrator extends Integrator {
  disabled: boolean;
}

export interface NewIntegrator extends Integrator {
  /** The server secret, given once to the integrator; only its hash is kept. */
  secret: string;
}

/** A new server secret: 32 random bytes, base64url (nothing to guess, only a value to recognise). */
export const newIntegratorSecret = (): string => randomBytes(32).toString('base64url');

const STORED_COLUMNS = 'key, name, origins, disabled_at IS NOT NULL AS disabled';

export async function findIntegrator(db: Queryable, key: string): Promise<StoredIntegrator | null> {
  const rows = await db.query<StoredIntegrator>(
    `SELECT ${STORED_COLUMNS} FROM embed_integrators WHERE key = $1`,
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Creates the integrator, or updates its name, origins and secret when the key exists (the
 * demo seed runs again after a reset; an operator rotates a secret the same way).
 */
export async function saveIntegrator(db: Queryable, integrator: NewIntegrator): Promise<void> {
  await db.query(
    `INSERT INTO embed_integrators (key, name, origins, secret_hash) VALUES ($1, $2, $3::text[], $4)
     ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, origins = EXCLUDED.origins,
                                     secret_hash = EXCLUDED.secret_hash`,
    [integrator.key, integrator.name, integrator.origins, hashToken(integrator.secret)],
  );
}

/**
 * The integrator whose secret this is, or null. Every stored hash is compared, in constant
 * time, whatever matched before: neither the answer's timing nor an index lookup tells how
 * close a guess came. The table holds one row per integrator, so this stays cheap.
 */
export async function integratorBySecret(db: Queryable, secret: string): Promise<StoredIntegrator | null> {
  const presented = Buffer.from(hashToken(secret), 'hex');
  const rows = await db.query<StoredIntegrator & { secret_hash: string }>(
    `SELECT ${STORED_COLUMNS}, secret_hash FROM embed_integrators`,
  );
  let found: StoredIntegrator | null = null;
  for (const row of rows) {
    const stored = Buffer.from(row.secret_hash, 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented) && found === null)
      found = { key: row.key, name: row.name, origins: row.origins, disabled: row.disabled };
  }
  return found;
}
