import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditGroupPolicyQuery,
  CreditGroupPolicyResponse,
  CreditOrder,
  CreditOrderViewQuery,
  CreditPaymentDays,
  CreditStatus,
  CreditStatusParams,
  CreditStatusQuery,
  DEFAULT_SALES_ORG,
  MonthlyFromQuery,
  MonthlyFromResponse,
  SaveCreditOrderBody,
  SavedCreditOrder,
  errorResponse,
} from '@store/contracts';
import { saveCreditOrder } from '../credit/credit-order-service.js';
import { findCreditOrder, findGroupPolicy, listPaymentDays } from '../credit/credit-repository.js';
import { customerCreditStatus, parseCreditExpand } from '../credit/credit-status.js';
import { monthlyFrom, parseProductIds } from '../credit/monthly-from.js';
import { notFound } from '../http/errors.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Crédito'];
const CREDIT_ORDER_NOT_FOUND = 'Solicitud de crédito no encontrada';

export const creditRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, ownership }) => {
  app.get('/customers/credit/:customerId', {
    preHandler: ownership.customerScope({ param: 'customerId' }),
    schema: {
      tags: TAGS,
      summary: 'Línea de crédito del cliente: estado, política y mora',
      description:
        'Sin `expand` se incluyen creditStatus, creditPolicy y tieneMora. Disponible = límite − montos financiados de los contratos abiertos.',
      params: CreditStatusParams,
      querystring: CreditStatusQuery,
      response: { 200: CreditStatus, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: (request) =>
      customerCreditStatus(db, request.params.customerId, parseCreditExpand(request.query.expand)),
  });

  app.get('/credit-order/group-policy', {
    schema: {
      tags: TAGS,
      summary: 'Condiciones de crédito de un grupo de material',
      description: 'Una combinación sin política responde status false: ese grupo no se vende al crédito.',
      querystring: CreditGroupPolicyQuery,
      response: { 200: CreditGroupPolicyResponse, 400: errorResponse, 401: errorResponse },
    },
    handler: async (request) => {
      await ownership.requireCustomer(request);
      // Ajv has applied the schema's default; the fallback only satisfies the optional type.
      const { creditGroup, materialGroup, salesOrg = DEFAULT_SALES_ORG } = request.query;
      const policy = await findGroupPolicy(db, creditGroup, materialGroup, salesOrg);
      return {
        creditConditions: policy ?? { status: false, rateDifference: 0, maxTerm: 0, materialGroup },
      };
    },
  });

  app.get('/credit-order/days', {
    schema: {
      tags: TAGS,
      summary: 'Días del mes disponibles para el primer pago',
      description: 'El navegador lee response[0].availableDays.',
      response: { 200: CreditPaymentDays },
    },
    handler: async () => {
      const days = await listPaymentDays(db);
      return [
        { availableDays: Object.fromEntries([...days].map(([day, available]) => [String(day), available])) },
      ];
    },
  });

  app.get('/credit-order/monthly-from', {
    schema: {
      tags: TAGS,
      summary: 'Cuota mensual más baja ("Desde L x/mes") de productos que se venden al crédito',
      description:
        'Público. Cada producto solo, a su precio de venta, con la prima mínima y el plazo más largo de su contrato. Con un `Authorization: Bearer` de un cliente con línea de crédito utilizable (con crédito y sin mora), sus condiciones (`basis: customer`); si no, la política general (`basis: general`). Se omiten los productos inexistentes y los de grupos sin crédito; el orden es el pedido.',
      querystring: MonthlyFromQuery,
      response: { 200: MonthlyFromResponse, 400: errorResponse },
    },
    handler: async (request) => {
      // A missing, invalid or expired token is a guest here, never a 401: the figure is public.
      const customer = await ownership.identify(request);
      return monthlyFrom(db, parseProductIds(request.query.products), customer?.id ?? null);
    },
  });

  app.post('/credit-order/save', {
    schema: {
      tags: TAGS,
      summary: 'Guardar la solicitud de crédito de un pedido',
      description:
        'Token del cliente en `customerToken` o `Authorization: Bearer`. El servidor divide el pedido en contratos y calcula prima, monto financiado, tasa, cuota y primer pago (sección 9); las cifras del cliente se ignoran.',
      body: SaveCreditOrderBody,
      response: {
        201: SavedCreditOrder,
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

  app.get('/credit-order/view', {
    schema: {
      tags: TAGS,
      summary: 'Una solicitud de crédito del cliente con sus contratos',
      description: 'Por `id` (de la solicitud) o `orderId`; sin ninguno, la más reciente del cliente.',
      querystring: CreditOrderViewQuery,
      response: { 200: CreditOrder, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      const view = await findCreditOrder(db, customer.id, request.query);
      if (!view) throw notFound(CREDIT_ORDER_NOT_FOUND);
      return view;
    },
  });
};
