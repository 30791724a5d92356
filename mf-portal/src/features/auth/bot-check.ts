import { getRuntimeConfig, hasRuntimeConfig } from '@store/app-kit';

/**
 * Bot protection for login and signup (docs/business-rules.md#accounts: a bot-check token with
 * action 'login' or 'signup'). The run-time configuration decides the provider: with
 * `botCheck: { provider: 'recaptcha', siteKey }` (RECAPTCHA_SITE_KEY on the servers) a real
 * reCAPTCHA v3 token; without it the development token `local-dev:{action}`, which only an API
 * with DEVELOPMENT_AIDS accepts. `setBotCheckProvider` overrides both (tests, another provider).
 */
export type BotCheckAction = 'login' | 'signup';
export type BotCheckProvider = (action: BotCheckAction) => Promise<string>;

/** The provider's script could not be loaded or answered nothing: the form says so. */
export class BotCheckUnavailableError extends Error {
  constructor() {
    super(
      'No pudimos cargar la verificación anti-robots (reCAPTCHA). Revisa tu conexión o desactiva el bloqueador de contenido y vuelve a intentarlo.',
    );
    this.name = 'BotCheckUnavailableError';
  }
}

const localProvider: BotCheckProvider = (action) => Promise.resolve(`local-dev:${action}`);

let override: BotCheckProvider | null = null;

export function setBotCheckProvider(next: BotCheckProvider | null): void {
  override = next;
}

export async function getBotCheckToken(action: BotCheckAction): Promise<string> {
  if (override) return override(action);
  const settings = hasRuntimeConfig() ? getRuntimeConfig().botCheck : undefined;
  if (settings?.provider !== 'recaptcha') return localProvider(action);
  // The provider's code is loaded only when a shopper submits a form that needs it.
  const { recaptchaToken } = await import('./recaptcha');
  return recaptchaToken(settings.siteKey, action);
}
