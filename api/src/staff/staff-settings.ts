/**
 * Settings of the staff accounts (issue 34, docs/operations.md), read from the environment with
 * the account settings (src/users/account-settings.ts) so every start and the CLI read them the
 * same way.
 */
import { positiveInteger } from '../env-values.js';
import { isProduction } from '../node-env.js';

export interface StaffLockout {
  /** Failed logins (wrong password or code) that lock the account... */
  maxFailures: number;
  /** ...when each comes within this many minutes of the previous one... */
  windowMinutes: number;
  /** ...for this many minutes (an admin may lift it earlier: PATCH /admin/staff/{id}). */
  lockMinutes: number;
}

export interface StaffSettings {
  /**
   * Every staff login needs a TOTP code (NODE_ENV=production). Otherwise only staff who have
   * enrolled their authenticator need one, so the demo staff and the tests log in without.
   */
  requireSecondFactor: boolean;
  /** STAFF_SESSION_IDLE_HOURS: a session ends after this many hours without a request. */
  sessionIdleHours: number;
  lockout: StaffLockout;
  /**
   * STAFF_TOTP_KEY: the 32-byte key the TOTP secrets are encrypted with at rest
   * (src/staff/totp-secret.ts). Null means none is configured: outside production the published
   * development key is used instead; in production nothing that needs a secret works (503).
   */
  totpKey: Buffer | null;
  /** Outside production a missing STAFF_TOTP_KEY falls back to the development key. */
  allowDevelopmentTotpKey: boolean;
}

export const DEFAULT_STAFF_LOCKOUT: StaffLockout = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };
export const DEFAULT_SESSION_IDLE_HOURS = 8;

/** What `buildApp` uses when given no settings: the safe side (a code always, no fallback key). */
export const DEFAULT_STAFF_SETTINGS: StaffSettings = {
  requireSecondFactor: true,
  sessionIdleHours: DEFAULT_SESSION_IDLE_HOURS,
  lockout: DEFAULT_STAFF_LOCKOUT,
  totpKey: null,
  allowDevelopmentTotpKey: false,
};

/** Development and tests: a code only for enrolled staff, the development key. */
export const DEVELOPMENT_STAFF_SETTINGS: StaffSettings = {
  ...DEFAULT_STAFF_SETTINGS,
  requireSecondFactor: false,
  allowDevelopmentTotpKey: true,
};

/** STAFF_TOTP_KEY: 32 bytes as base64 (`openssl rand -base64 32`) or as 64 hex characters. */
export function parseTotpKey(value: string): Buffer {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  // 32 bytes are 43 base64 characters and one '=' of padding.
  if (/^[A-Za-z0-9+/]{43}=?$/.test(text)) return Buffer.from(text, 'base64');
  throw new Error(
    'STAFF_TOTP_KEY debe ser una clave de 32 bytes en base64 (openssl rand -base64 32) o en 64 caracteres hexadecimales',
  );
}

export function staffSettingsFromEnv(env: NodeJS.ProcessEnv): StaffSettings {
  const production = isProduction(env);
  const key = env.STAFF_TOTP_KEY?.trim();
  return {
    requireSecondFactor: production,
    sessionIdleHours: positiveInteger(env, 'STAFF_SESSION_IDLE_HOURS', DEFAULT_SESSION_IDLE_HOURS),
    lockout: DEFAULT_STAFF_LOCKOUT,
    totpKey: key ? parseTotpKey(key) : null,
    allowDevelopmentTotpKey: !production,
  };
}
