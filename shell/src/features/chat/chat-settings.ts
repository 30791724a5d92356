import { getRuntimeConfig, hasRuntimeConfig, lazily, type ChatSettings } from '@store/app-kit';

const NO_SETTINGS: ChatSettings = { phone: '', accountName: '', messageBody: '', placeholder: '' };

/**
 * The chat settings in force: each setting given in `overrides` wins over the run-time config
 * (/config.json). Without a loaded config (a test, a page rendered before start-up finished)
 * the fields are empty rather than throwing, so the bubble never takes the page down.
 */
export function resolveChatSettings(overrides: Partial<ChatSettings> = {}): ChatSettings {
  const base = hasRuntimeConfig() ? getRuntimeConfig().chat : NO_SETTINGS;
  return {
    phone: overrides.phone ?? base.phone,
    accountName: overrides.accountName ?? base.accountName,
    messageBody: overrides.messageBody ?? base.messageBody,
    placeholder: overrides.placeholder ?? base.placeholder,
    messageTime: overrides.messageTime ?? base.messageTime,
    audioSrc: overrides.audioSrc ?? base.audioSrc,
    typing: overrides.typing ?? base.typing,
  };
}

const TIME_FORMAT = lazily(() => new Intl.DateTimeFormat('es-HN', { hour: '2-digit', minute: '2-digit' }));

/** "02:07 p. m." — the time shown under the message when the config gives none. */
export function formatChatTime(date: Date): string {
  return TIME_FORMAT().format(date);
}
