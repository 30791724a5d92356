import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX } from '../http/common.js';
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
  EMBED_PROTOCOL_VERSION,
  EMBED_STEPS,
} from './embed-constants.js';

/**
 * The embeddable checkout (docs/embedding.md): what an integrator's page, our loader script
 * (`tienda-checkout.js`) and the checkout frame say to each other, and what the API answers the
 * loader. The frame runs on the store's origin inside an iframe, so card data never reaches the
 * host page's scripts; every message below crosses that boundary with `postMessage`, sent to
 * one exact origin (never '*') and checked against these schemas on arrival.
 */

export const EmbedCartLine = Type.Object(
  {
    // A database id (int4): a larger one would reach SQL instead of the schema.
    productId: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
    qty: Type.Integer({ minimum: 1, maximum: EMBED_MAX_QTY }),
  },
  { additionalProperties: false },
);
export type EmbedCartLine = Static<typeof EmbedCartLine>;

const Colour = Type.String({ pattern: EMBED_COLOUR_PATTERN });

/**
 * Appearance tokens: a few, checked, never raw CSS (a host cannot inject styles into the
 * frame). Colours as #rgb or #rrggbb; radius in CSS pixels; a font family name list.
 */
export const EmbedAppearance = Type.Object(
  {
    colorPrimary: Type.Optional(Colour),
    colorBackground: Type.Optional(Colour),
    colorText: Type.Optional(Colour),
    borderRadius: Type.Optional(Type.Integer({ minimum: 0, maximum: EMBED_MAX_BORDER_RADIUS })),
    fontFamily: Type.Optional(Type.String({ pattern: EMBED_FONT_FAMILY_PATTERN })),
  },
  { additionalProperties: false },
);
export type EmbedAppearance = Static<typeof EmbedAppearance>;

/**
 * What the host decides: the lines to sell (product ids and quantities) or a cart token its
 * server created (`POST /embed/carts`), the locale and the look. Exactly one of `lines` and
 * `cartToken` (`embedOptionsProblem`).
 */
export const EmbedCheckoutOptions = Type.Object(
  {
    lines: Type.Optional(Type.Array(EmbedCartLine, { minItems: 1, maxItems: EMBED_MAX_LINES })),
    cartToken: Type.Optional(Type.String({ pattern: EMBED_CART_TOKEN_PATTERN })),
    locale: Type.Optional(Type.Union(EMBED_LOCALES.map((locale) => Type.Literal(locale)))),
    appearance: Type.Optional(EmbedAppearance),
  },
  { additionalProperties: false },
);
export type EmbedCheckoutOptions = Static<typeof EmbedCheckoutOptions>;

/** `POST /embed/carts` (the integrator's server, with its secret): a cart for one checkout. */
export const EmbedCartRequest = Type.Object(
  { lines: Type.Array(EmbedCartLine, { minItems: 1, maxItems: EMBED_MAX_LINES }) },
  { additionalProperties: false },
);
export type EmbedCartRequest = Static<typeof EmbedCartRequest>;

export const EmbedCart = Type.Object(
  {
    cartToken: Type.String(),
    lines: Type.Array(EmbedCartLine),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type EmbedCart = Static<typeof EmbedCart>;

/**
 * `GET /embed/orders/{orderNumber}` (the integrator's server, with its secret): what confirms a
 * sale. The `complete` event in the browser is only a hint.
 */
export const EmbedOrderStatus = Type.Object(
  {
    orderNumber: Type.String(),
    status: Type.String(),
    paymentMethod: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(
      Type.Object(
        { productId: Type.Integer(), qty: Type.Integer(), price: Type.Number(), sum: Type.Number() },
        { additionalProperties: false },
      ),
    ),
    totals: Type.Object(
      {
        currency: Type.Literal('HNL'),
        subtotal: Type.Number(),
        shipping: Type.Number(),
        discount: Type.Number(),
        total: Type.Number(),
      },
      { additionalProperties: false },
    ),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type EmbedOrderStatus = Static<typeof EmbedOrderStatus>;

const envelope = <T extends string>(type: T) => ({
  source: Type.Literal(EMBED_MESSAGE_SOURCE),
  v: Type.Literal(EMBED_PROTOCOL_VERSION),
  type: Type.Literal(type),
});

/** Loader → frame: the options at start, and again on `update()`. */
export const EmbedHostMessage = Type.Union([
  Type.Object({ ...envelope('init'), options: EmbedCheckoutOptions }, { additionalProperties: false }),
  Type.Object({ ...envelope('update'), options: EmbedCheckoutOptions }, { additionalProperties: false }),
]);
export type EmbedHostMessage = Static<typeof EmbedHostMessage>;

export const EmbedTotals = EmbedOrderStatus.properties.totals;
export type EmbedTotals = Static<typeof EmbedTotals>;

/** Frame → loader. `resize` keeps the iframe as tall as the checkout (no inner scrollbar). */
export const EmbedFrameMessage = Type.Union([
  Type.Object({ ...envelope('ready') }, { additionalProperties: false }),
  Type.Object(
    {
      ...envelope('change'),
      step: Type.Union(EMBED_STEPS.map((step) => Type.Literal(step))),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...envelope('complete'),
      orderNumber: Type.String({ minLength: 1 }),
      paymentMethod: Type.String({ minLength: 1 }),
      totals: EmbedTotals,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...envelope('error'),
      code: Type.Union(EMBED_ERROR_CODES.map((code) => Type.Literal(code))),
      message: Type.String(),
    },
    { additionalProperties: false },
  ),
  Type.Object({ ...envelope('cancel') }, { additionalProperties: false }),
  Type.Object(
    { ...envelope('resize'), height: Type.Integer({ minimum: 0 }) },
    { additionalProperties: false },
  ),
]);
export type EmbedFrameMessage = Static<typeof EmbedFrameMessage>;

/** `GET /embed/session?integrator=KEY` (CORS from any origin): may this page embed? */
export const EmbedSession = Type.Object(
  {
    integrator: Type.String(),
    /** The integrator's name, shown in the frame ('Compra en {name}'). */
    name: Type.String(),
    /** The frame to load: the API's `/embed/frame` for this integrator and this origin. */
    frameUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type EmbedSession = Static<typeof EmbedSession>;

// The API's side (api/src/embed/, api/docs/embedding-api.md) ------------------------------------

/** An integrator's key as the API stores it (lower-case letters, digits and dashes). */
export const EMBED_INTEGRATOR_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';

/**
 * `GET /embed/session` and `/embed/frame` take any short text as the key: one that cannot exist
 * is answered like an unknown one (404 'unknown-integrator'), so the loader shows one message.
 */
const EmbedIntegratorParam = Type.String({ minLength: 1, maxLength: 100 });

export const EmbedSessionQuery = Type.Object({ integrator: EmbedIntegratorParam });
export type EmbedSessionQuery = Static<typeof EmbedSessionQuery>;

/**
 * `GET /embed/frame`: the integrator and the host page's origin, and on the card gateway's
 * return its answer (read by the frame from `location.search`, then sent to POST /gateway/response).
 * Both are optional in the schema so that a missing one gets the frame's Spanish HTML page.
 */
export const EmbedFrameQuery = Type.Object({
  integrator: Type.Optional(EmbedIntegratorParam),
  origin: Type.Optional(Type.String({ maxLength: 300 })),
  orderid: Type.Optional(Type.String({ maxLength: 20 })),
  response: Type.Optional(Type.String({ maxLength: 5 })),
  responsetext: Type.Optional(Type.String({ maxLength: 300 })),
  authcode: Type.Optional(Type.String({ maxLength: 40 })),
  time: Type.Optional(Type.String({ maxLength: 20 })),
  hash: Type.Optional(Type.String({ maxLength: 128 })),
});
export type EmbedFrameQuery = Static<typeof EmbedFrameQuery>;

export const EmbedCartTokenParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }),
});
export type EmbedCartTokenParams = Static<typeof EmbedCartTokenParams>;

export const EmbedOrderNumberParams = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
export type EmbedOrderNumberParams = Static<typeof EmbedOrderNumberParams>;

/**
 * The frame's run-time settings: the API writes them into the frame document as
 * `<script type="application/json" id="tienda-embed-config">` (with `<` escaped), the frame
 * app reads them before anything else. `hostOrigin` is the only origin it talks to.
 */
export const EmbedFrameConfig = Type.Object(
  {
    integrator: Type.String(),
    name: Type.String(),
    hostOrigin: Type.String(),
    apiBaseUrl: Type.String(),
    checkoutOrigin: Type.String(),
  },
  { additionalProperties: false },
);
export type EmbedFrameConfig = Static<typeof EmbedFrameConfig>;

/** Ids in the frame document, and the frame app's stable file name on the checkout's origin. */
export const EMBED_FRAME_DOCUMENT = {
  rootId: 'tienda-checkout-root',
  configId: 'tienda-embed-config',
  script: 'embed-frame.js',
} as const;

/**
 * Headers the frame adds to `POST /orders`: the order is then attributed to the integrator
 * (its server can read it with GET /embed/orders/{number}) and the card gateway sends the
 * shopper back to the frame of that origin. Both or neither; checked against the allow-list.
 */
export const EMBED_ORDER_HEADERS = {
  integrator: 'x-embed-integrator',
  origin: 'x-embed-origin',
} as const;

/** Spanish answers of the embedding routes that the frame or the loader may show. */
export const EMBED_API_MESSAGES = {
  cartNotFound: 'El carrito no existe o ya venció',
} as const;
