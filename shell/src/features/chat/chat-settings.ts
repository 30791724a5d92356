import { formatEsHnTime } from '@store/contracts';
import { getRuntimeConfig, hasRuntimeConfig, type ChatSettings } from '@store/app-kit';

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

/**
 * "02:07 p. m." — the time shown under the message when the config gives none. Written without
 * Intl: the bubble takes it when it mounts, inside hydration, where building a formatter (the
 * locale's data) was a 60 ms task on a throttled phone.
 */
export function formatChatTime(date: Date): string {
  return formatEsHnTime(date);
}
