/**
 * Integrators in the back office (role `admin`): their allowed origins, a new server secret,
 * disabling. The embed routes read the same row on every request (src/embed/), so each change
 * takes effect on the next request: a rotated secret's old value gets 401 at once, a disabled
 * integrator's page, frame, carts and order reads are refused until it is enabled again.
 */
import {
  INTEGRATOR_MAX_ORIGINS,
  INTEGRATOR_MESSAGES,
  integratorKeyProblem,
  integratorOriginProblem,
  type AdminIntegrator,
  type NewIntegratorBody,
  type RotatedIntegratorSecret,
} from '@store/contracts';
import { audit } from '../audit/audit-log.js';
import { hashToken } from '../auth/token-hash.js';
import type { Db, Queryable } from '../db/db.js';
import { normaliseOrigin } from '../embed/embed-origin.js';
import { newIntegratorSecret } from '../embed/integrator-repository.js';
import { HttpError, notFound, validationError } from '../http/errors.js';
import type { StaffPrincipal } from '../staff/staff-access.js';
import { isUniqueViolation } from '../users/customer-repository.js';

interface IntegratorDbRow {
  key: string;
  name: string;
  origins: string[];
  disabled_at: Date | string | null;
  secret_rotated_at: Date | string | null;
  created_at: Date | string;
}

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function adminIntegrator(row: IntegratorDbRow): AdminIntegrator {
  return {
    key: row.key,
    name: row.name,
    origins: row.origins,
    disabled: row.disabled_at !== null,
    disabledAt: isoOrNull(row.disabled_at),
    secretRotatedAt: isoOrNull(row.secret_rotated_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS = 'key, name, origins, disabled_at, secret_rotated_at, created_at';

export async function listAdminIntegrators(db: Queryable): Promise<AdminIntegrator[]> {
  const rows = await db.query<IntegratorDbRow>(`SELECT ${COLUMNS} FROM embed_integrators ORDER BY name, key`);
  return rows.map(adminIntegrator);
}

async function lockedIntegrator(tx: Queryable, key: string): Promise<AdminIntegrator> {
  const [row] = await tx.query<IntegratorDbRow>(
    `SELECT ${COLUMNS} FROM embed_integrators WHERE key = $1 FOR UPDATE`,
    [key],
  );
  if (!row) throw notFound(INTEGRATOR_MESSAGES.notFound);
  return adminIntegrator(row);
}

/** What the audit log shows of an integrator (never its secret or the secret's hash). */
const auditView = ({ name, origins, disabled, secretRotatedAt }: AdminIntegrator) => ({
  name,
  origins,
  disabled,
  secretRotatedAt,
});

/** One change of an integrator's row, locked, audited with before → after, in one transaction. */
async function changeIntegrator(
  db: Db,
  key: string,
  staff: StaffPrincipal,
  action: string,
  apply: (tx: Queryable, before: AdminIntegrator) => Promise<boolean>,
): Promise<AdminIntegrator> {
  return db.transaction(async (tx) => {
    const before = await lockedIntegrator(tx, key);
    if (!(await apply(tx, before))) return before;
    const after = await lockedIntegrator(tx, key);
    await audit(tx, staff, {
      action,
      entityType: 'integrator',
      entityId: key,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/**
 * The origins as typed, checked one by one (https, or http://localhost for development), then
 * normalised as the embed routes compare them and without repeats. Every bad entry is reported
 * in `fields` as `origins.N`.
 */
export function checkedOrigins(typed: readonly string[]): string[] {
  const entries = typed.map((origin) => origin.trim()).filter((origin) => origin !== '');
  if (entries.length === 0) throw validationError({ origins: INTEGRATOR_MESSAGES.originsRequired });
  if (entries.length > INTEGRATOR_MAX_ORIGINS)
    throw validationError({ origins: INTEGRATOR_MESSAGES.tooManyOrigins });
  const problems: Record<string, string> = {};
  const origins: string[] = [];
  entries.forEach((entry, index) => {
    const problem = integratorOriginProblem(entry);
    const origin = problem === null ? normaliseOrigin(entry) : null;
    if (problem !== null || origin === null)
      problems[`origins.${index}`] = problem ?? `«${entry}» no es un origen válido`;
    else if (!origins.includes(origin)) origins.push(origin);
  });
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return origins;
}

export function setIntegratorOrigins(
  db: Db,
  key: string,
  typed: readonly string[],
  staff: StaffPrincipal,
): Promise<AdminIntegrator> {
  const origins = checkedOrigins(typed);
  return changeIntegrator(db, key, staff, 'integrator.origins', async (tx, before) => {
    if (before.origins.length === origins.length && before.origins.every((o, i) => o === origins[i]))
      return false;
    await tx.query('UPDATE embed_integrators SET origins = $2::text[] WHERE key = $1', [key, origins]);
    return true;
  });
}

/** Disables (true) or enables (false); asking for the state it is in changes nothing. */
export function setIntegratorDisabled(
  db: Db,
  key: string,
  disabled: boolean,
  staff: StaffPrincipal,
): Promise<AdminIntegrator> {
  return changeIntegrator(
    db,
    key,
    staff,
    disabled ? 'integrator.disable' : 'integrator.enable',
    async (tx, before) => {
      if (before.disabled === disabled) return false;
      await tx.query(
        `UPDATE embed_integrators SET disabled_at = ${disabled ? 'now()' : 'NULL'} WHERE key = $1`,
        [key],
      );
      return true;
    },
  );
}

/**
 * A new server secret, returned this once; only its SHA-256 is stored, so the old secret stops
 * working with this transaction's commit. Carts already made stay valid (their own tokens).
 */
export async function rotateIntegratorSecret(
  db: Db,
  key: string,
  staff: StaffPrincipal,
): Promise<RotatedIntegratorSecret> {
  const secret = newIntegratorSecret();
  const integrator = await changeIntegrator(db, key, staff, 'integrator.rotate-secret', async (tx) => {
    await tx.query(
      'UPDATE embed_integrators SET secret_hash = $2, secret_rotated_at = clock_timestamp() WHERE key = $1',
      [key, hashToken(secret)],
    );
    return true;
  });
  return { integrator, secret };
}

export const INTEGRATOR_KEY_TAKEN = 'INTEGRATOR_KEY_TAKEN';

const integratorKeyTaken = (key: string): HttpError =>
  new HttpError(409, INTEGRATOR_MESSAGES.keyTaken(key), INTEGRATOR_KEY_TAKEN, {
    key: INTEGRATOR_MESSAGES.keyTaken(key),
  });

/** Key, name and origins as typed, each problem reported by field (origins as `origins.N`). */
function checkedNewIntegrator(body: NewIntegratorBody): { key: string; name: string; origins: string[] } {
  const problems: Record<string, string> = {};
  const key = body.key.trim();
  const name = body.name.trim();
  const keyProblem = integratorKeyProblem(key);
  if (keyProblem !== null) problems.key = keyProblem;
  if (name === '') problems.name = INTEGRATOR_MESSAGES.nameRequired;
  let origins: string[] = [];
  try {
    origins = checkedOrigins(body.origins);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    Object.assign(problems, error.fields);
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { key, name, origins };
}

/**
 * A new integrator with a random server secret, returned this once (as a rotation does); only
 * its SHA-256 is stored. The key is the primary key, so a taken one is a 409, also when two
 * admins race for it.
 */
export async function createIntegrator(
  db: Db,
  body: NewIntegratorBody,
  staff: StaffPrincipal,
): Promise<RotatedIntegratorSecret> {
  const { key, name, origins } = checkedNewIntegrator(body);
  const secret = newIntegratorSecret();
  try {
    const integrator = await db.transaction(async (tx) => {
      const [row] = await tx.query<IntegratorDbRow>(
        `INSERT INTO embed_integrators (key, name, origins, secret_hash) VALUES ($1, $2, $3::text[], $4)
         ON CONFLICT (key) DO NOTHING RETURNING ${COLUMNS}`,
        [key, name, origins, hashToken(secret)],
      );
      if (!row) throw integratorKeyTaken(key);
      const created = adminIntegrator(row);
      await audit(tx, staff, {
        action: 'integrator.create',
        entityType: 'integrator',
        entityId: key,
        after: auditView(created),
      });
      return created;
    });
    return { integrator, secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw integratorKeyTaken(key);
    throw error;
  }
}
