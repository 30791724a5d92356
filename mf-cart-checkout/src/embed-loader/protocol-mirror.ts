/**
 * The loader's copy of the constants of the embed protocol (`contracts/src/embed/embed-protocol.ts`).
 *
 * Why a copy: that module builds its TypeBox schemas at load time, so importing even one
 * constant from it bundles TypeBox into `tienda-checkout.js`, a script every integrator's page
 * downloads (budget: 8 KB gzip). Only types cross from @store/contracts (`import type`, erased by
 * the compiler); `protocol-mirror.test.ts` fails the moment a value here drifts from the contract.
 */
import type { EmbedErrorCode, EmbedStep } from '@store/contracts';

export const MESSAGE_SOURCE = 'tienda-checkout';
export const PROTOCOL_VERSION = 1;

export const LOCALES: readonly string[] = ['es-HN'];
export const MAX_LINES = 20;
export const MAX_QTY = 10;

export const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const CART_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
// The contract's pattern string, character for character (a literal would lose its `\-`).
export const FONT_FAMILY = new RegExp("^[A-Za-z0-9 ,'\\-]{1,120}$");
export const MAX_BORDER_RADIUS = 24;

export const STEPS: readonly EmbedStep[] = ['contact', 'shipping', 'payment', 'complete'];

export const ERROR_CODES: readonly EmbedErrorCode[] = [
  'origin-not-allowed',
  'unknown-integrator',
  'invalid-options',
  'product-unavailable',
  'network',
  'payment-declined',
];

/** The Spanish texts the loader shows in the host's element (EMBED_MESSAGES). */
export const MESSAGES = {
  originNotAllowed:
    'Este sitio no está autorizado para vender con el checkout de Tienda Tecnología HN. Si eres el dueño del sitio, pide que agreguen tu dominio a la lista de orígenes permitidos.',
  unknownIntegrator: 'La clave de integrador no existe. Revisa la opción «integrator».',
  invalidOptions: 'Las opciones del checkout no son válidas',
  network: 'No pudimos cargar el checkout. Revisa tu conexión e intenta de nuevo.',
} as const;

/** embedOptionsProblem's two texts, used by the loader's copy of that rule. */
export const ONE_OF_LINES_OR_TOKEN =
  'Indica las líneas del carrito («lines») o un «cartToken», uno de los dos';
export const PRODUCT_ONCE = 'Cada producto va una sola vez en «lines»';
