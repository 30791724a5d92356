/**
 * Checking a staff login (POST /admin/auth/login): password, second factor, lockout.
 *
 * - One answer for every wrong part: 401 'Correo, contraseña o código incorrectos', whether the
 *   e-mail, the password or the code was wrong, and the password is hashed in every case (a
 *   throw-away hash for an unknown e-mail) so the time taken does not tell either.
 * - The code (TOTP) is required with NODE_ENV=production (`requireSecondFactor`) and, anywhere,
 *   for staff who have enrolled; a code given without being required is still checked, and a
 *   right one enrols. Each 30-second code is accepted once.
 * - Lockout: `lockout.maxFailures` failures (wrong password or code), each within
 *   `lockout.windowMinutes` of the previous, lock the account for `lockout.lockMinutes`: 429
 *   `STAFF_LOCKED` with `Retry-After`, even with the right password, until then or until an
 *   admin enables the account again. An unknown e-mail "locks" the same way (counted in the
 *   attempt store), so the lock does not reveal which e-mails are staff.
 * - A disabled account is told so (403) only after its password and code were right.
 */
import type { AttemptStore, Clock } from '../auth/login-throttle-store.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import {
  acceptTotpStep,
  clearLoginFailures,
  findStaffByEmail,
  normaliseStaffEmail,
  recordLoginFailure,
  type StaffRecord,
} from './staff-repository.js';
import type { StaffSettings } from './staff-settings.js';
import { openTotpSecret, totpKeyOf } from './totp-secret.js';
import { totpStep } from './totp.js';

export const BAD_STAFF_CREDENTIALS = 'Correo, contraseña o código incorrectos';
export const STAFF_LOCKED_CODE = 'STAFF_LOCKED';
export const STAFF_DISABLED_MESSAGE = 'Tu cuenta de personal está desactivada. Habla con un administrador.';
export const UNREADABLE_SECOND_FACTOR_MESSAGE =
  'No se puede comprobar tu segundo factor con la clave actual del servidor. Pide a un administrador que lo restablezca.';

const MINUTE_MS = 60_000;

/** 429 while an account is locked; `Retry-After` is sent by the error handler. */
export class StaffLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `Demasiados intentos fallidos: la cuenta está bloqueada. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o pide a un administrador que la desbloquee.`,
      STAFF_LOCKED_CODE,
    );
    this.name = 'StaffLockedError';
  }
}

const badCredentials = (): HttpError => new HttpError(401, BAD_STAFF_CREDENTIALS, 'INVALID_CREDENTIALS');

// Verifying against a throw-away hash when the e-mail is unknown takes as long as a wrong password.
const decoyHash = hashPassword('personal-señuelo');

export interface StaffLoginInput {
  email: string;
  password: string;
  totp?: string | undefined;
}

export interface StaffLoginContext {
  db: Db;
  /** Counts failures for e-mails that are not staff (the same store as the other limits). */
  attempts: AttemptStore;
  settings: StaffSettings;
  clock?: Clock;
}

/** The staff member whose credentials these are; throws the 401, 403, 429 or 503 to answer. */
export async function authenticateStaff(
  context: StaffLoginContext,
  input: StaffLoginInput,
): Promise<StaffRecord> {
  const { db, settings } = context;
  const now = (context.clock ?? Date.now)();
  const staff = await findStaffByEmail(db, input.email);
  const passwordRight = await verifyPassword(input.password, staff?.password_hash ?? (await decoyHash));
  if (!staff) return refuseUnknownEmail(context, normaliseStaffEmail(input.email), now);

  const lockedUntil = staff.locked_until === null ? 0 : new Date(staff.locked_until).getTime();
  if (lockedUntil > now) throw new StaffLockedError(Math.ceil((lockedUntil - now) / 1000));
  // The code is looked at only after the right password: a wrong password never uses up a code.
  const secondFactor = passwordRight
    ? await checkSecondFactor(context, staff, input.totp ?? '', now)
    : 'failed';
  if (secondFactor === 'failed') {
    await recordLoginFailure(db, staff.id, settings.lockout);
    throw badCredentials();
  }
  if (staff.disabled_at !== null) throw new HttpError(403, STAFF_DISABLED_MESSAGE, 'STAFF_DISABLED');
  await clearLoginFailures(db, staff.id);
  // A code accepted now enrolled the second factor (acceptTotpStep).
  return secondFactor === 'accepted' ? { ...staff, totp_enrolled: true } : staff;
}

/** `accepted`: a right code, used up now; `not-needed`: no code, and none required. */
async function checkSecondFactor(
  { db, settings }: StaffLoginContext,
  staff: StaffRecord,
  code: string,
  now: number,
): Promise<'accepted' | 'not-needed' | 'failed'> {
  const required = settings.requireSecondFactor || staff.totp_enrolled;
  if (code.trim() === '' || staff.totp_secret === null) return required ? 'failed' : 'not-needed';
  const secret = openTotpSecret(totpKeyOf(settings), staff.totp_secret);
  // STAFF_TOTP_KEY changed since the secret was issued: a server problem, not a wrong code.
  if (secret === null) throw new HttpError(503, UNREADABLE_SECOND_FACTOR_MESSAGE, 'SECOND_FACTOR_UNREADABLE');
  const step = totpStep(secret, code, now);
  return step !== null && (await acceptTotpStep(db, staff.id, step)) ? 'accepted' : 'failed';
}

/**
 * An e-mail that is no staff member's: 401 like a wrong password, and after as many failures as
 * lock a real account, the same 429 a locked account gets.
 */
async function refuseUnknownEmail(context: StaffLoginContext, email: string, now: number): Promise<never> {
  const { attempts, settings } = context;
  const { maxFailures, windowMinutes, lockMinutes } = settings.lockout;
  const lockKey = `staff-login:unknown-lock:${email}`;
  const lock = await attempts.get(lockKey);
  if (lock) throw new StaffLockedError(Math.max(1, Math.ceil((lock.resetAt - now) / 1000)));
  const failuresKey = `staff-login:unknown:${email}`;
  const failures = await attempts.increment(failuresKey, windowMinutes * MINUTE_MS);
  if (failures.count >= maxFailures) {
    // As recordLoginFailure does for a real account: the lock starts with this failure.
    await attempts.increment(lockKey, lockMinutes * MINUTE_MS);
    await attempts.delete(failuresKey);
  }
  throw badCredentials();
}
