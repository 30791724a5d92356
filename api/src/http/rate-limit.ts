/**
 * Request limits against abuse (docs/security.md): how many times one client address, account,
 * e-mail or recipient may do something in a window. One limiter serves every route; the named
 * limits below are the store's policy in one place, so docs/security.md can list them and tests
 * can shrink or widen them through `buildApp({ rateLimits })`.
 *
 * A per-address limit counts under `addressKey(request.ip)` (address-key.ts: an IPv4 address, an
 * IPv6 /64). Many Honduran shoppers share one public IPv4 address (mobile carriers' CGNAT,
 * offices), so those limits are flood guards sized for a shared address: what one shopper may
 * do is bounded by what identifies the shopper (account, e-mail, recipient).
 *
 * Counters live in an `AttemptStore` (in memory for one process; a shared store such as Redis
 * for replicas, see login-throttle-store.ts).
 */
import { MemoryAttemptStore, type AttemptStore, type Clock } from '../auth/login-throttle-store.js';
import type { WindowLimit } from '../auth/login-throttle.js';
import { HttpError } from './errors.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every named limit of the store. Values are per window, per key (address, account...). */
export const DEFAULT_RATE_LIMITS = {
  /**
   * POST /orders per client address: a flood guard, wide enough for dozens of shoppers behind
   * one CGNAT address each placing an order (what one shopper may hold: hold-limits.ts).
   */
  orderCreatePerAddress: { max: 60, windowMs: 10 * MINUTE },
  /** The four service forms (contact, workshop, quote, complaint) per client address. */
  serviceFormPerAddress: { max: 10, windowMs: HOUR },
  /** The four service forms per recipient e-mail (the confirmation goes there). */
  serviceFormPerRecipient: { max: 5, windowMs: HOUR },
  /** Signups per client address. */
  signupPerAddress: { max: 10, windowMs: HOUR },
  /** "Someone tried to sign up with your e-mail" notices per account (beyond it, no mail). */
  signupNoticePerAccount: { max: 3, windowMs: HOUR },
  /** save-new-password attempts per client address (a wrong token counts). */
  newPasswordPerAddress: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Order tracking lookups (by number and e-mail) per client address that found no order: each
   * lookup is counted and one that finds its order is given back, so shoppers sharing an address
   * do not use up each other's lookups while guessing from it is still stopped.
   */
  trackingPerAddress: { max: 60, windowMs: 15 * MINUTE },
  /** Reviews per account per day. */
  reviewsPerAccount: { max: 5, windowMs: 24 * HOUR },
  /** Survey answers per client address. */
  surveysPerAddress: { max: 20, windowMs: HOUR },
  /**
   * Embedded checkout starts (`GET /embed/session`) per client address: one per shopper who opens
   * an integrator's checkout, so several shoppers behind one office address still fit.
   */
  embedSessionPerAddress: { max: 120, windowMs: 15 * MINUTE },
  /** Cart-token lookups (`GET /embed/carts/{token}`) per client address: the token is a secret. */
  embedCartLookupPerAddress: { max: 60, windowMs: 15 * MINUTE },
  /**
   * Staff logins (`POST /admin/auth/login`) per client address; a successful one gives its use
   * back. Each account also locks after 5 failures (src/staff/staff-login.ts).
   */
  staffLoginPerAddress: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, WindowLimit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, WindowLimit>;

export const TOO_MANY_REQUESTS_CODE = 'TOO_MANY_REQUESTS';

/** Whole minutes, at least 1, in Spanish. */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 with a Spanish message and the seconds to wait (sent as `Retry-After`). */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Demasiadas solicitudes. Intenta de nuevo en ${waitText(retryAfterSeconds)}.`,
  ) {
    super(429, message, TOO_MANY_REQUESTS_CODE);
    this.name = 'TooManyRequestsError';
  }
}

export class RateLimiter {
  readonly limits: RateLimits;

  constructor(
    limits: Partial<RateLimits> = {},
    private readonly store: AttemptStore = new MemoryAttemptStore(),
    private readonly clock: Clock = Date.now,
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
  }

  /**
   * Counts one use of `name` for `key`. Over the limit the use is given back (it did not
   * happen) and a 429 is thrown; `message` replaces the generic Spanish text.
   */
  async take(
    name: RateLimitName,
    key: string,
    message?: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    const limit = this.limits[name];
    const storeKey = `rate:${name}:${key.trim().toLowerCase()}`;
    const window = await this.store.increment(storeKey, limit.windowMs);
    if (window.count <= limit.max) return;
    await this.store.decrement(storeKey);
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - this.clock()) / 1000));
    throw new TooManyRequestsError(retryAfterSeconds, message?.(retryAfterSeconds));
  }

  /** Gives one use back (e.g. the request failed validation before doing anything). */
  async giveBack(name: RateLimitName, key: string): Promise<void> {
    await this.store.decrement(`rate:${name}:${key.trim().toLowerCase()}`);
  }
}

/** Every limit multiplied by `factor` (RATE_LIMIT_SCALE; the end-to-end suite widens them). */
export function scaledRateLimits(factor: number): RateLimits {
  const entries = Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
    name,
    { max: limit.max * factor, windowMs: limit.windowMs },
  ]);
  return Object.fromEntries(entries) as RateLimits;
}
