/**
 * The checkout frame's HTML document (GET /embed/frame) and its Content-Security-Policy. The
 * document is tiny on purpose: a root element, the frame's settings as inert JSON, a nonce'd
 * bootstrap that reports a script that failed to load, and the frame app from the
 * cart-checkout origin, which renders the real checkout into the root.
 */
import {
  EMBED_FRAME_DOCUMENT,
  EMBED_MESSAGE_SOURCE,
  EMBED_MESSAGES,
  EMBED_PROTOCOL_VERSION,
  type EmbedFrameConfig,
} from '@store/contracts';

export interface FramePolicyInput {
  nonce: string;
  /** Origin of the frame app's scripts (CHECKOUT_PUBLIC_URL). */
  checkoutOrigin: string;
  /** Origin of this API as the frame calls it (images, JSON). */
  apiOrigin: string;
  /** Origin the card form is posted to (GATEWAY_URL). */
  gatewayOrigin: string;
  /** The integrator's allow-list: the only pages that may frame the document. */
  frameAncestors: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The frame's policy. Scripts: the bootstrap (by nonce) and the checkout's origin (the frame
 * app and its chunks). Styles: 'unsafe-inline', because emotion (MUI) injects <style> tags at
 * run time; a style cannot run code, and the host's styles cannot reach a document of another
 * origin anyway. Forms: this API (the gateway sandbox) and the card gateway. Framing: the
 * integrator's origins only, so the browser itself refuses any other page.
 */
export function frameContentSecurityPolicy(input: FramePolicyInput): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${input.nonce}' ${input.checkoutOrigin}`,
    "style-src 'unsafe-inline'",
    unique(["img-src 'self' data:", input.apiOrigin]).join(' '),
    unique(["connect-src 'self'", input.apiOrigin, input.checkoutOrigin]).join(' '),
    "font-src 'self' data:",
    unique(["form-action 'self'", input.apiOrigin, input.gatewayOrigin]).join(' '),
    `frame-ancestors ${input.frameAncestors.join(' ')}`,
    "base-uri 'none'",
  ].join('; ');
}

/** The policy of the frame's error page: nothing runs, and nobody may frame it. */
export const FRAME_ERROR_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/**
 * JSON that is safe inside <script>: `<` (so `</script>` or `<!--` cannot end or change the
 * element), and U+2028/U+2029 (line breaks to older JavaScript parsers) are escaped. The
 * result parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface FrameDocumentInput {
  nonce: string;
  config: EmbedFrameConfig;
  /** `{CHECKOUT_PUBLIC_URL}/embed-frame.js`. */
  scriptUrl: string;
}

/**
 * The bootstrap (the only inline script, allowed by its nonce): when the frame app's script
 * cannot load, the shopper reads why inside the frame and the host gets an `error` event
 * ('network'), posted to the host's exact origin only.
 */
function bootstrapScript(config: EmbedFrameConfig): string {
  const failure = jsonForScript({
    source: EMBED_MESSAGE_SOURCE,
    v: EMBED_PROTOCOL_VERSION,
    type: 'error',
    code: 'network',
    message: EMBED_MESSAGES.network,
  });
  return `(function () {
  var script = document.getElementById('tienda-embed-frame-script');
  if (!script) return;
  script.addEventListener('error', function () {
    var root = document.getElementById(${jsonForScript(EMBED_FRAME_DOCUMENT.rootId)});
    if (root) root.textContent = ${jsonForScript(EMBED_MESSAGES.network)};
    if (window.parent !== window) window.parent.postMessage(${failure}, ${jsonForScript(config.hostOrigin)});
  });
})();`;
}

export function frameDocument({ nonce, config, scriptUrl }: FrameDocumentInput): string {
  return `<!doctype html>
<html lang="es-HN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Compra en ${config.name}`)}</title>
</head>
<body style="margin:0">
<div id="${EMBED_FRAME_DOCUMENT.rootId}"></div>
<script type="application/json" id="${EMBED_FRAME_DOCUMENT.configId}">${jsonForScript(config)}</script>
<script nonce="${escapeHtml(nonce)}" id="tienda-embed-frame-script" src="${escapeHtml(scriptUrl)}" defer></script>
<script nonce="${escapeHtml(nonce)}">${bootstrapScript(config)}</script>
</body>
</html>
`;
}

/** The Spanish page of a refused frame (unknown integrator, origin not allowed, missing data). */
export function frameErrorDocument(message: string): string {
  return `<!doctype html>
<html lang="es-HN">
<head>
<meta charset="utf-8">
<title>Checkout no disponible</title>
</head>
<body style="margin:0;padding:16px;font-family:sans-serif">
<p>${escapeHtml(message)}</p>
</body>
</html>
`;
}
