/**
 * The staff's second factor: time-based one-time passwords (RFC 6238) as authenticator apps
 * (Google Authenticator, Microsoft Authenticator, FreeOTP...) produce them: HMAC-SHA1, 6 digits,
 * 30-second steps. The codes themselves come from `otpauth`, a maintained implementation of
 * RFC 4226/6238; this module fixes the parameters and says which step a code belongs to, so a
 * code is never accepted twice (staff.totp_last_step).
 */
import { Secret, TOTP } from 'otpauth';

/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Tienda HN (personal)';
const PERIOD_SECONDS = 30;
/** One step either side: a phone whose clock is up to 30 s off still works. */
const WINDOW = 1;

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/...` for the authenticator's QR code. */
export function totpEnrolmentUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The 30-second step the code belongs to (within one step of `now`), or null when it is not a
 * valid code. Spaces are ignored ("123 456" as some apps show it).
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
