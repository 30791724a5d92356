/**
 * The embed protocol's values as the loader uses them, from the contract's schema-free module
 * (`contracts/src/embed/embed-constants.ts`): importing them never bundles TypeBox into
 * `tienda-checkout.js` (8 KB gzip budget; the package is `sideEffects: false`), and there is no
 * copy to drift. The checks themselves are hand-written (loader-options.ts, frame-messages.ts);
 * `protocol-mirror.test.ts` holds them to the contract's schemas on samples.
 */
import {
  EMBED_CART_TOKEN_PATTERN,
  EMBED_COLOUR_PATTERN,
  EMBED_ERROR_CODES,
  EMBED_FONT_FAMILY_PATTERN,
  EMBED_LOCALES,
  EMBED_MAX_BORDER_RADIUS,
  EMBED_MAX_LINES,
  EMBED_MAX_QTY,
  EMBED_MESSAGE_SOURCE,
  EMBED_MESSAGES,
  EMBED_OPTION_MESSAGES,
  EMBED_PROTOCOL_VERSION,
  EMBED_STEPS,
  type EmbedErrorCode,
  type EmbedStep,
} from '@store/contracts';

export const MESSAGE_SOURCE = EMBED_MESSAGE_SOURCE;
export const PROTOCOL_VERSION = EMBED_PROTOCOL_VERSION;

export const LOCALES: readonly string[] = EMBED_LOCALES;
export const MAX_LINES = EMBED_MAX_LINES;
export const MAX_QTY = EMBED_MAX_QTY;

export const COLOUR = new RegExp(EMBED_COLOUR_PATTERN);
export const CART_TOKEN = new RegExp(EMBED_CART_TOKEN_PATTERN);
export const FONT_FAMILY = new RegExp(EMBED_FONT_FAMILY_PATTERN);
export const MAX_BORDER_RADIUS = EMBED_MAX_BORDER_RADIUS;

export const STEPS: readonly EmbedStep[] = EMBED_STEPS;
export const ERROR_CODES: readonly EmbedErrorCode[] = EMBED_ERROR_CODES;

/** The Spanish texts the loader shows in the host's element. */
export const MESSAGES = EMBED_MESSAGES;

/** embedOptionsProblem's two texts, used by the loader's own check of that rule. */
export const ONE_OF_LINES_OR_TOKEN = EMBED_OPTION_MESSAGES.oneOfLinesOrToken;
export const PRODUCT_ONCE = EMBED_OPTION_MESSAGES.productOnce;
