/**
 * How long the HTTP server waits for a client and how much it reads from it (docs/security.md).
 * Fastify's own defaults wait forever for a request (requestTimeout 0, no socket timeout) and
 * read 1 MiB bodies, so a few thousand clients dribbling a body byte by byte could hold every
 * connection open. These limits close such connections; the reverse proxy in front of a
 * production deployment applies its own (client_body_timeout, client_max_body_size, limit_conn).
 */
import type { Socket } from 'node:net';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { ErrorBody } from './errors.js';
import { positiveInteger } from '../env-values.js';

const KIB = 1024;

export interface ServerLimits {
  /** API_BODY_LIMIT_BYTES: largest request body any route reads (413 above it). */
  bodyLimitBytes: number;
  /** API_HEADERS_TIMEOUT_MS: the request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** API_REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this (408). */
  requestTimeoutMs: number;
  /** API_CONNECTION_TIMEOUT_MS: a socket with no traffic either way for this long is closed. */
  connectionTimeoutMs: number;
  /** API_KEEP_ALIVE_TIMEOUT_MS: how long an idle keep-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /**
   * How often Node checks the two timeouts above (it does not time each request exactly).
   * Not an environment variable: derived from the timeouts unless a test sets it.
   */
  checkIntervalMs?: number | undefined;
}

/**
 * The store's JSON bodies are small: the largest legitimate ones (an order or saved cart of 100
 * lines of `{ id, qty }`, a review or survey answer of up to 20,000 characters) stay well under
 * 64 KiB. Timeouts leave a slow mobile connection room; a handler may run longer than these
 * (they cover receiving the request), but not longer than the idle connection timeout.
 */
export const DEFAULT_SERVER_LIMITS: Required<Omit<ServerLimits, 'checkIntervalMs'>> = {
  bodyLimitBytes: 64 * KIB,
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 10_000,
};

/**
 * Routes whose bodies are tinier than the global limit (keyed by the route's URL pattern): a
 * login or signup carries a bot-check token of at most 4 KiB and a few short fields; a tracking
 * lookup, a coupon or a search, a couple of words. Smaller limits stop oversized posts before
 * they are parsed.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/users/login': 16 * KIB,
  '/users/signup': 16 * KIB,
  '/users/reset-password': 16 * KIB,
  '/users/save-new-password': 16 * KIB,
  '/admin/auth/login': 16 * KIB,
  '/gateway/sandbox/transact': 16 * KIB,
  '/orders/tracking': 4 * KIB,
  '/orders/:id/coupon': 4 * KIB,
  '/site-search': 4 * KIB,
  '/customers/add-to-wishlist': 4 * KIB,
  '/customers/remove-from-wishlist': 4 * KIB,
};

/** `onRoute` hook: gives the routes listed above their own limit, unless a route set one itself. */
export function applyRouteBodyLimit(route: RouteOptions): void {
  const limit = ROUTE_BODY_LIMITS[route.url];
  if (limit !== undefined && route.bodyLimit === undefined) route.bodyLimit = limit;
}

/** Throws (in Spanish, naming the variables) when the timeouts contradict each other. */
function checkLimits(limits: ServerLimits): void {
  // Node refuses a headers timeout longer than the request timeout.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new Error('API_HEADERS_TIMEOUT_MS no puede ser mayor que API_REQUEST_TIMEOUT_MS');
  // An idle-socket timeout shorter than the request timeout would cut slow uploads first.
  if (limits.connectionTimeoutMs < limits.requestTimeoutMs)
    throw new Error('API_CONNECTION_TIMEOUT_MS no puede ser menor que API_REQUEST_TIMEOUT_MS');
}

/** API_BODY_LIMIT_BYTES, API_HEADERS_TIMEOUT_MS, API_REQUEST_TIMEOUT_MS, API_CONNECTION_TIMEOUT_MS, API_KEEP_ALIVE_TIMEOUT_MS. */
export function serverLimitsFromEnv(env: NodeJS.ProcessEnv): ServerLimits {
  const defaults = DEFAULT_SERVER_LIMITS;
  const limits: ServerLimits = {
    bodyLimitBytes: positiveInteger(env, 'API_BODY_LIMIT_BYTES', defaults.bodyLimitBytes),
    headersTimeoutMs: positiveInteger(env, 'API_HEADERS_TIMEOUT_MS', defaults.headersTimeoutMs),
    requestTimeoutMs: positiveInteger(env, 'API_REQUEST_TIMEOUT_MS', defaults.requestTimeoutMs),
    connectionTimeoutMs: positiveInteger(env, 'API_CONNECTION_TIMEOUT_MS', defaults.connectionTimeoutMs),
    keepAliveTimeoutMs: positiveInteger(env, 'API_KEEP_ALIVE_TIMEOUT_MS', defaults.keepAliveTimeoutMs),
  };
  checkLimits(limits);
  return limits;
}

type ServerTimeoutOptions = Pick<
  FastifyServerOptions,
  'bodyLimit' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
};

/** The Fastify (and underlying Node server) options for these limits; missing ones take the defaults. */
export function serverTimeoutOptions(overrides: Partial<ServerLimits> = {}): ServerTimeoutOptions {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...overrides };
  checkLimits(limits);
  // Node checks the timeouts on an interval (30 s by default), which would let a slow client
  // stay up to 30 s past its deadline; check a few times per headers timeout, at most every second.
  const checkInterval =
    limits.checkIntervalMs ?? Math.min(1000, Math.max(10, Math.floor(limits.headersTimeoutMs / 4)));
  return {
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Passed to http.createServer: Fastify sets requestTimeout afterwards, but the headers
    // timeout and the checking interval exist only as constructor options.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkInterval,
    },
  };
}

/** Headers of every answer (also in security-headers.ts); repeated here for raw socket answers. */
const RAW_SECURITY_HEADERS =
  "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nCache-Control: no-store\r\n";

function rawAnswer(status: string, body: ErrorBody): string {
  const json = JSON.stringify(body);
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n${RAW_SECURITY_HEADERS}Connection: close\r\n\r\n${json}`;
}

/**
 * Fastify `clientErrorHandler`: what Node's HTTP parser and timeouts reject never reaches a
 * route, so it is answered here on the raw socket, still in the store's shape: 408 when the
 * request took too long (the timeouts above), 431 for oversized headers, 400 otherwise (e.g.
 * raw non-ASCII in the URL). Then the connection is closed.
 */
export function storeClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is already gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end(
      rawAnswer('408 Request Timeout', {
        message: 'La solicitud tardó demasiado en llegar',
        code: 'REQUEST_TIMEOUT',
      }),
    );
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    socket.end(
      rawAnswer('431 Request Header Fields Too Large', {
        message: 'Los encabezados de la solicitud son demasiado grandes',
        code: 'HEADERS_TOO_LARGE',
      }),
    );
  } else {
    socket.end(rawAnswer('400 Bad Request', { message: 'Solicitud inválida', code: 'BAD_REQUEST' }));
  }
}
