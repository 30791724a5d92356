/**
 * Single-use password reset tokens.
 *
 * The link carries 32 random bytes; the database keeps only their SHA-256, so a leaked table
 * (or backup) cannot be used to reset anyone's password. A token lives 30 minutes; issuing a
 * new one deletes the customer's older unused tokens (their links then read as invalid).
 * Consuming is one conditional UPDATE (`used_at IS NULL AND expires_at > now()`): with two
 * concurrent uses, PostgreSQL's row lock lets exactly one of them see the row still unused.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { queueMail } from '../outbox/outbox.js';
import { deleteCustomerSessions } from '../auth/session-repository.js';
import { hashToken } from '../auth/token-hash.js';

export const RESET_TOKEN_MINUTES = 30;

export const RESET_REQUESTED_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';
export const PASSWORD_UPDATED_MESSAGE = 'Tu contraseña fue actualizada';

export const RESET_TOKEN_ERRORS = {
  RESET_TOKEN_INVALID: 'El enlace para restablecer la contraseña no es válido',
  RESET_TOKEN_EXPIRED: 'El enlace para restablecer la contraseña venció. Solicita uno nuevo.',
  RESET_TOKEN_USED: 'El enlace para restablecer la contraseña ya fue utilizado. Solicita uno nuevo.',
} as const;

export type ResetTokenError = keyof typeof RESET_TOKEN_ERRORS;

/** What `password_resets.token_hash` holds for a link's token (the same hash as sessions'). */
export function hashResetToken(token: string): string {
  return hashToken(token);
}

export function resetLink(storeUrl: string, token: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/portal/nueva-contrasena?token=${encodeURIComponent(token)}`;
}

export interface ResetRecipient {
  id: number;
  firstname: string;
  email: string;
}

/**
 * Issues a new token for the customer, invalidating older unused ones, and queues the e-mail
 * with the link, all in one transaction (no mail without a token, no token without a mail).
 */
export async function issuePasswordReset(db: Db, customer: ResetRecipient, storeUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const link = resetLink(storeUrl, token);
  const greeting = customer.firstname ? `Hola ${customer.firstname}:` : 'Hola:';
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM password_resets WHERE customer_id = $1 AND used_at IS NULL', [customer.id]);
    await tx.query(
      `INSERT INTO password_resets (token_hash, customer_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashResetToken(token), customer.id, RESET_TOKEN_MINUTES],
    );
    await queueMail(tx, {
      to: customer.email,
      subject: 'Restablece tu contraseña',
      body: [
        greeting,
        '',
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
        `Para elegir una nueva contraseña abre este enlace (vence en ${RESET_TOKEN_MINUTES} minutos y solo se puede usar una vez):`,
        '',
        link,
        '',
        'Si no lo solicitaste, ignora este correo: tu contraseña actual sigue funcionando.',
      ].join('\n'),
    });
  });
}

/** Why the token cannot be used now, or null when it can. */
async function tokenProblem(db: Queryable, tokenHash: string): Promise<ResetTokenError | null> {
  const [row] = await db.query<{ used: boolean; expired: boolean }>(
    `SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM password_resets WHERE token_hash = $1`,
    [tokenHash],
  );
  if (!row) return 'RESET_TOKEN_INVALID';
  if (row.used) return 'RESET_TOKEN_USED';
  return row.expired ? 'RESET_TOKEN_EXPIRED' : null;
}

export function resetTokenError(code: ResetTokenError): HttpError {
  return new HttpError(400, RESET_TOKEN_ERRORS[code], code);
}

/**
 * Refuses an unknown, used or expired token with its error, by one indexed lookup of its hash.
 * save-new-password calls it before hashing the new password, so a made-up token costs the
 * server a SELECT, not a scrypt (docs/security.md). consumePasswordReset still decides under
 * the row lock: a token that passes here may lose a race and be refused there.
 */
export async function assertResetTokenUsable(db: Queryable, token: string): Promise<void> {
  const problem = await tokenProblem(db, hashResetToken(token));
  if (problem) throw resetTokenError(problem);
}

/**
 * Consumes the token and sets the new password (already hashed, so the slow scrypt runs before
 * any row is locked). The customer's sessions end: whoever knew the old password is logged out.
 */
export async function consumePasswordReset(db: Db, token: string, passwordHash: string): Promise<number> {
  const tokenHash = hashResetToken(token);
  const customerId = await db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ customer_id: number }>(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING customer_id`,
      [tokenHash],
    );
    if (!claimed) return null;
    await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [
      claimed.customer_id,
      passwordHash,
    ]);
    await tx.query('DELETE FROM password_resets WHERE customer_id = $1 AND used_at IS NULL', [
      claimed.customer_id,
    ]);
    await deleteCustomerSessions(tx, claimed.customer_id);
    return claimed.customer_id;
  });
  // Name the reason; a row that reads live again here changed under us meanwhile: INVALID.
  if (customerId === null)
    throw resetTokenError((await tokenProblem(db, tokenHash)) ?? 'RESET_TOKEN_INVALID');
  return customerId;
}
