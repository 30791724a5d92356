import type { FastifyPluginAsync } from 'fastify';
import { amortisationSchedule } from '../credit/amortisation.js';
import { parseDate } from '../credit/calendar.js';
import { findContract, listContracts } from '../credit/credit-repository.js';
import { contractDetailSchema, contractSchema, purchaseSchema } from '../credit/credit-schemas.js';
import { parseDateRange } from '../credit/date-range.js';
import { listPurchases } from '../credit/purchase-history.js';
import { customerIdParams } from '../customers/customer-schemas.js';
import { notFound } from '../http/errors.js';
import { errorResponse } from '../http/schemas.js';
import { roundMoney } from '../money.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Portal del cliente'];
const CONTRACT_NOT_FOUND = 'Contrato no encontrado';

const rangeQuery = {
  type: 'object',
  properties: {
    d1: {
      type: 'string',
      maxLength: 10,
      description: 'Desde (AAAA-MM-DD, incluido); por defecto 12 meses antes de d2',
    },
    d2: { type: 'string', maxLength: 10, description: 'Hasta (AAAA-MM-DD, incluido); por defecto hoy' },
  },
} as const;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

interface RangeRequest {
  Params: { id: number };
  Querystring: { d1?: string; d2?: string };
}

export const customerHistoryRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, ownership }) => {
  const preHandler = ownership.customerScope({ param: 'id' });

  app.get<RangeRequest>('/customers/get-contracts/:id', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Contratos de crédito del cliente creados entre d1 y d2',
      params: customerIdParams,
      querystring: rangeQuery,
      response: { 200: { type: 'array', items: contractSchema }, ...errors },
    },
    handler: async (request) => {
      const range = parseDateRange(request.query);
      return listContracts(db, request.params.id, range.from, range.to);
    },
  });

  app.get<{ Params: { id: number }; Querystring: { contract_id: number } }>(
    '/customers/get-contracts-details/:id',
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Un contrato del cliente con sus productos y su tabla de amortización',
        params: customerIdParams,
        querystring: {
          type: 'object',
          required: ['contract_id'],
          properties: { contract_id: { type: 'integer', minimum: 1 } },
        },
        response: { 200: contractDetailSchema, ...errors, 404: errorResponse },
      },
      handler: async (request) => {
        const contract = await findContract(db, request.params.id, request.query.contract_id);
        const firstPayment = contract ? parseDate(contract.firstPayment) : null;
        if (!contract || !firstPayment) throw notFound(CONTRACT_NOT_FOUND);
        const schedule = amortisationSchedule({ ...contract, firstPayment });
        return {
          ...contract,
          schedule,
          totalInterest: roundMoney(schedule.reduce((sum, row) => sum + row.interest, 0)),
          totalPayments: roundMoney(schedule.reduce((sum, row) => sum + row.fee, 0)),
        };
      },
    },
  );

  app.get<RangeRequest>('/customers/get-compras/:id', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Compras del cliente entre d1 y d2 (pedidos realizados, con productos y totales)',
      description:
        'Incluye pedidos pendientes de pago, pagados, en revisión de crédito, enviados y entregados; no los que siguen en checkout, vencidos, cancelados ni con pago rechazado.',
      params: customerIdParams,
      querystring: rangeQuery,
      response: { 200: { type: 'array', items: purchaseSchema }, ...errors },
    },
    handler: async (request) => {
      const range = parseDateRange(request.query);
      return listPurchases(db, request.params.id, range.from, range.to);
    },
  });
};
