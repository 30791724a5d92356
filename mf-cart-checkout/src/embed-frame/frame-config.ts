import { setRuntimeConfig } from '@store/app-kit';

/**
 * What the API's `/embed/frame` document tells the frame app, as inline JSON
 * (`<script type="application/json" id="tienda-embed-config">`). It is the frame's only run-time
 * configuration: there is no shell and no `/config.json` on the API's origin.
 */
export interface EmbedFrameConfig {
  /** The integrator's key (`demo`): attributed on the order it creates. */
  integrator: string;
  /** The integrator's name, in the frame's heading. */
  name: string;
  /** The one origin allowed to talk to the frame (the host page's, checked by the API). */
  hostOrigin: string;
  /** The API's base URL, without a trailing slash. */
  apiBaseUrl: string;
  /** Where this bundle is served from (the cart-checkout remote's origin). */
  checkoutOrigin: string;
}

export const FRAME_CONFIG_ELEMENT_ID = 'tienda-embed-config';
export const FRAME_ROOT_ELEMENT_ID = 'tienda-checkout-root';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The URL's origin when `value` is an absolute http(s) URL, else null. */
function httpOrigin(value: unknown): string | null {
  if (!nonEmpty(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Validates the inline JSON. `hostOrigin` must be an exact origin (no path, no trailing slash):
 * it is compared with `MessageEvent.origin` and used as `postMessage`'s target, where
 * anything looser would be a hole. Extra keys (a newer API's) are ignored.
 */
export function parseFrameConfig(raw: unknown): EmbedFrameConfig | null {
  if (!isRecord(raw)) return null;
  const { integrator, name, hostOrigin, apiBaseUrl, checkoutOrigin } = raw;
  if (!nonEmpty(integrator) || !nonEmpty(name)) return null;
  if (typeof hostOrigin !== 'string' || httpOrigin(hostOrigin) !== hostOrigin) return null;
  if (httpOrigin(apiBaseUrl) === null || typeof apiBaseUrl !== 'string') return null;
  const checkout = httpOrigin(checkoutOrigin);
  if (checkout === null) return null;
  return {
    integrator,
    name,
    hostOrigin,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    checkoutOrigin: checkout,
  };
}

/** The document's inline config, or null when it is missing or not valid JSON of that shape. */
export function readFrameConfig(doc: Document): EmbedFrameConfig | null {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseFrameConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Installs the page kernel's run-time config from the frame's: the API calls of the checkout read
 * `apiBaseUrl` from there. No analytics (an integrator's page is not ours to measure), no chat,
 * and the only remote is this bundle itself.
 */
export function installFrameRuntimeConfig(config: EmbedFrameConfig): void {
  setRuntimeConfig({
    app: 'embed-frame',
    apiBaseUrl: config.apiBaseUrl,
    remotes: {
      catalog: '',
      cartCheckout: config.checkoutOrigin,
      portal: '',
      support: '',
    },
    maintenance: false,
    chat: { phone: '', accountName: '', messageBody: '', placeholder: '' },
    analytics: { enabled: false },
  });
}
