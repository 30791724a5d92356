/**
 * A logged-in customer changes their password (POST /users/change-password, docs/account.md).
 *
 * - The current password must be the account's (scrypt, as at login). A wrong one is a
 *   password guess through a session token, so it is throttled with the login's counters
 *   (login-throttle.ts), keyed by the token's customer instead of the client address: whoever
 *   holds the token can change address at will, and the owner's own logins (counted per address
 *   + e-mail) are not locked by guesses made with a stolen token.
 * - The new password is hashed before anything is locked; the update only applies while the
 *   stored hash is still the one just verified, so of two concurrent changes only the first
 *   wins and the other reads as a wrong current password.
 * - As a real store does, the customer's other sessions end (whoever knew the old password is
 *   logged out) and unused reset links stop working; the session that asked stays open.
 */
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordDetails,
  type ChangePasswordResponse,
} from '@store/contracts';
import {
  TOO_MANY_ATTEMPTS,
  isThrottleBlock,
  retryMinutes,
  type LoginThrottle,
} from '../auth/login-throttle.js';
import type { ThrottleBlock } from '../auth/login-throttle.js';
import { LOGIN_REQUIRED, type AuthenticatedCustomer } from '../auth/ownership.js';
import { hashToken } from '../auth/token-hash.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { hashPassword, verifyPassword } from './password.js';

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada';
export const WRONG_CURRENT_PASSWORD_CODE = 'WRONG_CURRENT_PASSWORD';

/** 400 with the message at the form's field, so the portal shows it under 'Contraseña actual'. */
const wrongCurrentPassword = (): HttpError =>
  new HttpError(400, CHANGE_PASSWORD_MESSAGES.wrongCurrent, WRONG_CURRENT_PASSWORD_CODE, {
    currentPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent,
  });

export function passwordChangeThrottledMessage(block: ThrottleBlock): string {
  const minutes = retryMinutes(block);
  return `Demasiados intentos con una contraseña incorrecta. Intenta de nuevo en ${String(minutes)} ${
    minutes === 1 ? 'minuto' : 'minutos'
  }.`;
}

/** 429 `TOO_MANY_ATTEMPTS`; the error handler turns `retryAfterSeconds` into `Retry-After`. */
export class PasswordChangeThrottled extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(block: ThrottleBlock) {
    super(429, passwordChangeThrottledMessage(block), TOO_MANY_ATTEMPTS);
    this.name = 'PasswordChangeThrottled';
    this.retryAfterSeconds = block.retryAfterSeconds;
  }
}

/** The login throttle's "address" for guesses made through a customer's session token. */
const throttleScope = (customerId: number): string => `session-customer:${String(customerId)}`;

interface PasswordOwner {
  email: string;
  password_hash: string;
}

async function findPasswordOwner(db: Queryable, customerId: number): Promise<PasswordOwner | null> {
  const rows = await db.query<PasswordOwner>('SELECT email, password_hash FROM customers WHERE id = $1', [
    customerId,
  ]);
  return rows[0] ?? null;
}

/**
 * Checks the current password (throttled), then saves the new one and closes the customer's
 * other sessions. Throws the HttpError to answer: 400 WRONG_CURRENT_PASSWORD, 429, 401.
 */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  customer: AuthenticatedCustomer,
  details: ChangePasswordDetails,
): Promise<ChangePasswordResponse> {
  const owner = await findPasswordOwner(db, customer.id);
  // A live session always has its customer (sessions reference customers); treat a gap as logged out.
  if (!owner) throw new HttpError(401, LOGIN_REQUIRED, 'UNAUTHORIZED');

  const attempt = await throttle.beginLogin(throttleScope(customer.id), owner.email);
  if (isThrottleBlock(attempt)) throw new PasswordChangeThrottled(attempt);
  // Only a wrong password counts as a failure; anything that stops earlier gives it back.
  let outcome: 'success' | 'failure' | 'cancelled' = 'cancelled';
  try {
    const valid = await verifyPassword(details.currentPassword, owner.password_hash);
    outcome = valid ? 'success' : 'failure';
  } finally {
    if (outcome === 'success') await attempt.succeeded();
    else if (outcome === 'cancelled') await attempt.cancelled();
  }
  if (outcome !== 'success') throw wrongCurrentPassword();

  const passwordHash = await hashPassword(details.password);
  const changed = await db.transaction(async (tx) => {
    const updated = await tx.query<{ id: number }>(
      'UPDATE customers SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id',
      [customer.id, owner.password_hash, passwordHash],
    );
    if (updated.length === 0) return false;
    await tx.query('DELETE FROM sessions WHERE customer_id = $1 AND token_hash <> $2', [
      customer.id,
      hashToken(customer.token),
    ]);
    await tx.query('DELETE FROM password_resets WHERE customer_id = $1 AND used_at IS NULL', [customer.id]);
    return true;
  });
  if (!changed) throw wrongCurrentPassword();
  return { success: true, message: PASSWORD_CHANGED_MESSAGE };
}
