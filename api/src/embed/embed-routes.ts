/**
 * The embeddable checkout's API (issue 17, docs/embedding.md, api/docs/embedding-api.md):
 *
 * - `GET /embed/session` — the loader on the integrator's page asks whether it may embed;
 *   answered to ANY origin (CORS reflected on this route only, no credentials), since the
 *   allow-list, not CORS, is what decides, and a refused page must be able to read why.
 * - `GET /embed/frame` — the iframe's HTML document, framable only by the integrator's origins.
 * - `POST /embed/carts`, `GET /embed/carts/{token}` — a cart prepared by the integrator's server.
 * - `GET /embed/orders/{orderNumber}` — what the integrator's server confirms a sale with.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EMBED_API_MESSAGES,
  EMBED_FRAME_DOCUMENT,
  EMBED_MESSAGES,
  EmbedCart,
  EmbedCartRequest,
  EmbedCartTokenParams,
  EmbedFrameQuery,
  EmbedOrderNumberParams,
  EmbedOrderStatus,
  EmbedSession,
  EmbedSessionQuery,
  errorResponse,
  type EmbedFrameConfig,
} from '@store/contracts';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { addressKey } from '../http/address-key.js';
import { HttpError } from '../http/errors.js';
import type { RateLimitName } from '../http/rate-limit.js';
import { orderNotFound } from '../orders/order-errors.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { assertLinesSellable, createEmbedCart, findEmbedCart } from './embed-cart-repository.js';
import { normaliseOrigin } from './embed-origin.js';
import { loadEmbedOrderStatus } from './embed-order-status.js';
import { embedFrameUrl, type EmbedSettings } from './embed-settings.js';
import {
  FRAME_ERROR_POLICY,
  frameContentSecurityPolicy,
  frameDocument,
  frameErrorDocument,
} from './frame-document.js';
import { findIntegrator, integratorBySecret, type Integrator } from './integrator-repository.js';

const TAGS = ['Checkout incrustado'];

export interface EmbedRouteOptions extends RouteDeps {
  settings: EmbedSettings;
  /** PUBLIC_URL: the API's public base URL; without it, the request's own scheme and host. */
  publicUrl: string | undefined;
}

/**
 * The limits these lookups count against, per client address (src/http/rate-limit.ts), each
 * under its own key prefix.
 */
const LIMITS = {
  session: { name: 'embedSessionPerAddress', prefix: 'embed-session' },
  cartLookup: { name: 'embedCartLookupPerAddress', prefix: 'embed-cart' },
} as const satisfies Record<string, { name: RateLimitName; prefix: string }>;

export const EMBED_ROUTE_MESSAGES = {
  originMissing:
    'Falta el encabezado Origin: el checkout incrustado se carga desde una página web con el script del integrador',
  secretMissing: 'Falta la clave secreta del integrador (Authorization: Bearer …) o no es válida',
  frameMissing: 'Faltan el integrador o el origen de la página que incrusta el checkout',
  /** An admin disabled the integrator (back office, migration 023): everything is refused. */
  integratorDisabled:
    'El checkout incrustado de este integrador está desactivado. Si eres el dueño del sitio, comunícate con Tienda Tecnología HN.',
} as const;

const integratorDisabled = (): HttpError =>
  new HttpError(403, EMBED_ROUTE_MESSAGES.integratorDisabled, 'INTEGRATOR_DISABLED');

/**
 * `Access-Control-Allow-Origin` = the request's origin, on every answer of the route (errors
 * and 429s too: the loader shows the Spanish refusal). Only a real http(s) origin is reflected;
 * never credentials, so no cookie or session ever rides on it.
 */
const reflectOrigin: onSendAsyncHookHandler = async (request, reply, payload) => {
  const origin = typeof request.headers.origin === 'string' ? normaliseOrigin(request.headers.origin) : null;
  if (origin !== null) {
    void reply.header('access-control-allow-origin', request.headers.origin);
    void reply.removeHeader('access-control-allow-credentials');
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\borigin\b/i.test(vary)) void reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
  return payload;
};

/** The integrator whose server secret the request carries, or 401. */
async function integratorOfRequest(db: RouteDeps['db'], request: FastifyRequest): Promise<Integrator> {
  const match = /^Bearer\s+(\S{1,200})$/.exec(request.headers.authorization ?? '');
  const integrator = match?.[1] ? await integratorBySecret(db, match[1]) : null;
  if (!integrator) throw new HttpError(401, EMBED_ROUTE_MESSAGES.secretMissing, 'UNAUTHORIZED');
  if (integrator.disabled) throw integratorDisabled();
  return integrator;
}

const originOf = (url: string): string => new URL(url).origin;

export const embedRoutes: FastifyPluginAsyncTypebox<EmbedRouteOptions> = async (
  app,
  { db, limiter, gateway, settings, publicUrl },
) => {
  /** This API as the browser reaches it: the frame document's origin and the frame's API. */
  const apiBaseUrl = (request: FastifyRequest): string =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/embed/session', {
    schema: {
      tags: TAGS,
      summary:
        '¿Puede esta página incrustar el checkout? (el script del integrador; CORS desde cualquier origen)',
      description:
        'Lee el encabezado `Origin` del navegador. Sin él, 400. Clave desconocida: 404 `unknown-integrator`. Origen fuera de la lista del integrador: 403 `origin-not-allowed`. Integrador desactivado por un administrador: 403 `INTEGRATOR_DISABLED`. Si no, `frameUrl` es el documento del iframe para ese origen. Límite de consultas por dirección del cliente (429 con Retry-After).',
      querystring: EmbedSessionQuery,
      response: {
        200: EmbedSession,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        429: errorResponse,
      },
    },
    onSend: reflectOrigin,
    handler: async (request): Promise<EmbedSession> => {
      await limiter.take(LIMITS.session.name, `${LIMITS.session.prefix}:${addressKey(request.ip)}`);
      const originHeader = request.headers.origin;
      if (!originHeader) throw new HttpError(400, EMBED_ROUTE_MESSAGES.originMissing, 'ORIGIN_MISSING');
      const integrator = await findIntegrator(db, request.query.integrator);
      if (!integrator) throw new HttpError(404, EMBED_MESSAGES.unknownIntegrator, 'unknown-integrator');
      if (integrator.disabled) throw integratorDisabled();
      const origin = normaliseOrigin(originHeader);
      if (origin === null || !integrator.origins.includes(origin))
        throw new HttpError(403, EMBED_MESSAGES.originNotAllowed, 'origin-not-allowed');
      return {
        integrator: integrator.key,
        name: integrator.name,
        frameUrl: embedFrameUrl(apiBaseUrl(request), integrator.key, origin),
      };
    },
  });

  /** Headers of every answer of the frame route, document or refusal. */
  const htmlReply = (reply: FastifyReply, status: number, policy: string, html: string): FastifyReply =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', policy)
      .send(html);

  // An HTML document, not an API resource: left out of /openapi.json (whose answers are all the
  // store's JSON), documented in api/docs/embedding-api.md.
  app.get('/embed/frame', {
    schema: { hide: true, querystring: EmbedFrameQuery },
    handler: async (request, reply) => {
      const { integrator: key, origin: originParam } = request.query;
      if (!key || !originParam)
        return htmlReply(
          reply,
          400,
          FRAME_ERROR_POLICY,
          frameErrorDocument(EMBED_ROUTE_MESSAGES.frameMissing),
        );
      const integrator = await findIntegrator(db, key);
      if (!integrator)
        return htmlReply(
          reply,
          404,
          FRAME_ERROR_POLICY,
          frameErrorDocument(EMBED_MESSAGES.unknownIntegrator),
        );
      if (integrator.disabled)
        return htmlReply(
          reply,
          403,
          FRAME_ERROR_POLICY,
          frameErrorDocument(EMBED_ROUTE_MESSAGES.integratorDisabled),
        );
      const origin = normaliseOrigin(originParam);
      if (origin === null || !integrator.origins.includes(origin))
        return htmlReply(reply, 403, FRAME_ERROR_POLICY, frameErrorDocument(EMBED_MESSAGES.originNotAllowed));

      const nonce = randomBytes(16).toString('base64');
      const apiBase = apiBaseUrl(request);
      const checkoutOrigin = originOf(settings.checkoutUrl);
      const config: EmbedFrameConfig = {
        integrator: integrator.key,
        name: integrator.name,
        hostOrigin: origin,
        apiBaseUrl: apiBase,
        checkoutOrigin,
      };
      const policy = frameContentSecurityPolicy({
        nonce,
        checkoutOrigin,
        apiOrigin: originOf(apiBase),
        gatewayOrigin: originOf(gateway.url),
        frameAncestors: integrator.origins,
      });
      // Meant to be framed by other sites: a host page that requires CORP of its frames
      // (Cross-Origin-Embedder-Policy) may still show it.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      const html = frameDocument({
        nonce,
        config,
        scriptUrl: `${settings.checkoutUrl}/${EMBED_FRAME_DOCUMENT.script}`,
      });
      return htmlReply(reply, 200, policy, html);
    },
  });

  app.post('/embed/carts', {
    schema: {
      tags: TAGS,
      summary: 'Preparar un carrito para el checkout incrustado (servidor del integrador, con su secreto)',
      description:
        'Authorization: Bearer <secreto del integrador>; sin él o inválido (o el anterior a una rotación), 401; integrador desactivado, 403 `INTEGRATOR_DISABLED`. Producto inexistente: 404; sin existencias suficientes: 409 (el campo nombra la línea y el mensaje el producto). La ficha `cartToken` dura dos horas y se pasa al script como opción `cartToken`.',
      body: EmbedCartRequest,
      response: {
        201: EmbedCart,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const integrator = await integratorOfRequest(db, request);
      await assertLinesSellable(db, request.body.lines);
      const cart = await createEmbedCart(db, integrator.key, request.body.lines);
      return reply.status(201).send(cart);
    },
  });

  app.get('/embed/carts/:token', {
    schema: {
      tags: TAGS,
      summary: 'Leer un carrito preparado por el integrador (la ficha es la credencial)',
      description:
        "Vencido o desconocido: 404 'El carrito no existe o ya venció'. Límite de consultas por dirección del cliente (429 con Retry-After).",
      params: EmbedCartTokenParams,
      response: { 200: EmbedCart, 400: errorResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: async (request): Promise<EmbedCart> => {
      // Every lookup counts, found or not: guessing tokens costs the guesser.
      await limiter.take(LIMITS.cartLookup.name, `${LIMITS.cartLookup.prefix}:${addressKey(request.ip)}`);
      const cart = await findEmbedCart(db, request.params.token);
      if (!cart) throw new HttpError(404, EMBED_API_MESSAGES.cartNotFound, 'CART_NOT_FOUND');
      return cart;
    },
  });

  app.get('/embed/orders/:orderNumber', {
    schema: {
      tags: TAGS,
      summary: 'Estado de un pedido vendido por el integrador (servidor del integrador, con su secreto)',
      description:
        "Confirma una venta: el evento `complete` del navegador es solo un aviso. Un pedido de otro integrador, de la tienda o inexistente es el mismo 404 'Pedido no encontrado'. Sin secreto válido (o con el anterior a una rotación), 401; integrador desactivado, 403 `INTEGRATOR_DISABLED`.",
      params: EmbedOrderNumberParams,
      response: {
        200: EmbedOrderStatus,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request): Promise<EmbedOrderStatus> => {
      const integrator = await integratorOfRequest(db, request);
      const status = await loadEmbedOrderStatus(db, integrator.key, request.params.orderNumber);
      if (!status) throw orderNotFound();
      return status;
    },
  });
};
