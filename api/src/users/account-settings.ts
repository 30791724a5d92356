/**
 * Settings of the account routes (docs/account.md) and of the staff's (src/staff/), read from
 * the environment by config.ts.
 */
import {
  RECAPTCHA_DEFAULT_MIN_SCORE,
  RECAPTCHA_VERIFY_URL,
  type BotCheckSettings,
} from '../auth/bot-verifier.js';
import { DEFAULT_LOGIN_PACING, DEFAULT_THROTTLE, type ThrottleSettings } from '../auth/login-throttle.js';
import { envFlag, positiveInteger } from '../env-values.js';
import {
  DEFAULT_STAFF_SETTINGS,
  DEVELOPMENT_STAFF_SETTINGS,
  staffSettingsFromEnv,
  type StaffSettings,
} from '../staff/staff-settings.js';

export interface AccountSettings {
  botCheck: BotCheckSettings;
  throttle: ThrottleSettings;
  /** Storefront base URL for links in e-mails (STORE_URL). */
  storeUrl: string;
  /** Serve GET /dev/outbox (DEV_OUTBOX; a development aid, off unless DEVELOPMENT_AIDS=1). */
  devOutbox: boolean;
  /** Staff logins of the back office: second factor, idle time, lockout (STAFF_*). */
  staff: StaffSettings;
}

export const DEFAULT_STORE_URL = 'http://localhost:3000';

/**
 * What `buildApp` uses when given no account settings: the safe side of every switch. No bot
 * check provider (every login and signup is refused until one is configured) and no outbox.
 */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  botCheck: { provider: 'unconfigured' },
  throttle: DEFAULT_THROTTLE,
  storeUrl: DEFAULT_STORE_URL,
  devOutbox: false,
  staff: DEFAULT_STAFF_SETTINGS,
};

/** The development aids of the account routes (DEVELOPMENT_AIDS=1, tests): `local-dev:` tokens and the outbox. */
export const DEVELOPMENT_ACCOUNT_SETTINGS: AccountSettings = {
  ...DEFAULT_ACCOUNT_SETTINGS,
  botCheck: { provider: 'local' },
  devOutbox: true,
  staff: DEVELOPMENT_STAFF_SETTINGS,
};

/**
 * BOT_CHECK_PROVIDER: `recaptcha` (with RECAPTCHA_SECRET) or `local`. Unset, it is `local` only
 * with the development aids; otherwise no provider, which refuses every token (readConfig
 * refuses to start that way, see config.ts).
 */
function botCheckFromEnv(env: NodeJS.ProcessEnv, developmentAids: boolean): BotCheckSettings {
  const provider = env.BOT_CHECK_PROVIDER?.trim().toLowerCase() || (developmentAids ? 'local' : '');
  if (provider === '') return { provider: 'unconfigured' };
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

/** `developmentAids` (DEVELOPMENT_AIDS=1) makes the local bot check and the outbox the defaults. */
export function accountSettingsFromEnv(env: NodeJS.ProcessEnv, developmentAids = false): AccountSettings {
  const minutes = (name: string, fallbackMs: number): number =>
    positiveInteger(env, name, fallbackMs / 60_000) * 60_000;
  const { login, reset } = DEFAULT_THROTTLE;
  const loginWindow = minutes('LOGIN_THROTTLE_WINDOW_MINUTES', login.perAddress.windowMs);
  const resetWindow = minutes('RESET_THROTTLE_WINDOW_MINUTES', reset.perAddress.windowMs);
  return {
    botCheck: botCheckFromEnv(env, developmentAids),
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
        // Past LOGIN_MAX_FAILURES_PER_ADDRESS an address is paced, never locked (login-throttle.ts).
        pacing: {
          ...DEFAULT_LOGIN_PACING,
          maxDelayMs:
            positiveInteger(env, 'LOGIN_MAX_DELAY_SECONDS', DEFAULT_LOGIN_PACING.maxDelayMs / 1000) * 1000,
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
    devOutbox: envFlag(env, 'DEV_OUTBOX', developmentAids),
    staff: staffSettingsFromEnv(env),
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
