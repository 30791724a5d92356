/**
 * Changes to staff accounts, shared by the admin routes (src/routes/admin-staff-routes.ts) and
 * the command line (staff-commands.ts): each runs in one transaction with its audit entry.
 * Passwords and second-factor secrets are returned to the caller once and stored only hashed
 * (the password) or encrypted (the secret).
 */
import { randomBytes } from 'node:crypto';
import {
  EMAIL_PATTERN,
  SIGNUP_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
  type SecondFactorEnrolment,
  type StaffRole,
} from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, notFound, validationError } from '../http/errors.js';
import { hashPassword } from '../users/password.js';
import {
  findStaffById,
  insertStaff,
  normaliseStaffEmail,
  replaceTotpSecret,
  staffProfile,
  updateStaff,
  type StaffChange,
  type StaffRecord,
} from './staff-repository.js';
import { revokeStaffSessions } from './staff-sessions.js';
import type { StaffSettings } from './staff-settings.js';
import { sealTotpSecret, totpKeyOf } from './totp-secret.js';
import { newTotpSecret, totpEnrolmentUri } from './totp.js';

export const STAFF_NOT_FOUND = 'Miembro del personal no encontrado';
export const STAFF_EMAIL_TAKEN = 'Ya existe una cuenta de personal con ese correo';
export const LAST_ADMIN_MESSAGE =
  'Debe quedar al menos un administrador activo: da el rol admin a otra persona antes de quitárselo a esta.';
/** Staff passwords chosen by hand (STAFF_PASSWORD for the CLI, POST /admin/me/password). */
export const MIN_STAFF_PASSWORD_LENGTH = STAFF_PASSWORD_MIN_LENGTH;

export interface NewStaffAccount {
  email: string;
  name: string;
  roles: readonly StaffRole[];
  /** A password chosen by the operator; otherwise a random one-time password is made. */
  password?: string | undefined;
}

export interface IssuedStaffAccount {
  staff: StaffRecord;
  /** Shown once: the API keeps only its scrypt hash. */
  oneTimePassword: string;
  /** Shown once: the API keeps only an encrypted copy of the secret. */
  secondFactor: SecondFactorEnrolment;
}

/** 18 random bytes: 24 characters of base64url, about 144 bits. */
function newOneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** A new secret for the staff member, sealed for the database and its enrolment for the person. */
function issueSecondFactor(
  settings: StaffSettings,
  email: string,
): { sealed: string; enrolment: SecondFactorEnrolment } {
  // First, so production without STAFF_TOTP_KEY refuses before anything is written.
  const key = totpKeyOf(settings);
  const secret = newTotpSecret();
  return {
    sealed: sealTotpSecret(key, secret),
    enrolment: { secret, otpauthUri: totpEnrolmentUri(secret, email) },
  };
}

/** The fields an audit entry shows of a staff member (nothing secret). */
const auditView = (staff: StaffRecord): Record<string, unknown> => {
  const { email, name, roles, secondFactor, disabled, lockedUntil } = staffProfile(staff);
  return { email, name, roles, secondFactor, disabled, lockedUntil };
};

/** Creates a staff account with a one-time password and a pending second factor. */
export async function createStaffAccount(
  db: Db,
  settings: StaffSettings,
  account: NewStaffAccount,
  actor: AuditActor,
): Promise<IssuedStaffAccount> {
  const email = normaliseStaffEmail(account.email);
  if (!EMAIL_PATTERN.test(email)) throw validationError({ email: SIGNUP_MESSAGES.invalidEmail });
  if (account.password !== undefined && account.password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw validationError({
      password: `La contraseña del personal debe tener al menos ${MIN_STAFF_PASSWORD_LENGTH} caracteres`,
    });
  const { sealed, enrolment } = issueSecondFactor(settings, email);
  const password = account.password ?? newOneTimePassword();
  const passwordHash = await hashPassword(password);
  const staff = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      ...account,
      email,
      passwordHash,
      totpSecret: sealed,
      // A password made here is one-time: the person chooses their own before anything else.
      mustChangePassword: account.password === undefined,
    });
    if (!created) throw new HttpError(409, STAFF_EMAIL_TAKEN, 'STAFF_EMAIL_TAKEN');
    await audit(tx, actor, {
      action: 'staff.create',
      entityType: 'staff',
      entityId: created.id,
      after: auditView(created),
    });
    return created;
  });
  return { staff, oneTimePassword: password, secondFactor: enrolment };
}

/**
 * A new second factor for a lost or replaced phone: the old secret stops working, the staff
 * member's sessions end, and the new enrolment is returned once.
 */
export async function resetSecondFactor(
  db: Db,
  settings: StaffSettings,
  staffId: number,
  actor: AuditActor,
): Promise<{ staff: StaffRecord; secondFactor: SecondFactorEnrolment }> {
  return db.transaction(async (tx) => {
    const before = await findStaffById(tx, staffId, { forUpdate: true });
    if (!before) throw notFound(STAFF_NOT_FOUND);
    const { sealed, enrolment } = issueSecondFactor(settings, before.email);
    const after = await replaceTotpSecret(tx, staffId, sealed);
    if (!after) throw notFound(STAFF_NOT_FOUND);
    await revokeStaffSessions(tx, staffId);
    await audit(tx, actor, {
      action: 'staff.reset-second-factor',
      entityType: 'staff',
      entityId: staffId,
      before: auditView(before),
      after: auditView(after),
    });
    return { staff: after, secondFactor: enrolment };
  });
}

/**
 * Ids of the enabled admins, locked in id order: two admins taking the role from each other at
 * the same moment wait for one another, so the second sees the first's change.
 */
async function lockActiveAdmins(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM staff WHERE 'admin' = ANY(roles) AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/** Name, roles, disabled/enabled. Disabling ends the account's sessions; one admin always remains. */
export async function changeStaff(
  db: Db,
  staffId: number,
  change: StaffChange,
  actor: AuditActor,
): Promise<StaffRecord> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const before = await findStaffById(tx, staffId, { forUpdate: true });
    if (!before) throw notFound(STAFF_NOT_FOUND);
    const staysAdmin =
      (change.roles ?? before.roles).includes('admin') && !(change.disabled ?? before.disabled_at !== null);
    if (admins.includes(staffId) && !staysAdmin && admins.length <= 1)
      throw new HttpError(409, LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
    const after = await updateStaff(tx, staffId, change);
    if (!after) throw notFound(STAFF_NOT_FOUND);
    if (after.disabled_at !== null) await revokeStaffSessions(tx, staffId);
    await audit(tx, actor, {
      action: 'staff.update',
      entityType: 'staff',
      entityId: staffId,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}
