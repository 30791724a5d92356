// @ts-check
/**
 * The security headers of the page servers (the shell's and each remote's, serve-static.mjs), set
 * with helmet (connect-style middleware, which a plain `http` server can call as it is):
 *
 * - every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 *   strict-origin-when-cross-origin` and helmet's small defaults (no Adobe cross-domain policies,
 *   `X-Download-Options`, `Origin-Agent-Cluster`, `X-XSS-Protection: 0`);
 * - static files: `Cross-Origin-Resource-Policy: cross-origin`, because other origins load them on
 *   purpose (the shell loads the remotes' scripts, the API's embedded checkout frame loads
 *   `embed-frame.js`, integrators' pages load `tienda-checkout.js`);
 * - HTML pages: a Content-Security-Policy built from the page's own run-time configuration (the
 *   origins it already calls), `frame-ancestors 'self'` with `X-Frame-Options: SAMEORIGIN` for
 *   browsers without CSP 2, `Cross-Origin-Opener-Policy: same-origin` and
 *   `Cross-Origin-Resource-Policy: same-origin`.
 *
 * Why each source is in the policy: docs/security.md, "Page server headers".
 */
import helmet from 'helmet';

/** @type {'strict-origin-when-cross-origin'} */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Google Tag Manager / GA4, as Google documents them for a CSP (only when analytics is on). */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const ANALYTICS_IMAGES = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/** reCAPTCHA v3, as Google documents it for a CSP (only when the bot check uses it). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** @param {unknown} url @returns {string | null} an http(s) URL's origin */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** @param {Array<string | null>} sources */
function unique(sources) {
  return [...new Set(sources.filter(/** @returns {source is string} */ (source) => source !== null))];
}

/**
 * @typedef {object} PageConfig the parts of the run-time configuration (tooling/src/runtime-config.mjs)
 *   the policy reads; anything else in it is ignored
 * @property {unknown} [apiBaseUrl]
 * @property {Record<string, unknown>} [remotes]
 * @property {{ audioSrc?: unknown }} [chat]
 * @property {{ enabled?: unknown }} [analytics]
 * @property {{ provider?: unknown }} [botCheck]
 */

/**
 * @typedef {object} PageOptions
 * @property {string | undefined} [gatewayUrl] GATEWAY_URL; unset: the API's sandbox
 * @property {'self' | 'none'} [frameAncestors] who may frame the pages: the store's own origin
 *   ('self', the default) or nobody ('none': the back office, whose staff actions must never run
 *   inside another page's frame)
 */

/**
 * The page's Content-Security-Policy directives, from the run-time configuration the page gets
 * (so moving the API or a remote moves the policy with it) and the card gateway's URL.
 * @param {unknown} config the object /config.json answers
 * @param {PageOptions} [options]
 * @returns {Record<string, string[]>}
 */
export function pageDirectives(config, options = {}) {
  const page = /** @type {PageConfig} */ (config ?? {});
  const api = originOf(page.apiBaseUrl);
  const remotes = unique(Object.values(page.remotes ?? {}).map(originOf));
  const analytics = page.analytics?.enabled === true;
  const recaptcha = page.botCheck?.provider === 'recaptcha';
  const gateway = originOf(options.gatewayUrl) ?? api;
  return {
    'default-src': ["'self'"],
    // The shell's scripts, then each remote's entry and chunks from its own origin. No inline
    // script runs: the configuration and the server render's record are JSON data blocks.
    'script-src': unique([
      "'self'",
      ...remotes,
      ...(analytics ? ANALYTICS_SCRIPTS : []),
      ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
    ]),
    'script-src-attr': ["'none'"],
    // Emotion's <style> tags (the server's critical CSS and those the apps insert) and the style
    // attributes in server-rendered markup; a nonce cannot cover attributes (docs/security.md).
    'style-src': ["'self'", "'unsafe-inline'"],
    // The remotes' manifests; the API's JSON.
    'connect-src': unique([
      "'self'",
      api,
      ...remotes,
      ...(analytics ? ANALYTICS_CONNECT : []),
      ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
    ]),
    // Product images come from the API; the icon is a data: URL; a remote may ship an image.
    'img-src': unique(["'self'", 'data:', api, ...remotes, ...(analytics ? ANALYTICS_IMAGES : [])]),
    'font-src': unique(["'self'", 'data:', ...remotes]),
    // The chat's notification chime, when one is configured.
    'media-src': unique(["'self'", originOf(page.chat?.audioSrc)]),
    'frame-src': recaptcha ? ["'self'", ...RECAPTCHA_FRAMES] : ["'self'"],
    // The card form posts to the gateway (the API's sandbox in development).
    'form-action': unique(["'self'", api, gateway]),
    'frame-ancestors': [options.frameAncestors === 'none' ? "'none'" : "'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** The policy as the header carries it (tests, docs). @param {Record<string, string[]>} directives */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What the static files' and the pages' headers share. */
/** @type {{ referrerPolicy: { policy: typeof REFERRER_POLICY }, strictTransportSecurity: false, xDnsPrefetchControl: false }} */
const COMMON = {
  referrerPolicy: { policy: REFERRER_POLICY },
  // TLS ends at the proxy, which adds Strict-Transport-Security (docs/security.md).
  strictTransportSecurity: false,
  // Helmet's default `off` turns the browser's DNS prefetching off: the first view is tuned with
  // preconnects (docs/performance.md) and was not measured without it.
  xDnsPrefetchControl: false,
};

/** What every answer carries; static files may be loaded by other origins. */
const everyAnswer = helmet({
  ...COMMON,
  contentSecurityPolicy: false,
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/**
 * A middleware that calls `next` synchronously (all of helmet's do, unless they fail), run in place.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => void} middleware
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function run(middleware, req, res) {
  /** @type {unknown} */
  let failure;
  middleware(req, res, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
}

/** Sets the headers every answer carries. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export function setCommonHeaders(req, res) {
  run(everyAnswer, req, res);
}

/**
 * The headers of HTML pages, for the configuration in force. The middleware is built once per
 * policy (the configuration comes from the environment, so in practice once).
 * @param {PageOptions} [options]
 */
export function pageHeaders(options = {}) {
  /** @type {{ policy: string, middleware: ReturnType<typeof helmet> } | undefined} */
  let built;
  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {unknown} config the page's run-time configuration
   */
  return (req, res, config) => {
    const directives = pageDirectives(config, options);
    const policy = serializePolicy(directives);
    if (built?.policy !== policy) {
      built = {
        policy,
        middleware: helmet({
          ...COMMON,
          contentSecurityPolicy: { useDefaults: false, directives },
          // For browsers without CSP 2, the same rule as `frame-ancestors`.
          xFrameOptions: { action: options.frameAncestors === 'none' ? 'deny' : 'sameorigin' },
          crossOriginOpenerPolicy: { policy: 'same-origin' },
          crossOriginResourcePolicy: { policy: 'same-origin' },
        }),
      };
    }
    run(built.middleware, req, res);
  };
}
