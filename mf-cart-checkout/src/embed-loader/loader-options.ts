/**
 * What an integrator passes to `TiendaCheckout.mount()` and `update()`, and the checks that turn
 * a mistake into a Spanish `TypeError` at once (a programmer's error: the page's author sees it
 * in the console, the shopper never meets a half-configured checkout).
 *
 * The checks mirror `EmbedCheckoutOptions` and `embedOptionsProblem` of @store/contracts, the
 * same rules the frame applies again on arrival (`loader-options.test.ts` compares the two).
 */
import type {
  EmbedAppearance,
  EmbedCartLine,
  EmbedCheckoutOptions,
  EmbedErrorCode,
  EmbedStep,
  EmbedTotals,
} from '@store/contracts';
import { isInteger, isOneOf, isRecord, unknownKey } from './checks';
import {
  CART_TOKEN,
  COLOUR,
  FONT_FAMILY,
  LOCALES,
  MAX_BORDER_RADIUS,
  MAX_LINES,
  MAX_QTY,
  MESSAGES,
  ONE_OF_LINES_OR_TOKEN,
  PRODUCT_ONCE,
} from './protocol-mirror';

/** What each event carries: the callback's argument and the DOM event's `detail`. */
export interface TiendaCheckoutEventDetails {
  /** The checkout is shown and can be used. */
  ready: Record<string, never>;
  /** The shopper reached another step. */
  change: { step: EmbedStep };
  /**
   * The order was placed (card approved, or transfer / pay at store chosen). A hint for the
   * page only: the integrator's server confirms the sale with `GET /embed/orders/{orderNumber}`.
   */
  complete: { orderNumber: string; paymentMethod: string; totals: EmbedTotals };
  /** Something the shopper was told in Spanish (`message`); `code` is for the page's logic. */
  error: { code: EmbedErrorCode; message: string };
  /** The shopper left the checkout ('Volver a la tienda'). */
  cancel: Record<string, never>;
}

export type TiendaCheckoutEvent = keyof TiendaCheckoutEventDetails;

/** The callbacks, one per event; each is optional and receives that event's details. */
export interface TiendaCheckoutCallbacks {
  onReady?: (detail: TiendaCheckoutEventDetails['ready']) => void;
  onChange?: (detail: TiendaCheckoutEventDetails['change']) => void;
  onComplete?: (detail: TiendaCheckoutEventDetails['complete']) => void;
  onError?: (detail: TiendaCheckoutEventDetails['error']) => void;
  onCancel?: (detail: TiendaCheckoutEventDetails['cancel']) => void;
}

/**
 * The options of `TiendaCheckout.mount(element, options)`.
 *
 * - `integrator` (required): the integrator key the store gave you (`'demo'` in development).
 * - `apiUrl`: the store API's URL, e.g. `'https://api.tienda.hn'`. Default: the
 *   `data-api-url` attribute of the `<script>` tag that loaded `tienda-checkout.js`.
 * - `lines` (1 to 20 `{ productId, qty }`, qty 1 to 10, each product once) **or** `cartToken`
 *   (made by your server with `POST /embed/carts`): exactly one of the two.
 * - `locale`: `'es-HN'` (the default and only one today).
 * - `appearance`: `colorPrimary`, `colorBackground`, `colorText` (`#rgb` / `#rrggbb`),
 *   `borderRadius` (0 to 24 px), `fontFamily` (letters, digits, spaces, commas, quotes, hyphens).
 * - `onReady`, `onChange`, `onComplete`, `onError`, `onCancel`: see TiendaCheckoutEventDetails.
 */
export interface TiendaCheckoutOptions extends EmbedCheckoutOptions, TiendaCheckoutCallbacks {
  integrator: string;
  apiUrl?: string;
}

/** The mount options once checked: where to ask, what to tell the frame, whom to call. */
export interface MountSettings {
  integrator: string;
  /** Absolute http(s) URL without a trailing slash. */
  apiUrl: string;
  options: EmbedCheckoutOptions;
  callbacks: TiendaCheckoutCallbacks;
}

const OPTION_KEYS = ['lines', 'cartToken', 'locale', 'appearance'];
const CALLBACK_KEYS = ['onReady', 'onChange', 'onComplete', 'onError', 'onCancel'] as const;
const APPEARANCE_KEYS = ['colorPrimary', 'colorBackground', 'colorText', 'borderRadius', 'fontFamily'];

let scriptApiUrl: string | undefined;

/**
 * Remembers the `data-api-url` of the `<script>` that loaded the loader, the default `apiUrl`.
 * Read once at load: `document.currentScript` is only set while the script first runs.
 */
export function rememberScriptApiUrl(script: Element | null): void {
  scriptApiUrl = script instanceof HTMLScriptElement ? script.dataset.apiUrl : undefined;
}

/** The TypeError of a wrong option: 'Las opciones del checkout no son válidas: {problem}'. */
export const invalidOptions = (problem: string): TypeError =>
  new TypeError(`${MESSAGES.invalidOptions}: ${problem}`);

function linesProblem(lines: unknown): string | null {
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > MAX_LINES) {
    return `«lines» debe ser una lista de 1 a ${MAX_LINES} líneas { productId, qty }`;
  }
  for (const [index, line] of lines.entries()) {
    const name = `«lines[${index}]»`;
    if (!isRecord(line) || unknownKey(line, ['productId', 'qty']) !== undefined) {
      return `${name} debe ser { productId, qty }`;
    }
    if (!isInteger(line.productId, 1)) return `${name}.productId debe ser un entero positivo`;
    if (!isInteger(line.qty, 1, MAX_QTY)) return `${name}.qty debe ser un entero de 1 a ${MAX_QTY}`;
  }
  return null;
}

function appearanceProblem(appearance: unknown): string | null {
  if (!isRecord(appearance)) return '«appearance» debe ser un objeto';
  const extra = unknownKey(appearance, APPEARANCE_KEYS);
  if (extra !== undefined) return `«appearance.${extra}» no existe`;
  for (const key of ['colorPrimary', 'colorBackground', 'colorText']) {
    const colour = appearance[key];
    if (colour !== undefined && !(typeof colour === 'string' && COLOUR.test(colour))) {
      return `«appearance.${key}» debe ser un color #rgb o #rrggbb`;
    }
  }
  const { borderRadius, fontFamily } = appearance;
  if (borderRadius !== undefined && !isInteger(borderRadius, 0, MAX_BORDER_RADIUS)) {
    return `«appearance.borderRadius» debe ser un entero de 0 a ${MAX_BORDER_RADIUS}`;
  }
  if (fontFamily !== undefined && !(typeof fontFamily === 'string' && FONT_FAMILY.test(fontFamily))) {
    return '«appearance.fontFamily» admite letras, números, espacios, comas, comillas simples y guiones';
  }
  return null;
}

/** The shape of EmbedCheckoutOptions' fields present in `value` (other keys are not looked at). */
function fieldsProblem(value: Record<string, unknown>): string | null {
  const { lines, cartToken, locale, appearance } = value;
  if (lines !== undefined) {
    const problem = linesProblem(lines);
    if (problem) return problem;
  }
  if (cartToken !== undefined && !(typeof cartToken === 'string' && CART_TOKEN.test(cartToken))) {
    return '«cartToken» no tiene el formato de un token de carrito';
  }
  if (locale !== undefined && !isOneOf(LOCALES, locale)) return `«locale» debe ser ${LOCALES.join(', ')}`;
  return appearance === undefined ? null : appearanceProblem(appearance);
}

/** embedOptionsProblem's rules: exactly one of lines and cartToken; each product once. */
function rulesProblem(options: EmbedCheckoutOptions): string | null {
  if (Number(options.lines !== undefined) + Number(options.cartToken !== undefined) !== 1) {
    return ONE_OF_LINES_OR_TOKEN;
  }
  const ids = (options.lines ?? []).map((line) => line.productId);
  return new Set(ids).size === ids.length ? null : PRODUCT_ONCE;
}

/**
 * The Spanish reason `value` is not usable as EmbedCheckoutOptions, or null: the schema and
 * embedOptionsProblem in one (the frame refuses exactly the same values).
 */
export function checkoutOptionsProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'Las opciones deben ser un objeto';
  const extra = unknownKey(value, OPTION_KEYS);
  if (extra !== undefined) return `La opción «${extra}» no existe`;
  // Past fieldsProblem every present field has its contract's shape.
  return fieldsProblem(value) ?? rulesProblem(value);
}

/** A copy of the checked fields only: what is posted to the frame (functions cannot be). */
function copyOptions(value: Record<string, unknown>): EmbedCheckoutOptions {
  const options: EmbedCheckoutOptions = {};
  const lines = value.lines as EmbedCartLine[] | undefined;
  if (lines) options.lines = lines.map(({ productId, qty }) => ({ productId, qty }));
  if (value.cartToken !== undefined) options.cartToken = value.cartToken as string;
  if (value.locale !== undefined) options.locale = value.locale as EmbedCheckoutOptions['locale'];
  if (value.appearance !== undefined) options.appearance = { ...(value.appearance as EmbedAppearance) };
  return options;
}

function apiUrlOf(value: unknown): string {
  const given = value ?? scriptApiUrl;
  if (given === undefined || given === '') {
    throw invalidOptions(
      'Falta apiUrl: indica la opción «apiUrl» o el atributo data-api-url del <script> de tienda-checkout.js',
    );
  }
  let url: URL | null = null;
  try {
    url = typeof given === 'string' ? new URL(given) : null;
  } catch {
    // Not a URL at all: reported below with the same words as a non-http one.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw invalidOptions('«apiUrl» debe ser una URL absoluta http(s), p. ej. https://api.tienda.hn');
  }
  return url.href.replace(/\/+$/, '');
}

/** Checks `TiendaCheckout.mount()`'s options; throws a Spanish TypeError on the first problem. */
export function readMountOptions(value: unknown): MountSettings {
  if (!isRecord(value)) throw invalidOptions('pasa un objeto de opciones a TiendaCheckout.mount()');
  const extra = unknownKey(value, [...OPTION_KEYS, ...CALLBACK_KEYS, 'integrator', 'apiUrl']);
  if (extra !== undefined) throw invalidOptions(`La opción «${extra}» no existe`);
  const { integrator } = value;
  if (typeof integrator !== 'string' || integrator.trim() === '') {
    throw invalidOptions('Falta «integrator»: la clave de integrador que te dio la tienda');
  }
  const callbacks: TiendaCheckoutCallbacks = {};
  for (const key of CALLBACK_KEYS) {
    const callback = value[key];
    if (callback === undefined) continue;
    if (typeof callback !== 'function') throw invalidOptions(`«${key}» debe ser una función`);
    callbacks[key] = callback as () => void;
  }
  const problem = fieldsProblem(value);
  if (problem) throw invalidOptions(problem);
  const options = copyOptions(value);
  const rule = rulesProblem(options);
  if (rule) throw invalidOptions(rule);
  return { integrator, apiUrl: apiUrlOf(value.apiUrl), options, callbacks };
}

/**
 * `update(change)`: the current options with `change` applied. `lines` replaces the lines and
 * drops a `cartToken` (and the other way round), `locale` replaces, `appearance` is merged token
 * by token. Throws a Spanish TypeError when `change` or the result is not valid.
 */
export function mergeCheckoutOptions(current: EmbedCheckoutOptions, change: unknown): EmbedCheckoutOptions {
  if (!isRecord(change)) throw invalidOptions('pasa un objeto de opciones a update()');
  const extra = unknownKey(change, OPTION_KEYS);
  if (extra !== undefined)
    throw invalidOptions(`update() no cambia «${extra}»: solo lines, cartToken, locale y appearance`);
  const problem = fieldsProblem(change);
  if (problem) throw invalidOptions(problem);
  const { lines, cartToken, locale, appearance } = copyOptions(change);
  if (lines && cartToken !== undefined) throw invalidOptions(ONE_OF_LINES_OR_TOKEN);
  const next: EmbedCheckoutOptions = { ...current };
  if (lines) {
    next.lines = lines;
    delete next.cartToken;
  }
  if (cartToken !== undefined) {
    next.cartToken = cartToken;
    delete next.lines;
  }
  if (locale !== undefined) next.locale = locale;
  if (appearance) next.appearance = { ...current.appearance, ...appearance };
  const rule = rulesProblem(next);
  if (rule) throw invalidOptions(rule);
  return next;
}
