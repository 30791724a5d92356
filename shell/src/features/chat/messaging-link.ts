import { MESSAGING_SEND_URL } from './chat-constants';

/**
 * The messaging service's send link for `phone`, with `text` prefilled when given.
 * The service wants the international number as bare digits, so spaces, dashes, brackets and
 * the leading "+" of a configured number are dropped. The text is percent-encoded (spaces as
 * %20, not "+", which the service would show literally in some clients).
 */
export function buildMessagingSendLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  const link = `${MESSAGING_SEND_URL}?phone=${digits}`;
  return text === undefined ? link : `${link}&text=${encodeURIComponent(text)}`;
}
