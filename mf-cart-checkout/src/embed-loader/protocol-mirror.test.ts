/**
 * The loader checks options and messages by hand (no TypeBox in tienda-checkout.js): these
 * tests hold its copies to @store/contracts, value by value and verdict by verdict.
 */
import {
  EMBED_ERROR_CODES,
  EMBED_LOCALES,
  EMBED_MAX_LINES,
  EMBED_MAX_QTY,
  EMBED_MESSAGE_SOURCE,
  EMBED_MESSAGES,
  EMBED_PROTOCOL_VERSION,
  EMBED_STEPS,
  EmbedAppearance,
  EmbedCheckoutOptions,
  EmbedFrameMessage,
  embedOptionsProblem,
  matchesContract,
} from '@store/contracts';
import { isFrameMessage } from './frame-messages';
import { checkoutOptionsProblem } from './loader-options';
import {
  CART_TOKEN,
  COLOUR,
  ERROR_CODES,
  FONT_FAMILY,
  LOCALES,
  MAX_BORDER_RADIUS,
  MAX_LINES,
  MAX_QTY,
  MESSAGES,
  MESSAGE_SOURCE,
  PROTOCOL_VERSION,
  STEPS,
} from './protocol-mirror';

test('the constants are the contract’s', () => {
  expect(MESSAGE_SOURCE).toBe(EMBED_MESSAGE_SOURCE);
  expect(PROTOCOL_VERSION).toBe(EMBED_PROTOCOL_VERSION);
  expect(LOCALES).toEqual(EMBED_LOCALES);
  expect(MAX_LINES).toBe(EMBED_MAX_LINES);
  expect(MAX_QTY).toBe(EMBED_MAX_QTY);
  expect(STEPS).toEqual(EMBED_STEPS);
  expect(ERROR_CODES).toEqual(EMBED_ERROR_CODES);
  expect(MESSAGES).toEqual({
    originNotAllowed: EMBED_MESSAGES.originNotAllowed,
    unknownIntegrator: EMBED_MESSAGES.unknownIntegrator,
    invalidOptions: EMBED_MESSAGES.invalidOptions,
    network: EMBED_MESSAGES.network,
  });
  expect(CART_TOKEN.source).toBe(EmbedCheckoutOptions.properties.cartToken.pattern);
  expect(COLOUR.source).toBe(EmbedAppearance.properties.colorPrimary.pattern);
  expect(FONT_FAMILY.source).toBe(EmbedAppearance.properties.fontFamily.pattern);
  expect(MAX_BORDER_RADIUS).toBe(EmbedAppearance.properties.borderRadius.maximum);
});

const line = (productId: unknown, qty: unknown = 1) => ({ productId, qty });

const OPTIONS: unknown[] = [
  { lines: [line(12)] },
  { lines: [line(12, 10), line(13, 1)], locale: 'es-HN' },
  { cartToken: 'abcdefghijklmnop' },
  { cartToken: 'a'.repeat(128), appearance: {} },
  {
    lines: [line(1)],
    appearance: { colorPrimary: '#0a7', colorBackground: '#FFFFFF', colorText: '#123', borderRadius: 0 },
  },
  { lines: [line(1)], appearance: { borderRadius: 24, fontFamily: "'Inter', sans-serif" } },
  { lines: Array.from({ length: 20 }, (_, index) => line(index + 1)) },
  // refused
  {},
  null,
  [],
  'lines',
  { lines: [] },
  { lines: Array.from({ length: 21 }, (_, index) => line(index + 1)) },
  { lines: [line(0)] },
  { lines: [line(1.5)] },
  { lines: [line('12')] },
  { lines: [line(12, 0)] },
  { lines: [line(12, 100)] },
  { lines: [line(12, 2.5)] },
  { lines: [{ productId: 12 }] },
  { lines: [{ ...line(12), price: 1 }] },
  { lines: [line(12), line(12, 2)] },
  { lines: 'x' },
  { lines: [null] },
  { cartToken: 'short' },
  { cartToken: 'a'.repeat(129) },
  { cartToken: 'abcdefghijklmnop!' },
  { cartToken: 42 },
  { lines: [line(1)], cartToken: 'abcdefghijklmnop' },
  { lines: [line(1)], locale: 'en-US' },
  { lines: [line(1)], appearance: { colorPrimary: '#12' } },
  { lines: [line(1)], appearance: { colorPrimary: '#1234' } },
  { lines: [line(1)], appearance: { colorText: '0a7' } },
  { lines: [line(1)], appearance: { borderRadius: 25 } },
  { lines: [line(1)], appearance: { borderRadius: -1 } },
  { lines: [line(1)], appearance: { borderRadius: 4.5 } },
  { lines: [line(1)], appearance: { fontFamily: 'Inter; color: red' } },
  { lines: [line(1)], appearance: { fontFamily: '' } },
  { lines: [line(1)], appearance: { fontFamily: 'a'.repeat(121) } },
  { lines: [line(1)], appearance: { css: 'body{}' } },
  { lines: [line(1)], appearance: 'dark' },
  { lines: [line(1)], integrator: 'demo' },
];

test.each(OPTIONS.map((value) => [JSON.stringify(value), value]))(
  'options %s: the loader and the contract give the same verdict',
  (_name, value) => {
    const contract = matchesContract(EmbedCheckoutOptions, value) ? embedOptionsProblem(value) : 'schema';
    const loader = checkoutOptionsProblem(value);
    expect(loader === null).toBe(contract === null);
    // The two rules beyond the schema say the same words in both.
    if (contract !== null && contract !== 'schema') expect(loader).toBe(contract);
  },
);

const envelope = { source: 'tienda-checkout', v: 1 };
const totals = { currency: 'HNL', subtotal: 100, shipping: 0, discount: 0, total: 100 };

const MESSAGES_FROM_FRAME: unknown[] = [
  { ...envelope, type: 'ready' },
  { ...envelope, type: 'cancel' },
  ...EMBED_STEPS.map((step) => ({ ...envelope, type: 'change', step })),
  { ...envelope, type: 'complete', orderNumber: 'TN-1', paymentMethod: 'transfer', totals },
  ...EMBED_ERROR_CODES.map((code) => ({ ...envelope, type: 'error', code, message: 'Algo pasó' })),
  { ...envelope, type: 'error', code: 'network', message: '' },
  { ...envelope, type: 'resize', height: 0 },
  { ...envelope, type: 'resize', height: 1200 },
  // refused
  null,
  'ready',
  { type: 'ready' },
  { ...envelope, v: 2, type: 'ready' },
  { ...envelope, source: 'otro', type: 'ready' },
  { ...envelope, type: 'init' },
  { ...envelope, type: 'ready', extra: 1 },
  { ...envelope, type: 'change', step: 'review' },
  { ...envelope, type: 'change' },
  { ...envelope, type: 'complete', orderNumber: '', paymentMethod: 'card', totals },
  { ...envelope, type: 'complete', orderNumber: 'TN-1', paymentMethod: '', totals },
  { ...envelope, type: 'complete', orderNumber: 'TN-1', paymentMethod: 'card' },
  {
    ...envelope,
    type: 'complete',
    orderNumber: 'TN-1',
    paymentMethod: 'card',
    totals: { ...totals, total: '100' },
  },
  {
    ...envelope,
    type: 'complete',
    orderNumber: 'TN-1',
    paymentMethod: 'card',
    totals: { ...totals, tax: 0 },
  },
  {
    ...envelope,
    type: 'complete',
    orderNumber: 'TN-1',
    paymentMethod: 'card',
    totals: { ...totals, currency: 'USD' },
  },
  { ...envelope, type: 'complete', orderNumber: 1, paymentMethod: 'card', totals },
  { ...envelope, type: 'error', code: 'boom', message: 'x' },
  { ...envelope, type: 'error', code: 'network' },
  { ...envelope, type: 'resize', height: -1 },
  { ...envelope, type: 'resize', height: 10.5 },
  { ...envelope, type: 'resize', height: '10' },
];

test.each(MESSAGES_FROM_FRAME.map((value) => [JSON.stringify(value), value]))(
  'frame message %s: the loader and the contract give the same verdict',
  (_name, value) => {
    expect(isFrameMessage(value)).toBe(matchesContract(EmbedFrameMessage, value));
  },
);

test('the samples hold both verdicts (the first 7 options and 16 messages are valid)', () => {
  expect(OPTIONS.map((value) => checkoutOptionsProblem(value) === null).lastIndexOf(true)).toBe(6);
  expect(OPTIONS.filter((value) => checkoutOptionsProblem(value) === null)).toHaveLength(7);
  expect(MESSAGES_FROM_FRAME.filter((value) => isFrameMessage(value))).toHaveLength(16);
});
