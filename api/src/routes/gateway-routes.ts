import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayTransactBody, errorResponse } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { validationError } from '../http/errors.js';
import { SANDBOX_PATH } from '../payments/gateway-settings.js';
import {
  processSandboxTransaction,
  returnUrlFor,
  SANDBOX_APPROVED_CARDS,
  SANDBOX_DECLINED_CARDS,
  type TransactFields,
} from '../payments/sandbox-gateway.js';
import type { RouteDeps } from './route-deps.js';

/** Field names of the gateway form, and the processorData names accepted as aliases. */
const FIELD_ALIASES: Record<keyof TransactFields, readonly (keyof GatewayTransactBody)[]> = {
  orderid: ['orderid', 'orderId'],
  amount: ['amount'],
  time: ['time'],
  hash: ['hash'],
  key_id: ['key_id', 'key'],
  ccnumber: ['ccnumber', 'number', 'card_number'],
  ccexp: ['ccexp', 'expiry'],
  cvv: ['cvv', 'cvc'],
  firstname: ['firstname'],
  lastname: ['lastname'],
  email: ['email'],
};
const REQUIRED: ReadonlyArray<keyof TransactFields> = [
  'orderid',
  'amount',
  'time',
  'hash',
  'key_id',
  'ccnumber',
  'ccexp',
  'cvv',
];

function readFields(body: GatewayTransactBody): TransactFields {
  const read = (name: keyof TransactFields): string | undefined => {
    for (const alias of FIELD_ALIASES[name]) {
      const value = body[alias];
      if (value !== undefined && value !== '') return value.trim();
    }
    return undefined;
  };
  const missing = REQUIRED.filter((name) => read(name) === undefined);
  if (missing.length > 0)
    throw validationError(Object.fromEntries(missing.map((name) => [name, 'Requerido'])));
  const value = (name: keyof TransactFields): string => read(name) ?? '';
  return {
    orderid: value('orderid'),
    amount: value('amount'),
    time: value('time'),
    hash: value('hash'),
    key_id: value('key_id'),
    ccnumber: value('ccnumber'),
    ccexp: value('ccexp'),
    cvv: value('cvv'),
    firstname: value('firstname'),
    lastname: value('lastname'),
    email: value('email'),
  };
}

/**
 * A sandbox of the hosted card gateway, served by the API so checkout can be tried end to end
 * without a bank: the browser posts the signed form here, and is sent back to the store with
 * the result (docs/orders.md lists the test cards). Card numbers are never logged or stored.
 */
export const gatewaySandboxRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, gateway }) => {
  // Gateways receive a plain HTML form post; parsed here only (this plugin's scope), no dependency.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(SANDBOX_PATH, {
    schema: {
      tags: ['Pasarela (sandbox)'],
      summary: 'Procesar un pago de prueba y redirigir a la tienda con el resultado (303)',
      description: `Acepta application/x-www-form-urlencoded o JSON. Tarjetas aprobadas: ${SANDBOX_APPROVED_CARDS.join(', ')}; rechazada: ${SANDBOX_DECLINED_CARDS.join(', ')}; cualquier otra: 'Tarjeta no válida en el entorno de pruebas'. Firma alterada: 400 'Firma de pago inválida'.`,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: GatewayTransactBody,
      response: {
        303: Type.Null({
          description:
            'Redirección a GATEWAY_RETURN_URL con orderid, response, responsetext, authcode, time y hash',
        }),
        400: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const result = await processSandboxTransaction(db, gateway, readFields(request.body));
      return reply.redirect(returnUrlFor(gateway, result), 303);
    },
  });
};
