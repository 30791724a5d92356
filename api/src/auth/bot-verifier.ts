/**
 * Bot protection for login and signup (docs/business-rules.md#accounts: the browser sends a
 * bot-check token made for the action 'login' or 'signup'). The API checks it through one
 * pluggable interface:
 *
 * - `LocalBotVerifier` (development aid: DEVELOPMENT_AIDS=1 or BOT_CHECK_PROVIDER=local, never
 *   with NODE_ENV=production): accepts exactly `local-dev:<action>`, which is what mf-portal's
 *   `src/features/auth/bot-check.ts` sends when no provider is set. The token is public, so it
 *   proves nothing outside development.
 * - `RecaptchaVerifier` (`BOT_CHECK_PROVIDER=recaptcha`): Google reCAPTCHA v3 `siteverify`,
 *   checking success, action and score. Fails closed: if the provider cannot be reached the
 *   request is refused, so an outage never switches the protection off.
 * - `UnconfiguredBotVerifier` (no provider chosen, e.g. `buildApp` without settings): refuses
 *   every token. A production start without a provider is refused (config.ts); this only
 *   makes sure a forgotten setting fails closed rather than open.
 */
export type BotCheckAction = 'login' | 'signup';

export type BotCheckResult = { ok: true } | { ok: false; reason: string };

export interface BotVerifier {
  readonly name: string;
  verify(
    token: string | undefined,
    expectedAction: BotCheckAction,
    remoteIp: string,
  ): Promise<BotCheckResult>;
}

export const BOT_CHECK_FAILED_MESSAGE = 'No pudimos verificar que no eres un robot. Intenta de nuevo.';
export const BOT_CHECK_FAILED_CODE = 'BOT_CHECK_FAILED';

export const LOCAL_TOKEN_PREFIX = 'local-dev:';

export class LocalBotVerifier implements BotVerifier {
  readonly name = 'local';

  verify(token: string | undefined, expectedAction: BotCheckAction): Promise<BotCheckResult> {
    if (token === undefined || token === '') return Promise.resolve({ ok: false, reason: 'missing-token' });
    if (token !== `${LOCAL_TOKEN_PREFIX}${expectedAction}`)
      return Promise.resolve({ ok: false, reason: 'invalid-token' });
    return Promise.resolve({ ok: true });
  }
}

/** No provider configured: nothing passes (fail closed). */
export class UnconfiguredBotVerifier implements BotVerifier {
  readonly name = 'unconfigured';

  verify(): Promise<BotCheckResult> {
    return Promise.resolve({ ok: false, reason: 'not-configured' });
  }
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5;

export interface RecaptchaOptions {
  secret: string;
  /** Scores go from 0 (bot) to 1 (human); below this the request is refused. */
  minScore?: number;
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The fields of Google's siteverify answer this verifier reads. */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export class RecaptchaVerifier implements BotVerifier {
  readonly name = 'recaptcha';
  private readonly secret: string;
  private readonly minScore: number;
  private readonly verifyUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: RecaptchaOptions) {
    if (!options.secret) throw new Error('RECAPTCHA_SECRET es obligatorio con BOT_CHECK_PROVIDER=recaptcha');
    this.secret = options.secret;
    this.minScore = options.minScore ?? RECAPTCHA_DEFAULT_MIN_SCORE;
    this.verifyUrl = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async verify(
    token: string | undefined,
    expectedAction: BotCheckAction,
    remoteIp: string,
  ): Promise<BotCheckResult> {
    if (token === undefined || token === '') return { ok: false, reason: 'missing-token' };
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);

    let answer: SiteverifyAnswer;
    try {
      const response = await this.fetchImpl(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return { ok: false, reason: `provider-http-${response.status}` };
      answer = (await response.json()) as SiteverifyAnswer;
    } catch {
      return { ok: false, reason: 'provider-unreachable' };
    }

    if (answer.success !== true) {
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(',') : '';
      return { ok: false, reason: `not-successful${codes ? `:${codes}` : ''}` };
    }
    // A token minted for another action (e.g. a signup token replayed on login) is refused.
    if (answer.action !== expectedAction) return { ok: false, reason: 'wrong-action' };
    if (typeof answer.score !== 'number' || answer.score < this.minScore) {
      return { ok: false, reason: 'low-score' };
    }
    return { ok: true };
  }
}

export type BotCheckSettings =
  | { provider: 'unconfigured' }
  | { provider: 'local' }
  | { provider: 'recaptcha'; secret: string; minScore: number; verifyUrl: string };

export function createBotVerifier(settings: BotCheckSettings): BotVerifier {
  switch (settings.provider) {
    case 'recaptcha':
      return new RecaptchaVerifier({
        secret: settings.secret,
        minScore: settings.minScore,
        verifyUrl: settings.verifyUrl,
      });
    case 'local':
      return new LocalBotVerifier();
    case 'unconfigured':
      return new UnconfiguredBotVerifier();
  }
}
