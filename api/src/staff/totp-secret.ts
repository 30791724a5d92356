/**
 * TOTP secrets at rest (staff.totp_secret, migration 018). Whoever holds a staff member's secret
 * can produce their codes, so the table never holds it in the clear: it is encrypted with
 * AES-256-GCM under STAFF_TOTP_KEY, which lives in the server's environment and not in the
 * database. A copy of the database or of a backup alone produces no codes.
 *
 * Outside production, without STAFF_TOTP_KEY, the development key below (published here) is
 * used, so `npm start`, the tests and the CLI need no set-up; such a database is no better than
 * plain text, which is fine for demo data. With NODE_ENV=production and no key nothing that
 * needs a secret works (503, and the CLI refuses), rather than store secrets under a known key.
 *
 * Changing STAFF_TOTP_KEY makes every stored secret unreadable: reset each staff member's
 * second factor afterwards (docs/operations.md).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors.js';
import type { StaffSettings } from './staff-settings.js';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/** Outside production only: a key everyone can read, so secrets under it are not secret. */
const DEVELOPMENT_TOTP_KEY = createHash('sha256').update('tienda-hn: STAFF_TOTP_KEY de desarrollo').digest();

export const TOTP_KEY_MISSING_MESSAGE =
  'El segundo factor del personal no está configurado en el servidor (STAFF_TOTP_KEY). Avisa al administrador del sistema.';

/** The key secrets are sealed with, or a 503 when production has none configured. */
export function totpKeyOf(settings: StaffSettings): Buffer {
  if (settings.totpKey) return settings.totpKey;
  if (settings.allowDevelopmentTotpKey) return DEVELOPMENT_TOTP_KEY;
  throw new HttpError(503, TOTP_KEY_MISSING_MESSAGE, 'STAFF_TOTP_KEY_MISSING');
}

/** `v1:iv:tag:ciphertext` (base64url), a fresh 96-bit IV each time. */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The secret sealed by sealTotpSecret; null when it was sealed with another key or is damaged. */
export function openTotpSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
