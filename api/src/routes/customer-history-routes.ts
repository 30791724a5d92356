import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContractDetailQuery,
  CreditContract,
  CreditContractDetail,
  CustomerIdParams,
  HistoryRangeQuery,
  Purchase,
  PurchaseParams,
  errorResponse,
} from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { contractDetail } from '../credit/contract-detail.js';
import { findContract, listContracts } from '../credit/credit-repository.js';
import { parseDateRange } from '../credit/date-range.js';
import { findPurchase, listPurchases } from '../credit/purchase-history.js';
import { notFound } from '../http/errors.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Portal del cliente'];
const CONTRACT_NOT_FOUND = 'Contrato no encontrado';
export const PURCHASE_NOT_FOUND = 'Compra no encontrada';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const customerHistoryRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, ownership }) => {
  const preHandler = ownership.customerScope({ param: 'id' });

  app.get('/customers/get-contracts/:id', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Contratos de crédito del cliente creados entre d1 y d2',
      params: CustomerIdParams,
      querystring: HistoryRangeQuery,
      response: { 200: Type.Array(CreditContract), ...errors },
    },
    handler: async (request) => {
      const range = parseDateRange(request.query);
      return listContracts(db, request.params.id, range.from, range.to);
    },
  });

  app.get('/customers/get-contracts-details/:id', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Un contrato del cliente con sus productos y su tabla de amortización',
      params: CustomerIdParams,
      querystring: ContractDetailQuery,
      response: { 200: CreditContractDetail, ...errors, 404: errorResponse },
    },
    handler: async (request) => {
      const contract = await findContract(db, request.params.id, request.query.contract_id);
      const detail = contract ? contractDetail(contract) : null;
      if (!detail) throw notFound(CONTRACT_NOT_FOUND);
      return detail;
    },
  });

  app.get('/customers/get-compras/:id', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Compras del cliente entre d1 y d2 (pedidos realizados, con productos y totales)',
      description:
        'Incluye pedidos pendientes de pago, pagados, en revisión de crédito, enviados y entregados, y los cancelados por un crédito rechazado; no los que siguen en checkout, vencidos, otros cancelados ni con pago rechazado.',
      params: CustomerIdParams,
      querystring: HistoryRangeQuery,
      response: { 200: Type.Array(Purchase), ...errors },
    },
    handler: async (request) => {
      const range = parseDateRange(request.query);
      return listPurchases(db, request.params.id, range.from, range.to);
    },
  });

  // The portal's order detail opens from a link or a reload, so it reads one purchase by its id
  // rather than relying on the list having been loaded for the right dates.
  app.get('/customers/:id/purchases/:orderId', {
    preHandler,
    schema: {
      tags: TAGS,
      summary: 'Una compra del cliente: productos, totales, entrega e historial de estados',
      description:
        'La misma forma que cada elemento de get-compras, sin filtro de fechas. 404 si el pedido no existe, es de otro cliente o no se llegó a realizar (sigue en checkout, vencido, cancelado sin un crédito rechazado o con pago rechazado).',
      params: PurchaseParams,
      response: { 200: Purchase, ...errors, 404: errorResponse },
    },
    handler: async (request) => {
      const purchase = await findPurchase(db, request.params.id, request.params.orderId);
      if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
      return purchase;
    },
  });
};
