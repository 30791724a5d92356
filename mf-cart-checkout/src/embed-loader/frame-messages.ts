/**
 * The frame's messages as the loader accepts them: EmbedFrameMessage of @store/contracts,
 * checked by hand (see protocol-mirror.ts for why not TypeBox). Anything else posted to the
 * host's window (other widgets, browser extensions, a newer protocol) is ignored.
 */
import type { EmbedFrameMessage, EmbedHostMessage, EmbedCheckoutOptions } from '@store/contracts';
import { isInteger, isOneOf, isRecord, unknownKey } from './checks';
import { ERROR_CODES, MESSAGE_SOURCE, PROTOCOL_VERSION, STEPS } from './protocol-mirror';

const ENVELOPE = ['source', 'v', 'type'];
const TOTALS = ['subtotal', 'shipping', 'discount', 'total'];

const hasOnly = (value: Record<string, unknown>, ...keys: string[]): boolean =>
  unknownKey(value, [...ENVELOPE, ...keys]) === undefined;

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isTotals(value: unknown): boolean {
  return (
    isRecord(value) &&
    unknownKey(value, ['currency', ...TOTALS]) === undefined &&
    value.currency === 'HNL' &&
    TOTALS.every((key) => typeof value[key] === 'number')
  );
}

/** True when `data` is one of the frame's messages of this protocol version, fully formed. */
export function isFrameMessage(data: unknown): data is EmbedFrameMessage {
  if (!isRecord(data) || data.source !== MESSAGE_SOURCE || data.v !== PROTOCOL_VERSION) return false;
  switch (data.type) {
    case 'ready':
    case 'cancel':
      return hasOnly(data);
    case 'change':
      return hasOnly(data, 'step') && isOneOf(STEPS, data.step);
    case 'complete':
      return (
        hasOnly(data, 'orderNumber', 'paymentMethod', 'totals') &&
        isFilledString(data.orderNumber) &&
        isFilledString(data.paymentMethod) &&
        isTotals(data.totals)
      );
    case 'error':
      return (
        hasOnly(data, 'code', 'message') &&
        isOneOf(ERROR_CODES, data.code) &&
        typeof data.message === 'string'
      );
    case 'resize':
      return hasOnly(data, 'height') && isInteger(data.height, 0);
    default:
      return false;
  }
}

/** The loader's message to the frame: the options at each load of the frame, or after update(). */
export const hostMessage = (
  type: EmbedHostMessage['type'],
  options: EmbedCheckoutOptions,
): EmbedHostMessage => ({
  source: MESSAGE_SOURCE,
  v: PROTOCOL_VERSION,
  type,
  options,
});
