/**
 * The hosted card gateway. The browser posts the card form straight to `url`, so card numbers
 * never pass through the store's own pages; the API signs the request with `secret` and
 * verifies the gateway's answer with it. By default `url` is the sandbox this API serves.
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
}

/** Development only: docs/orders.md asks to set GATEWAY_SECRET in production. */
export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-secreto-solo-para-desarrollo';
export const SANDBOX_PATH = '/gateway/sandbox/transact';

export function defaultGatewaySettings(apiBaseUrl = 'http://localhost:4000'): GatewaySettings {
  return {
    keyId: 'sandbox-key-001',
    secret: DEVELOPMENT_GATEWAY_SECRET,
    url: `${apiBaseUrl.replace(/\/+$/, '')}${SANDBOX_PATH}`,
    returnUrl: 'http://localhost:3000/checkout/finalizacion',
    processor: 'sandbox',
  };
}

/** GATEWAY_KEY_ID, GATEWAY_SECRET, GATEWAY_URL, GATEWAY_RETURN_URL, GATEWAY_PROCESSOR. */
export function gatewaySettingsFromEnv(env: NodeJS.ProcessEnv, apiBaseUrl: string): GatewaySettings {
  const defaults = defaultGatewaySettings(apiBaseUrl);
  return {
    keyId: env.GATEWAY_KEY_ID || defaults.keyId,
    secret: env.GATEWAY_SECRET || defaults.secret,
    url: env.GATEWAY_URL || defaults.url,
    returnUrl: env.GATEWAY_RETURN_URL || defaults.returnUrl,
    processor: env.GATEWAY_PROCESSOR || defaults.processor,
  };
}
