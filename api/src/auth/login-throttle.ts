/**
 * Throttling of password guessing and of reset e-mails.
 *
 * Login: failed logins are limited per client address (someone trying many accounts) and per
 * address + username (someone trying many passwords on one account). An attempt is counted
 * when it starts and given back if it succeeds or never reached the password check, so a burst
 * of parallel guesses cannot all slip through before the first failure is recorded. A success
 * clears the address + username counter.
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

export interface ThrottleSettings {
  login: { perAddress: WindowLimit; perAccount: WindowLimit };
  reset: { perAddress: WindowLimit; perAccount: WindowLimit };
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE: ThrottleSettings = {
  login: {
    perAddress: { max: 20, windowMs: 15 * MINUTE },
    perAccount: { max: 5, windowMs: 15 * MINUTE },
  },
  reset: {
    perAddress: { max: 5, windowMs: 15 * MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE },
  },
};

export interface ThrottleBlock {
  /** Whole seconds until the blocking window closes (at least 1). */
  retryAfterSeconds: number;
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

export const loginThrottledMessage = (block: ThrottleBlock): string =>
  `Demasiados intentos de inicio de sesión. Intenta de nuevo en ${minutesText(block)}.`;

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

  /** Starts a login attempt, or says how long this address / account must wait. */
  async beginLogin(address: string, username: string): Promise<LoginAttempt | ThrottleBlock> {
    const addressKey = `login:address:${address}`;
    const accountKey = `login:account:${address}:${normaliseUsername(username)}`;
    const block = await this.take([
      { key: addressKey, limit: this.settings.login.perAddress },
      { key: accountKey, limit: this.settings.login.perAccount },
    ]);
    if (block) return block;
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
