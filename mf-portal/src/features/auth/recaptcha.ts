import { BotCheckUnavailableError, type BotCheckAction } from './bot-check';

/** The part of Google's reCAPTCHA v3 client this store uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';
/** A shopper waits at most this long for the provider before the form tells them. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.dataset.botCheck = 'recaptcha';
    const timer = window.setTimeout(() => reject(new BotCheckUnavailableError()), RECAPTCHA_TIMEOUT_MS);
    script.onload = () => {
      const client = window.grecaptcha;
      if (!client) {
        window.clearTimeout(timer);
        reject(new BotCheckUnavailableError());
        return;
      }
      client.ready(() => {
        window.clearTimeout(timer);
        resolve(client);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new BotCheckUnavailableError());
    };
    document.head.appendChild(script);
  });
}

const SCRIPT_SELECTOR = 'script[data-bot-check="recaptcha"]';

/**
 * Loads the script once per page; a failed load is retried on the next submit, and so is a
 * script something removed from the page.
 */
function recaptchaClient(siteKey: string): Promise<Grecaptcha> {
  if (loading && !document.querySelector(SCRIPT_SELECTOR)) loading = null;
  loading ??= loadScript(siteKey).catch((error: unknown) => {
    loading = null;
    document.querySelector(SCRIPT_SELECTOR)?.remove();
    throw error;
  });
  return loading;
}

/** A reCAPTCHA v3 token for `action` (the API checks the action and the score). */
export async function recaptchaToken(siteKey: string, action: BotCheckAction): Promise<string> {
  const client = await recaptchaClient(siteKey);
  try {
    const token = await client.execute(siteKey, { action });
    if (!token) throw new BotCheckUnavailableError();
    return token;
  } catch (error) {
    throw error instanceof BotCheckUnavailableError ? error : new BotCheckUnavailableError();
  }
}
