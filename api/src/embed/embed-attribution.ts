/**
 * An order placed from an integrator's frame carries `X-Embed-Integrator` and `X-Embed-Origin`
 * (EMBED_ORDER_HEADERS). Checked here, before the order exists: the key must exist and the
 * origin be on its allow-list, or the request is refused (400) rather than attributed wrongly.
 * Attribution opens the order to that integrator's server (GET /embed/orders) and sends the
 * card gateway's shopper back to that origin's frame.
 */
import { EMBED_ORDER_HEADERS } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { EmbedAttribution } from '../orders/order-placement.js';
import { normaliseOrigin } from './embed-origin.js';
import { findIntegrator } from './integrator-repository.js';

export const ATTRIBUTION_MESSAGES = {
  both: 'Indica el integrador y el origen del checkout incrustado, los dos',
  unknownIntegrator: 'El integrador del checkout incrustado no existe',
  originNotAllowed: 'El origen del checkout incrustado no está autorizado para este integrador',
  disabled: 'El checkout incrustado de este integrador está desactivado',
} as const;

const refuse = (message: string): HttpError => new HttpError(400, message, 'INVALID_EMBED_ATTRIBUTION');

/** One value of a header (Fastify gives an array when it was sent twice: refused). */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) throw refuse(ATTRIBUTION_MESSAGES.both);
  return value?.trim() || undefined;
}

/** The attribution the request asks for, checked; null for an order of the store itself. */
export async function embedAttributionOf(
  db: Queryable,
  request: FastifyRequest,
): Promise<EmbedAttribution | null> {
  const key = headerValue(request, EMBED_ORDER_HEADERS.integrator);
  const originHeader = headerValue(request, EMBED_ORDER_HEADERS.origin);
  if (key === undefined && originHeader === undefined) return null;
  if (key === undefined || originHeader === undefined) throw refuse(ATTRIBUTION_MESSAGES.both);
  const integrator = key.length <= 100 ? await findIntegrator(db, key) : null;
  if (!integrator) throw refuse(ATTRIBUTION_MESSAGES.unknownIntegrator);
  if (integrator.disabled) throw refuse(ATTRIBUTION_MESSAGES.disabled);
  const origin = normaliseOrigin(originHeader);
  if (origin === null || !integrator.origins.includes(origin))
    throw refuse(ATTRIBUTION_MESSAGES.originNotAllowed);
  return { integrator: integrator.key, origin };
}
