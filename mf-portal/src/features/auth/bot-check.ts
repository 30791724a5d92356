/**
 * Bot protection for login and signup (docs/business-rules.md#accounts: a bot-check token with
 * action 'login' or 'signup'). This is the one place where the real provider plugs in: call
 * `setBotCheckProvider` at start-up with a function that asks the provider for a token
 * (e.g. reCAPTCHA v3 `grecaptcha.execute(siteKey, { action })`). Until then a local token
 * is sent, which the development API accepts.
 */
export type BotCheckAction = 'login' | 'signup';
export type BotCheckProvider = (action: BotCheckAction) => Promise<string>;

const localProvider: BotCheckProvider = (action) => Promise.resolve(`local-dev:${action}`);

let provider: BotCheckProvider = localProvider;

export function setBotCheckProvider(next: BotCheckProvider | null): void {
  provider = next ?? localProvider;
}

export function getBotCheckToken(action: BotCheckAction): Promise<string> {
  return provider(action);
}
