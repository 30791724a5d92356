import type { FastifyPluginAsync } from 'fastify';
import { type SaveCreditOrderBody, saveCreditOrder } from '../credit/credit-order-service.js';
import {
  DEFAULT_SALES_ORG,
  findCreditOrder,
  findGroupPolicy,
  listPaymentDays,
} from '../credit/credit-repository.js';
import { creditOrderSchema, customerCreditSchema, savedCreditOrderSchema } from '../credit/credit-schemas.js';
import { customerCreditStatus, parseCreditExpand } from '../credit/credit-status.js';
import { notFound } from '../http/errors.js';
import { errorResponse } from '../http/schemas.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Crédito'];
const CREDIT_ORDER_NOT_FOUND = 'Solicitud de crédito no encontrada';

const code = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' } as const;

const clientContractSchema = {
  type: 'object',
  description:
    'Lo que el cliente elige para un contrato. Montos, cuotas y tasas que envíe se ignoran: el servidor los calcula.',
  properties: {
    materialGroup: { type: ['string', 'null'], maxLength: 40, description: 'null = contrato por defecto' },
    products: {
      type: 'array',
      maxItems: 200,
      description:
        'Productos del contrato (ids u objetos con id); identifican el contrato si falta materialGroup',
      items: {
        anyOf: [{ type: 'integer' }, { type: 'object', properties: { id: { type: 'integer' } } }],
      },
    },
    downPayment: { type: 'number', minimum: 0, maximum: 100, description: 'Prima en porcentaje' },
    term: { type: 'integer', minimum: 1, maximum: 120, description: 'Plazo en meses' },
    day: { type: 'integer', minimum: 1, maximum: 31, description: 'Día del mes de los pagos' },
  },
} as const;

export const creditRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, ownership }) => {
  app.get<{ Params: { customerId: number }; Querystring: { expand?: string } }>(
    '/customers/credit/:customerId',
    {
      preHandler: ownership.customerScope({ param: 'customerId' }),
      schema: {
        tags: TAGS,
        summary: 'Línea de crédito del cliente: estado, política y mora',
        description:
          'Sin `expand` se incluyen creditStatus, creditPolicy y tieneMora. Disponible = límite − montos financiados de los contratos abiertos.',
        params: {
          type: 'object',
          required: ['customerId'],
          properties: { customerId: { type: 'integer', minimum: 1 } },
        },
        querystring: {
          type: 'object',
          properties: {
            expand: {
              type: 'string',
              maxLength: 200,
              pattern: '^[A-Za-z_,]*$',
              description: 'Lista separada por comas: creditStatus, creditPolicy, tieneMora',
            },
          },
        },
        response: { 200: customerCreditSchema, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
      handler: (request) =>
        customerCreditStatus(db, request.params.customerId, parseCreditExpand(request.query.expand)),
    },
  );

  app.get<{ Querystring: { creditGroup: string; materialGroup: string; salesOrg: string } }>(
    '/credit-order/group-policy',
    {
      schema: {
        tags: TAGS,
        summary: 'Condiciones de crédito de un grupo de material',
        description: 'Una combinación sin política responde status false: ese grupo no se vende al crédito.',
        querystring: {
          type: 'object',
          required: ['creditGroup', 'materialGroup'],
          properties: {
            creditGroup: code,
            materialGroup: code,
            salesOrg: { ...code, default: DEFAULT_SALES_ORG },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['creditConditions'],
            properties: {
              creditConditions: {
                type: 'object',
                required: ['status', 'rateDifference', 'maxTerm', 'materialGroup'],
                properties: {
                  status: { type: 'boolean' },
                  rateDifference: { type: 'number', description: 'Puntos sumados a la tasa anual' },
                  maxTerm: { type: 'integer', description: 'Plazo máximo en meses (0 sin crédito)' },
                  materialGroup: { type: 'string' },
                },
              },
            },
          },
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      await ownership.requireCustomer(request);
      const { creditGroup, materialGroup, salesOrg } = request.query;
      const policy = await findGroupPolicy(db, creditGroup, materialGroup, salesOrg);
      return {
        creditConditions: policy ?? { status: false, rateDifference: 0, maxTerm: 0, materialGroup },
      };
    },
  );

  app.get('/credit-order/days', {
    schema: {
      tags: TAGS,
      summary: 'Días del mes disponibles para el primer pago',
      description: 'El navegador lee response[0].availableDays.',
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            required: ['availableDays'],
            properties: {
              availableDays: {
                type: 'object',
                description: 'Día del mes ("1" a "31") → disponible',
                additionalProperties: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
    handler: async () => {
      const days = await listPaymentDays(db);
      return [
        { availableDays: Object.fromEntries([...days].map(([day, available]) => [String(day), available])) },
      ];
    },
  });

  app.post<{ Body: SaveCreditOrderBody }>('/credit-order/save', {
    schema: {
      tags: TAGS,
      summary: 'Guardar la solicitud de crédito de un pedido',
      description:
        'Token del cliente en `customerToken` o `Authorization: Bearer`. El servidor divide el pedido en contratos y calcula prima, monto financiado, tasa, cuota y primer pago (sección 9); las cifras del cliente se ignoran.',
      body: {
        type: 'object',
        required: ['orderId'],
        properties: {
          orderId: { type: 'integer', minimum: 1 },
          customerToken: { type: 'string', maxLength: 512 },
          contracts: { type: 'array', maxItems: 50, items: clientContractSchema },
          downPayment: {
            ...clientContractSchema.properties.downPayment,
            description: 'Atajo: prima del contrato por defecto',
          },
          term: {
            ...clientContractSchema.properties.term,
            description: 'Atajo: plazo del contrato por defecto',
          },
          day: {
            ...clientContractSchema.properties.day,
            description: 'Atajo: día de pago del contrato por defecto',
          },
        },
      },
      response: {
        201: savedCreditOrderSchema,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        422: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const view = await saveCreditOrder(db, ownership, request, request.body);
      return reply.status(201).send({ ...view, step: 4 });
    },
  });

  app.get<{ Querystring: { id?: number; orderId?: number } }>('/credit-order/view', {
    schema: {
      tags: TAGS,
      summary: 'Una solicitud de crédito del cliente con sus contratos',
      description: 'Por `id` (de la solicitud) o `orderId`; sin ninguno, la más reciente del cliente.',
      querystring: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          orderId: { type: 'integer', minimum: 1 },
        },
      },
      response: { 200: creditOrderSchema, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      const view = await findCreditOrder(db, customer.id, request.query);
      if (!view) throw notFound(CREDIT_ORDER_NOT_FOUND);
      return view;
    },
  });
};
