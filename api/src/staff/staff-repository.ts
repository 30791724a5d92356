/**
 * The `staff` table (migration 018): staff accounts, their roles, second factor and lockout.
 * Staff are disabled, never deleted (the audit log refers to them).
 */
import type { StaffProfile, StaffRole } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import type { StaffLockout } from './staff-settings.js';

export interface StaffRecord {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  roles: StaffRole[];
  /** Sealed (src/staff/totp-secret.ts); null when none was issued. */
  totp_secret: string | null;
  totp_enrolled: boolean;
  disabled_at: Date | string | null;
  locked_until: Date | string | null;
  created_at: Date | string;
  /** Still the one-time password of the invitation (migration 023). */
  must_change_password: boolean;
}

const COLUMNS =
  'id, email, name, password_hash, roles, totp_secret, totp_enrolled, disabled_at, locked_until, created_at, must_change_password';

/** E-mails are stored trimmed and in lower case (a CHECK of migration 018). */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** What the back office may see of a staff member: never the password or the secret. */
export function staffProfile(staff: StaffRecord, now = new Date()): StaffProfile {
  const lockedUntil = staff.locked_until === null ? null : new Date(staff.locked_until);
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    secondFactor: staff.totp_enrolled ? 'enrolled' : staff.totp_secret === null ? 'none' : 'pending',
    disabled: staff.disabled_at !== null,
    lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil.toISOString() : null,
    createdAt: isoOrNull(staff.created_at) ?? '',
    mustChangePassword: staff.must_change_password,
  };
}

/** The one staff row a statement returns (a SELECT by key, or `RETURNING`), or null. */
async function oneStaff(db: Queryable, sql: string, params: readonly unknown[]): Promise<StaffRecord | null> {
  const rows = await db.query<StaffRecord>(sql, params);
  return rows[0] ?? null;
}

export function findStaffByEmail(db: Queryable, email: string): Promise<StaffRecord | null> {
  return oneStaff(db, `SELECT ${COLUMNS} FROM staff WHERE email = $1`, [normaliseStaffEmail(email)]);
}

/** `forUpdate` locks the row until the transaction ends (changes that check other rows first). */
export function findStaffById(
  db: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffRecord | null> {
  return oneStaff(db, `SELECT ${COLUMNS} FROM staff WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
}

export function listStaff(db: Queryable): Promise<StaffRecord[]> {
  return db.query<StaffRecord>(`SELECT ${COLUMNS} FROM staff ORDER BY disabled_at IS NOT NULL, email`);
}

export interface NewStaff {
  email: string;
  name: string;
  roles: readonly StaffRole[];
  passwordHash: string;
  /** Sealed secret, or null (demo staff). */
  totpSecret: string | null;
  /** A one-time password the person must replace at their first login. */
  mustChangePassword?: boolean | undefined;
}

/** Inserts a staff member; null when the e-mail is taken (nothing is changed then). */
export function insertStaff(db: Queryable, staff: NewStaff): Promise<StaffRecord | null> {
  return oneStaff(
    db,
    `INSERT INTO staff (email, name, roles, password_hash, totp_secret, must_change_password)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [
      normaliseStaffEmail(staff.email),
      staff.name.trim(),
      [...staff.roles],
      staff.passwordHash,
      staff.totpSecret,
      staff.mustChangePassword ?? false,
    ],
  );
}

export interface StaffChange {
  name?: string | undefined;
  roles?: readonly StaffRole[] | undefined;
  disabled?: boolean | undefined;
}

/** Applies the fields given; enabling an account also lifts its lockout. */
export function updateStaff(db: Queryable, id: number, change: StaffChange): Promise<StaffRecord | null> {
  return oneStaff(
    db,
    `UPDATE staff SET
       name = COALESCE($2, name),
       roles = COALESCE($3, roles),
       disabled_at = CASE WHEN $4::boolean IS NULL THEN disabled_at
                          WHEN $4::boolean THEN COALESCE(disabled_at, now()) ELSE NULL END,
       failed_attempts = CASE WHEN $4::boolean = false THEN 0 ELSE failed_attempts END,
       locked_until = CASE WHEN $4::boolean = false THEN NULL ELSE locked_until END
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.name?.trim() ?? null, change.roles ? [...change.roles] : null, change.disabled ?? null],
  );
}

/** The staff member's own new password; the one-time password's obligation ends with it. */
export function replaceStaffPassword(
  db: Queryable,
  id: number,
  passwordHash: string,
): Promise<StaffRecord | null> {
  return oneStaff(
    db,
    `UPDATE staff SET password_hash = $2, must_change_password = false WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, passwordHash],
  );
}

/** A new (sealed) secret: the second factor is pending again until a login uses it. */
export function replaceTotpSecret(db: Queryable, id: number, sealed: string): Promise<StaffRecord | null> {
  return oneStaff(
    db,
    `UPDATE staff SET totp_secret = $2, totp_enrolled = false, totp_last_step = NULL
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, sealed],
  );
}

/**
 * Records that a code of `step` was used, and marks the second factor enrolled. False when a
 * code of this step or a later one was already used (a replayed code): one statement, so two
 * logins racing with the same code cannot both pass.
 */
export async function acceptTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE staff SET totp_last_step = $2, totp_enrolled = true
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [id, step],
  );
  return rows.length > 0;
}

/**
 * Counts a failed login. Failures more than `windowMinutes` apart start the count again; the
 * `maxFailures`-th locks the account for `lockMinutes` and starts the count again. Returns the
 * end of the lock it set, or null.
 */
export async function recordLoginFailure(
  db: Queryable,
  id: number,
  lockout: StaffLockout,
): Promise<Date | null> {
  const rows = await db.query<{ locked_until: Date | string | null; locked_now: boolean }>(
    `WITH counted AS (
       SELECT id, CASE WHEN last_failed_at > now() - make_interval(mins => $2) THEN failed_attempts + 1 ELSE 1 END AS n
         FROM staff WHERE id = $1 FOR UPDATE
     )
     UPDATE staff s SET
       failed_attempts = CASE WHEN c.n >= $3 THEN 0 ELSE c.n END,
       last_failed_at = now(),
       locked_until = CASE WHEN c.n >= $3 THEN now() + make_interval(mins => $4) ELSE s.locked_until END
     FROM counted c WHERE s.id = c.id
     RETURNING s.locked_until, c.n >= $3 AS locked_now`,
    [id, lockout.windowMinutes, lockout.maxFailures, lockout.lockMinutes],
  );
  const row = rows[0];
  return row?.locked_now && row.locked_until ? new Date(row.locked_until) : null;
}

export async function clearLoginFailures(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE staff SET failed_attempts = 0, last_failed_at = NULL WHERE id = $1 AND failed_attempts > 0',
    [id],
  );
}

/** Enabled staff holding `admin`, other than `exceptId`. */
export async function countOtherActiveAdmins(db: Queryable, exceptId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM staff
      WHERE 'admin' = ANY(roles) AND disabled_at IS NULL AND id <> $1`,
    [exceptId],
  );
  return row?.count ?? 0;
}
