import { randomBytes } from 'node:crypto';

/**
 * The hosted card gateway. The browser posts the card form straight to `url`, so card numbers
 * never pass through the store's own pages; the API signs the request with `secret` and
 * verifies the gateway's answer with it. In development (DEVELOPMENT_AIDS=1) `url` is the
 * sandbox this API serves; elsewhere every value comes from the environment.
 */
export interface GatewaySettings {
  /** Public key id sent to the browser as processorData.key. */
  keyId: string;
  /** Shared secret of md5(orderid|amount|time|secret); never leaves the server. */
  secret: string;
  /** Form action the browser posts the card to. */
  url: string;
  /** Where the gateway sends the shopper back (the finalisation page of the checkout). */
  returnUrl: string;
  /** Name shown as processorData.processor and stored on the payment. */
  processor: string;
  /**
   * This API's `/embed/frame` (`{PUBLIC_URL}/embed/frame`): where the gateway sends back the
   * shopper of an order placed in an integrator's embedded checkout, so the card round trip
   * ends inside the iframe (return-url.ts). Without it such orders use `returnUrl`.
   */
  embedFrameUrl?: string | undefined;
}

/**
 * Development only, and public (it is in this repository): a production start refuses it
 * (config.ts), and without DEVELOPMENT_AIDS=1 it is never a default.
 */
export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-secreto-solo-para-desarrollo';
export const SANDBOX_PATH = '/gateway/sandbox/transact';
/** The variables a start without the development aids must set (config.ts checks them). */
export const REQUIRED_GATEWAY_VARIABLES = ['GATEWAY_KEY_ID', 'GATEWAY_SECRET', 'GATEWAY_URL'] as const;

/** The development gateway (DEVELOPMENT_AIDS=1, tests): the sandbox this API serves, with the public secret. */
export function defaultGatewaySettings(apiBaseUrl = 'http://localhost:4000'): GatewaySettings {
  return {
    keyId: 'sandbox-key-001',
    secret: DEVELOPMENT_GATEWAY_SECRET,
    url: `${apiBaseUrl.replace(/\/+$/, '')}${SANDBOX_PATH}`,
    returnUrl: 'http://localhost:3000/checkout/finalizacion',
    processor: 'sandbox',
    embedFrameUrl: `${apiBaseUrl.replace(/\/+$/, '')}/embed/frame`,
  };
}

/**
 * What `buildApp` signs with when given no gateway and no sandbox: a secret made up at random
 * for this process, known to nobody, so no signature it hands out can ever be answered.
 * Card payments simply cannot complete until a real gateway is configured.
 */
export function unconfiguredGatewaySettings(apiBaseUrl = 'http://localhost:4000'): GatewaySettings {
  return {
    ...defaultGatewaySettings(apiBaseUrl),
    keyId: 'sin-configurar',
    secret: randomBytes(32).toString('hex'),
    processor: 'sin-configurar',
  };
}

/**
 * GATEWAY_KEY_ID, GATEWAY_SECRET, GATEWAY_URL, GATEWAY_RETURN_URL, GATEWAY_PROCESSOR. The first
 * three fall back to the development gateway only with `developmentAids` (DEVELOPMENT_AIDS=1);
 * otherwise they are required (config.ts reports every missing one before this runs).
 */
export function gatewaySettingsFromEnv(
  env: NodeJS.ProcessEnv,
  apiBaseUrl: string,
  developmentAids = false,
): GatewaySettings {
  const missing = REQUIRED_GATEWAY_VARIABLES.filter((name) => !env[name]);
  if (!developmentAids && missing.length > 0)
    throw new Error(`Faltan variables de la pasarela de pago: ${missing.join(', ')}`);
  const defaults = defaultGatewaySettings(apiBaseUrl);
  return {
    keyId: env.GATEWAY_KEY_ID || defaults.keyId,
    secret: env.GATEWAY_SECRET || defaults.secret,
    url: env.GATEWAY_URL || defaults.url,
    returnUrl: env.GATEWAY_RETURN_URL || defaults.returnUrl,
    processor: env.GATEWAY_PROCESSOR || defaults.processor,
    embedFrameUrl: defaults.embedFrameUrl,
  };
}
