/**
 * Where the pieces of the embeddable checkout live (docs/embedding.md): the frame document is
 * served by this API, its script (`embed-frame.js`) by the cart-checkout app's origin.
 */
export interface EmbedSettings {
  /**
   * CHECKOUT_PUBLIC_URL: the public base URL of mf-cart-checkout (`npm start`: port 3002). The
   * frame document loads `{it}/embed-frame.js`, and its Content-Security-Policy allows scripts
   * and connections to its origin only.
   */
  checkoutUrl: string;
}

export const DEFAULT_CHECKOUT_PUBLIC_URL = 'http://localhost:3002';

export const DEFAULT_EMBED_SETTINGS: EmbedSettings = { checkoutUrl: DEFAULT_CHECKOUT_PUBLIC_URL };

/** CHECKOUT_PUBLIC_URL, checked: an absolute http(s) URL (a path is allowed, e.g. a CDN folder). */
export function embedSettingsFromEnv(env: NodeJS.ProcessEnv): EmbedSettings {
  const value = env.CHECKOUT_PUBLIC_URL?.trim() || DEFAULT_CHECKOUT_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CHECKOUT_PUBLIC_URL debe ser una dirección http(s) absoluta (recibido "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`CHECKOUT_PUBLIC_URL debe ser una dirección http(s) absoluta (recibido "${value}")`);
  return { checkoutUrl: value.replace(/\/+$/, '') };
}

/** The frame document of one integrator for one host page (the loader's iframe `src`). */
export function embedFrameUrl(apiBaseUrl: string, integrator: string, origin: string): string {
  const url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/embed/frame`);
  url.searchParams.set('integrator', integrator);
  url.searchParams.set('origin', origin);
  return url.toString();
}
