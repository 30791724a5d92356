/**
 * Bearer secrets (session tokens, order access tokens, password-reset tokens) are stored only
 * as their SHA-256, so a leaked table or backup opens nothing. The tokens are 32 random bytes,
 * so a fast unsalted hash is enough: there is nothing to guess, only a value to recognise.
 *
 * Migration 013 converts stored tokens with the same function in SQL:
 * `encode(sha256(convert_to(token, 'UTF8')), 'hex')`.
 */
import { createHash } from 'node:crypto';

/** SHA-256 of the token's UTF-8 bytes, as 64 lower-case hex characters. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
