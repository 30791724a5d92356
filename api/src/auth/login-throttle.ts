/**
 * Throttling of password guessing and of reset e-mails.
 *
 * Login, two counters of failed logins (docs/security.md):
 * - per client address + username: someone trying many passwords on one account. Past its
 *   limit that account is locked *from that address* until the window closes (429), even for
 *   the right password, so the answer is no oracle.
 * - per client address: someone trying a few passwords on many accounts (credential stuffing).
 *   This counter never locks: many shoppers may share one address (an office, a carrier's NAT),
 *   and one of them mistyping, or an attacker among them, must not lock the others out. Past
 *   its free failures the address is *slowed down* instead, as Saleor does: every attempt from
 *   it must come at least a pause after the previous one, a pause that doubles every few
 *   failures up to a cap (1 s, 2 s, 4 s... 60 s by default). A shopper behind a noisy address
 *   waits at most that cap (429 with `Retry-After`), never the whole window.
 *
 * An attempt is counted when it starts and given back if it succeeds or never reached the
 * password check, so a burst of parallel guesses cannot all slip through before the first
 * failure is recorded; past the free failures of an address, attempts take the address's pause
 * when they start, so a burst gets one attempt per pause. A success clears the address +
 * username counter but not the address's: an attacker cannot wipe it by logging into an
 * account of their own.
 *
 * Reset password: requests are limited per address (429), and reset e-mails per account (over
 * the limit the request still answers the same 200 but no new mail is sent), so the form can
 * neither flood someone's inbox nor reveal which e-mails have accounts.
 */
import type { AttemptStore, Clock } from './login-throttle-store.js';

export interface WindowLimit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

/** How an address past its free failures is slowed down (see the top of this file). */
export interface LoginPacing {
  /** Pause between attempts from the address after its first failure beyond the free ones. */
  firstDelayMs: number;
  /** The pause doubles every this many further failures... */
  doubleEvery: number;
  /** ...up to this cap: the longest a shopper behind a noisy address ever waits. */
  maxDelayMs: number;
}

export interface ThrottleSettings {
  login: {
    /** Failures per address in the window before its attempts are paced (never a lock). */
    perAddress: WindowLimit;
    /** Failures per address + username in the window before that account locks from there. */
    perAccount: WindowLimit;
    /** DEFAULT_LOGIN_PACING when missing. */
    pacing?: LoginPacing | undefined;
  };
  reset: { perAddress: WindowLimit; perAccount: WindowLimit };
}

const MINUTE = 60_000;

export const DEFAULT_LOGIN_PACING: LoginPacing = {
  firstDelayMs: 1000,
  doubleEvery: 5,
  maxDelayMs: MINUTE,
};

export const DEFAULT_THROTTLE: ThrottleSettings = {
  login: {
    perAddress: { max: 20, windowMs: 15 * MINUTE },
    perAccount: { max: 5, windowMs: 15 * MINUTE },
    pacing: DEFAULT_LOGIN_PACING,
  },
  reset: {
    perAddress: { max: 5, windowMs: 15 * MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE },
  },
};

export interface ThrottleBlock {
  /** Whole seconds until the blocking window closes (at least 1). */
  retryAfterSeconds: number;
  /** 'pace': the address must slow down (seconds); otherwise a locked window (minutes). */
  kind?: 'pace';
}

/** A login attempt that passed the throttle; report how it ended. */
export interface LoginAttempt {
  /** Right password: the attempt is not a failure, and the account counter starts over. */
  succeeded(): Promise<void>;
  /** Never reached the password check (e.g. the bot check failed): not counted. */
  cancelled(): Promise<void>;
}

/** Minutes to show the shopper (rounded up, at least 1). */
export function retryMinutes(block: ThrottleBlock): number {
  return Math.max(1, Math.ceil(block.retryAfterSeconds / 60));
}

function minutesText(block: ThrottleBlock): string {
  const minutes = retryMinutes(block);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** A pause under a minute is said in seconds (a lock keeps its wording in minutes). */
function waitText(block: ThrottleBlock): string {
  const seconds = block.retryAfterSeconds;
  if (block.kind !== 'pace' || seconds >= 60) return minutesText(block);
  return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
}

export const loginThrottledMessage = (block: ThrottleBlock): string =>
  `Demasiados intentos de inicio de sesión. Intenta de nuevo en ${waitText(block)}.`;

export const resetThrottledMessage = (block: ThrottleBlock): string =>
  `Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo en ${minutesText(block)}.`;

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
    private readonly clock: Clock = Date.now,
  ) {}

  /**
   * Counts one attempt against every key. If any key is over its limit the attempt is taken
   * back from all of them (it did not happen) and the longest wait is returned.
   */
  private async take(
    entries: ReadonlyArray<{ key: string; limit: WindowLimit }>,
  ): Promise<ThrottleBlock | null> {
    const windows = await Promise.all(
      entries.map(({ key, limit }) => this.store.increment(key, limit.windowMs)),
    );
    let waitMs = 0;
    windows.forEach((window, index) => {
      const entry = entries[index];
      if (entry && window.count > entry.limit.max) waitMs = Math.max(waitMs, window.resetAt - this.clock());
    });
    if (waitMs === 0) return null;
    await Promise.all(entries.map(({ key }) => this.store.decrement(key)));
    return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  private blockUntil(resetAt: number, kind?: 'pace'): ThrottleBlock {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - this.clock()) / 1000));
    return kind ? { retryAfterSeconds, kind } : { retryAfterSeconds };
  }

  /** The pause an address must keep once it has `beyond` failures past its free ones (>= 1). */
  pauseMs(beyond: number): number {
    const pacing = this.settings.login.pacing ?? DEFAULT_LOGIN_PACING;
    const doublings = Math.floor((beyond - 1) / Math.max(1, pacing.doubleEvery));
    // 2 ** 30 already dwarfs any cap; bounding the exponent keeps the arithmetic finite.
    return Math.min(pacing.maxDelayMs, pacing.firstDelayMs * 2 ** Math.min(doublings, 30));
  }

  /** Starts a login attempt, or says how long this address / account must wait. */
  async beginLogin(address: string, username: string): Promise<LoginAttempt | ThrottleBlock> {
    const { perAccount, perAddress } = this.settings.login;
    const addressKey = `login:address:${address}`;
    const accountKey = `login:account:${address}:${normaliseUsername(username)}`;

    // 1. The address + username counter is the one that locks.
    const account = await this.store.increment(accountKey, perAccount.windowMs);
    if (account.count > perAccount.max) {
      await this.store.decrement(accountKey);
      return this.blockUntil(account.resetAt);
    }

    // 2. The address counter only paces: past its free failures, each attempt from the
    // address takes the address's pause (a window of the pause's length that only its first
    // taker passes); anyone else from there waits for it to close.
    const fromAddress = await this.store.increment(addressKey, perAddress.windowMs);
    const beyond = fromAddress.count - perAddress.max;
    if (beyond > 0) {
      const pause = await this.store.increment(`login:pause:${address}`, this.pauseMs(beyond));
      if (pause.count > 1) {
        await Promise.all([this.store.decrement(accountKey), this.store.decrement(addressKey)]);
        return this.blockUntil(pause.resetAt, 'pace');
      }
    }

    return {
      succeeded: async () => {
        await Promise.all([this.store.decrement(addressKey), this.store.delete(accountKey)]);
      },
      cancelled: async () => {
        await Promise.all([this.store.decrement(addressKey), this.store.decrement(accountKey)]);
      },
    };
  }

  /** One reset-password request from this address; a block means 429. */
  takeResetRequest(address: string): Promise<ThrottleBlock | null> {
    return this.take([{ key: `reset:address:${address}`, limit: this.settings.reset.perAddress }]);
  }

  /** Whether another reset e-mail may go to this account now. */
  async takeResetMail(username: string): Promise<boolean> {
    const block = await this.take([
      { key: `reset:account:${normaliseUsername(username)}`, limit: this.settings.reset.perAccount },
    ]);
    return block === null;
  }
}

export function isThrottleBlock(value: LoginAttempt | ThrottleBlock): value is ThrottleBlock {
  return 'retryAfterSeconds' in value;
}
