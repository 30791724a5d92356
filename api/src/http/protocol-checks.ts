/**
 * Two malformed kinds of request that used to get someone else's answer instead of the store's
 * JSON error shape (issue 33, section 8):
 *
 * - an HTTP/1.1 request without `Host`: Node's HTTP server answered it itself, a 400 with an
 *   empty body, before Fastify saw it. The server is now started with `requireHostHeader: false`
 *   (HOST_HEADER_SERVER_OPTIONS) so the request reaches the hook below, which still refuses it
 *   (RFC 9112 §3.2 requires a 400) but in the store's shape. HTTP/1.0 requests may omit it.
 * - an `OPTIONS` that is not a CORS preflight (no `Origin` or no
 *   `Access-Control-Request-Method`): @fastify/cors's strict preflight check answered a
 *   `text/plain` 'Invalid Preflight Request'. The same request is refused here first, in JSON;
 *   real preflights go on to @fastify/cors unchanged.
 *
 * Both checks run in an `onRequest` hook registered before @fastify/cors (hooks run in the
 * order they were added), so their errors go through the store's error handler and its headers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Node `http.createServer` options: let requests without Host through to the hook below. */
export const HOST_HEADER_SERVER_OPTIONS = { requireHostHeader: false } as const;

export const PROTOCOL_MESSAGES = {
  missingHost: 'Falta el encabezado Host de la solicitud',
  notPreflight:
    'Solicitud OPTIONS inválida: solo se atienden verificaciones previas de CORS (con Origin y Access-Control-Request-Method)',
} as const;

function needsHost(request: FastifyRequest): boolean {
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  return httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
}

const isPreflight = (request: FastifyRequest): boolean =>
  Boolean(request.headers.origin) && Boolean(request.headers['access-control-request-method']);

export function registerProtocolChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (needsHost(request) && !request.headers.host && !request.headers[':authority'])
      throw new HttpError(400, PROTOCOL_MESSAGES.missingHost, 'BAD_REQUEST');
    if (request.method === 'OPTIONS' && !isPreflight(request))
      throw new HttpError(400, PROTOCOL_MESSAGES.notPreflight, 'INVALID_PREFLIGHT');
  });
}
