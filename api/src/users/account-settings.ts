/**
 * Settings of the account routes (docs/account.md), read from the environment by config.ts.
 */
import {
  RECAPTCHA_DEFAULT_MIN_SCORE,
  RECAPTCHA_VERIFY_URL,
  type BotCheckSettings,
} from '../auth/bot-verifier.js';
import { DEFAULT_THROTTLE, type ThrottleSettings } from '../auth/login-throttle.js';

export interface AccountSettings {
  botCheck: BotCheckSettings;
  throttle: ThrottleSettings;
  /** Storefront base URL for links in e-mails (STORE_URL). */
  storeUrl: string;
  /** Serve GET /dev/outbox (DEV_OUTBOX; by default everywhere but NODE_ENV=production). */
  devOutbox: boolean;
}

export const DEFAULT_STORE_URL = 'http://localhost:3000';

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  botCheck: { provider: 'local' },
  throttle: DEFAULT_THROTTLE,
  storeUrl: DEFAULT_STORE_URL,
  devOutbox: true,
};

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} debe ser un entero mayor que 0 (recibido "${value}")`);
  return parsed;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'si', 'sí'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new Error(`${name} debe ser 0 o 1 (recibido "${env[name] ?? ''}")`);
}

function botCheckFromEnv(env: NodeJS.ProcessEnv): BotCheckSettings {
  const provider = (env.BOT_CHECK_PROVIDER ?? 'local').trim().toLowerCase() || 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'recaptcha') {
    throw new Error(`BOT_CHECK_PROVIDER debe ser "local" o "recaptcha" (recibido "${provider}")`);
  }
  const secret = env.RECAPTCHA_SECRET ?? '';
  if (!secret) throw new Error('RECAPTCHA_SECRET es obligatorio con BOT_CHECK_PROVIDER=recaptcha');
  const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : RECAPTCHA_DEFAULT_MIN_SCORE;
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    throw new Error(
      `RECAPTCHA_MIN_SCORE debe estar entre 0 y 1 (recibido "${env.RECAPTCHA_MIN_SCORE ?? ''}")`,
    );
  }
  return {
    provider: 'recaptcha',
    secret,
    minScore,
    verifyUrl: env.RECAPTCHA_VERIFY_URL || RECAPTCHA_VERIFY_URL,
  };
}

export function accountSettingsFromEnv(env: NodeJS.ProcessEnv): AccountSettings {
  const minutes = (name: string, fallbackMs: number): number =>
    positiveInteger(env, name, fallbackMs / 60_000) * 60_000;
  const { login, reset } = DEFAULT_THROTTLE;
  const loginWindow = minutes('LOGIN_THROTTLE_WINDOW_MINUTES', login.perAddress.windowMs);
  const resetWindow = minutes('RESET_THROTTLE_WINDOW_MINUTES', reset.perAddress.windowMs);
  return {
    botCheck: botCheckFromEnv(env),
    throttle: {
      login: {
        perAddress: {
          max: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', login.perAddress.max),
          windowMs: loginWindow,
        },
        perAccount: {
          max: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', login.perAccount.max),
          windowMs: loginWindow,
        },
      },
      reset: {
        perAddress: {
          max: positiveInteger(env, 'RESET_MAX_REQUESTS_PER_ADDRESS', reset.perAddress.max),
          windowMs: resetWindow,
        },
        perAccount: {
          max: positiveInteger(env, 'RESET_MAX_MAILS_PER_ACCOUNT', reset.perAccount.max),
          windowMs: resetWindow,
        },
      },
    },
    storeUrl: (env.STORE_URL || DEFAULT_STORE_URL).replace(/\/+$/, ''),
    devOutbox: flag(env, 'DEV_OUTBOX', env.NODE_ENV !== 'production'),
  };
}

/**
 * TRUST_PROXY: whether the client address comes from X-Forwarded-For (behind a load balancer
 * the throttle must count real clients, not the balancer). "true" trusts any proxy; a
 * comma-separated list of proxy addresses/CIDRs trusts those; empty or "false" trusts nobody.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): boolean | string {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  return value;
}
