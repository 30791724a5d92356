import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayAnswerBody, GatewayTransactBody, PaymentResult, errorResponse } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../http/errors.js';
import { recordGatewayAnswer } from '../payments/gateway-response.js';
import { SANDBOX_PATH } from '../payments/gateway-settings.js';
import { paymentResultFor } from '../payments/payment-result.js';
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

/** Gateways send plain HTML form posts; parsed in the calling plugin's scope only, no dependency. */
function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * The store's side of the card gateway, always served: the gateway's signed answer (the query of
 * the return URL the shopper lands on, forwarded by the checkout's last page, or the gateway's
 * own notification) is checked with the response hash and recorded. The signature is the only
 * credential; this is the one way a real gateway's approval marks an order paid.
 */
export const gatewayAnswerRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, gateway }) => {
  acceptFormPosts(app);

  app.post('/gateway/response', {
    schema: {
      tags: ['Pasarela'],
      summary: 'Registrar la respuesta firmada de la pasarela y devolver el resultado del pago',
      description:
        "Campos de la URL de retorno: orderid, response (1 aprobado, 2 rechazado, 3 error), responsetext, authcode, time y hash = md5(orderid|amount|response|authcode|time|clave). Una respuesta repetida no cambia nada. Firma alterada, de otro pedido o anterior al último intento: 400 'Firma de pago inválida'.",
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: GatewayAnswerBody,
      response: { 200: PaymentResult, 400: errorResponse },
    },
    handler: async (request): Promise<PaymentResult> => {
      const order = await recordGatewayAnswer(db, gateway, request.body);
      return paymentResultFor(db, order);
    },
  });
};

/**
 * A sandbox of the hosted card gateway, served by the API so checkout can be tried end to end
 * without a bank: the browser posts the signed form here, and is sent back to the store with
 * the result (docs/orders.md lists the test cards). Card numbers are never logged or stored.
 * A development aid: buildApp registers it only with `gatewaySandbox` (GATEWAY_SANDBOX /
 * DEVELOPMENT_AIDS=1, refused with NODE_ENV=production), since with it anyone holding a signed
 * form could pay their own order with a test card.
 */
export const gatewaySandboxRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, gateway }) => {
  acceptFormPosts(app);

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
