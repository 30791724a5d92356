/**
 * Security headers on every answer of the API (docs/security.md).
 *
 * The API serves JSON, product images (WebP, or SVG without the image library) and redirects
 * (the gateway sandbox's 303). So one strict policy fits every answer: nothing may be loaded or
 * run from it and no page may frame it. The one HTML document, the embeddable checkout's frame
 * (GET /embed/frame, src/embed/), sets its own policy (scripts by nonce and from the checkout's
 * origin, framed by the integrator's origins only) and its own Cross-Origin-Resource-Policy;
 * a policy a route set is kept. Images alone may be embedded by other origins
 * (the store's pages are on other ports or hosts), so they are `cross-origin` resources; JSON is
 * read with CORS, which Cross-Origin-Resource-Policy does not restrict, so `same-origin` only
 * stops other sites from pulling it in as a plain (no-cors) subresource.
 *
 * `Cache-Control: no-store` keeps personal data and tokens out of browser and proxy caches:
 * always on the routes that answer them, and on any other answer to a request that carries a
 * credential (Authorization, X-Order-Token) unless the route sets its own caching (catalog and
 * images: public data, the same for every shopper, which keep their revalidation and ETags).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Every route under these prefixes answers personal data, tokens or a shopper's own order. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/users',
  '/customers',
  '/addresses',
  '/orders',
  '/credit-order',
  '/gateway',
  '/dev',
  '/survey',
  '/services',
  // The embeddable checkout: integrators' carts and orders, and frames made for one host page.
  '/embed',
  // The back office: staff sessions, customers' and staff's data.
  '/admin',
];

/** The URL's path, without the query. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

export function isPrivatePath(url: string): boolean {
  const path = pathOf(url);
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A request made with a session or an order's access token. */
const carriesCredential = (request: FastifyRequest): boolean =>
  request.headers.authorization !== undefined || request.headers['x-order-token'] !== undefined;

/** Sets the headers above on one answer (before it is sent). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'no-referrer');
  if (!reply.hasHeader('content-security-policy'))
    void reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('cross-origin-resource-policy'))
    void reply.header(
      'cross-origin-resource-policy',
      contentType.startsWith('image/') ? 'cross-origin' : 'same-origin',
    );
  if (isPrivatePath(request.url)) {
    void reply.header('cache-control', 'no-store');
  } else if (carriesCredential(request) && !reply.hasHeader('cache-control')) {
    void reply.header('cache-control', 'no-store');
  }
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onSend runs for every answer sent through Fastify's routing: routes, errors, 404s, early
  // replies. Registered on the root, it runs before any route plugin's own onSend hook, so a
  // plugin that sets its caching (the catalog's ETag revalidation) still has the last word.
  // (The router's own errors, `frameworkErrors`, run no hooks: app.ts calls setSecurityHeaders.)
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}
