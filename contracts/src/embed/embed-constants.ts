import { ORDER_LIMITS } from '../orders/order-limits.js';

/**
 * The embed protocol's plain values (docs/embedding.md), apart from its TypeBox schemas
 * (embed-protocol.ts builds those from these). A module without a schema, so the integrator's
 * loader (`tienda-checkout.js`, 8 KB gzip budget) imports the very same values without bundling
 * TypeBox (the package has `sideEffects: false`).
 */

/** Every message carries this marker and the protocol's version (docs/events.md's rule). */
export const EMBED_MESSAGE_SOURCE = 'tienda-checkout';
export const EMBED_PROTOCOL_VERSION = 1;

/** The only locale the checkout speaks today. */
export const EMBED_LOCALES = ['es-HN'] as const;

/** Bounds of what a host may send: the same as any order's (ORDER_LIMITS). */
export const EMBED_MAX_LINES = ORDER_LIMITS.maxLines;
export const EMBED_MAX_QTY = ORDER_LIMITS.maxUnitsPerLine;

/** Appearance tokens: colours as #rgb or #rrggbb, radius in CSS pixels, a font family list. */
export const EMBED_COLOUR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
export const EMBED_MAX_BORDER_RADIUS = 24;
export const EMBED_FONT_FAMILY_PATTERN = "^[A-Za-z0-9 ,'\\-]{1,120}$";
export const EMBED_CART_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

/** The checkout's steps as the `change` event names them. */
export const EMBED_STEPS = ['contact', 'shipping', 'payment', 'complete'] as const;
export type EmbedStep = (typeof EMBED_STEPS)[number];

/** Codes of the `error` event; `message` is Spanish, for the shopper. */
export const EMBED_ERROR_CODES = [
  'origin-not-allowed',
  'unknown-integrator',
  'invalid-options',
  'product-unavailable',
  'network',
  'payment-declined',
] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

/** The Spanish refusals the loader shows in the host's element. */
export const EMBED_MESSAGES = {
  originNotAllowed:
    'Este sitio no está autorizado para vender con el checkout de Tienda Tecnología HN. Si eres el dueño del sitio, pide que agreguen tu dominio a la lista de orígenes permitidos.',
  unknownIntegrator: 'La clave de integrador no existe. Revisa la opción «integrator».',
  invalidOptions: 'Las opciones del checkout no son válidas',
  network: 'No pudimos cargar el checkout. Revisa tu conexión e intenta de nuevo.',
} as const;

/** What `embedOptionsProblem` answers. */
export const EMBED_OPTION_MESSAGES = {
  oneOfLinesOrToken: 'Indica las líneas del carrito («lines») o un «cartToken», uno de los dos',
  productOnce: 'Cada producto va una sola vez en «lines»',
} as const;

/**
 * The Spanish reason options that match the schema (EmbedCheckoutOptions) still cannot be
 * used, or null: exactly one of `lines` and `cartToken`, each product once.
 */
export function embedOptionsProblem(options: {
  lines?: ReadonlyArray<{ productId: number }> | undefined;
  cartToken?: string | undefined;
}): string | null {
  const given = Number(options.lines !== undefined) + Number(options.cartToken !== undefined);
  if (given !== 1) return EMBED_OPTION_MESSAGES.oneOfLinesOrToken;
  const ids = (options.lines ?? []).map((line) => line.productId);
  if (new Set(ids).size !== ids.length) return EMBED_OPTION_MESSAGES.productOnce;
  return null;
}
