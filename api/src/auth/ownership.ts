/**
 * The one place that decides who may touch customer-scoped data.
 *
 * - A customer is identified by a session token sent as `Authorization: Bearer <token>`
 *   (the credit-order call of the spec sends it in the body as `customerToken` instead).
 * - Routes addressed by customer id (`/customers/{id}/...`) and bodies naming a `customer_id`
 *   must name the token's own customer: anything else is 403 with the same message whether
 *   or not that customer exists, so a token learns nothing about other accounts.
 * - Resources that carry an owner (addresses, orders, contracts) are loaded first and passed to
 *   `assertOwns`; a mismatch is the same 404 as a missing row.
 * - Orders may belong to a guest: they are opened by their owner's token or by the order's
 *   own access token (`X-Order-Token`), returned once when the order is created.
 * - Session tokens and order access tokens are stored only as their SHA-256 (token-hash.ts):
 *   what a request brings is hashed and compared with what the row holds.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { findSessionCustomer } from './session-repository.js';
import { hashToken } from './token-hash.js';

export const LOGIN_REQUIRED = 'Inicia sesión para continuar';
export const FORBIDDEN = 'No tienes permiso para acceder a estos datos';

export interface AuthenticatedCustomer {
  id: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` / `customerScope`; null when no valid token was sent. */
    customer: AuthenticatedCustomer | null;
  }
}

const unauthorized = (): HttpError => new HttpError(401, LOGIN_REQUIRED, 'UNAUTHORIZED');
const forbidden = (): HttpError => new HttpError(403, FORBIDDEN, 'FORBIDDEN');

/** The `Authorization: Bearer` token, or null (customers' and staff's tokens alike). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function bodyField(request: FastifyRequest, field: string): unknown {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Ownership {
  /** The token's customer, or null without a valid token (never throws). */
  identify(
    request: FastifyRequest,
    options?: { bodyTokenField?: string },
  ): Promise<AuthenticatedCustomer | null>;
  /** The token's customer; 401 without a valid token. */
  requireCustomer(
    request: FastifyRequest,
    options?: { bodyTokenField?: string },
  ): Promise<AuthenticatedCustomer>;
  /**
   * preHandler for routes scoped to one customer: requires a token and checks that the path
   * parameter `param` and/or the body field `bodyField` (when present) name that customer.
   */
  customerScope(options: {
    param?: string;
    bodyField?: string;
    bodyTokenField?: string;
  }): preHandlerAsyncHookHandler;
  /** 404 (as if missing) unless the loaded resource belongs to the request's customer. */
  assertOwns(request: FastifyRequest, ownerId: number | null | undefined, notFoundMessage: string): void;
  /**
   * Orders: the owner's token, or the order's access token in `X-Order-Token`. Guest orders
   * (no owner) only open with their access token. Mismatch is the same 404 as a missing order.
   * `access_token` is the column as stored: the SHA-256 (hex) of the token the client holds.
   */
  assertOrderAccess(
    request: FastifyRequest,
    order: { customer_id: number | null; access_token: string },
    notFoundMessage: string,
  ): Promise<void>;
}

export function createOwnership(db: Queryable): Ownership {
  const identify: Ownership['identify'] = async (request, options = {}) => {
    if (request.customer) return request.customer;
    const fromBody = options.bodyTokenField ? bodyField(request, options.bodyTokenField) : undefined;
    const token =
      bearerToken(request) ?? (typeof fromBody === 'string' && fromBody.length <= 512 ? fromBody : null);
    if (!token) return null;
    const customerId = await findSessionCustomer(db, token);
    if (customerId === null) return null;
    request.customer = { id: customerId, token };
    return request.customer;
  };

  const requireCustomer: Ownership['requireCustomer'] = async (request, options) => {
    const customer = await identify(request, options);
    if (!customer) throw unauthorized();
    return customer;
  };

  return {
    identify,
    requireCustomer,
    customerScope({ param, bodyField: field, bodyTokenField }) {
      return async (request) => {
        const customer = await requireCustomer(request, bodyTokenField ? { bodyTokenField } : undefined);
        if (param !== undefined) {
          const value = (request.params as Record<string, unknown>)[param];
          if (Number(value) !== customer.id) throw forbidden();
        }
        if (field !== undefined) {
          const value = bodyField(request, field);
          if (value !== undefined && value !== null && Number(value) !== customer.id) throw forbidden();
        }
      };
    },
    assertOwns(request, ownerId, notFoundMessage) {
      if (!request.customer || ownerId === null || ownerId === undefined || ownerId !== request.customer.id) {
        throw new HttpError(404, notFoundMessage, 'NOT_FOUND');
      }
    },
    async assertOrderAccess(request, order, notFoundMessage) {
      const header = request.headers['x-order-token'];
      if (
        typeof header === 'string' &&
        header.length <= 512 &&
        sameSecret(hashToken(header), order.access_token)
      )
        return;
      if (order.customer_id !== null) {
        const customer = await identify(request);
        if (customer?.id === order.customer_id) return;
      }
      throw new HttpError(404, notFoundMessage, 'NOT_FOUND');
    },
  };
}

/** Makes `request.customer` exist (null) on every request so handlers can read it. */
export function registerOwnership(app: FastifyInstance): void {
  app.decorateRequest('customer', null);
}
