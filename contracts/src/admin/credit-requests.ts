import { Type, type Static } from '@sinclair/typebox';
import { DbId, Nullable, PageMeta } from '../http/common.js';
import { CreditContractDetail } from '../credit/contract.js';
import { CreditOrderStatus } from '../credit/credit-order.js';
import { Money } from '../credit/money.js';
import { OrderStatus } from '../orders/order-status.js';

/**
 * Credit requests in the back office (issue 34, "Credit requests"): the queue of orders waiting
 * in `credit_review`, one request with its contracts and their amortisation, and the credit
 * team's decision. Roles `credito` and `admin`.
 */

/** `{orderId}` of /admin/credit/requests/{orderId}: a request is addressed by its order. */
export const CreditRequestParams = Type.Object({ orderId: DbId });
export type CreditRequestParams = Static<typeof CreditRequestParams>;

/** GET /admin/credit/requests: oldest request first (first come, first served). */
export const CreditRequestQueueQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
/** As the server sees it (defaults applied). */
export type CreditRequestQueueQuery = Static<typeof CreditRequestQueueQuery>;

/**
 * The customer's credit line as the credit team weighs a request. `spent` and `held` never
 * overlap: available = limit − spent − held (api/docs/credit.md#used-credit).
 */
export const CustomerCreditStanding = Type.Object({
  hasCredit: Type.Boolean(),
  limit: Money('Límite de la línea de crédito'),
  spent: Money('Financiado en contratos aprobados que siguen abiertos (vigentes o en mora)'),
  held: Money('Retenido por solicitudes en revisión, la de este pedido incluida'),
  available: Money('Límite − gastado − retenido, nunca negativo'),
  inArrears: Type.Boolean({ description: 'Pagos en mora: la marca de la línea o un contrato en mora' }),
  hasOrderDue: Type.Boolean({ description: 'La marca de pedido vencido de la línea' }),
});
export type CustomerCreditStanding = Static<typeof CustomerCreditStanding>;

export const CreditRequestCustomer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
});
export type CreditRequestCustomer = Static<typeof CreditRequestCustomer>;

/** One request of the queue. */
export const CreditRequestSummary = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  creditOrderId: Type.Integer(),
  status: CreditOrderStatus,
  requestedAt: Type.String({ format: 'date-time', description: 'Cuándo se pidió el crédito' }),
  orderTotal: Money('Total del pedido'),
  financedAmount: Money('Suma de lo financiado en los contratos del pedido'),
  contractCount: Type.Integer(),
  customer: CreditRequestCustomer,
  credit: CustomerCreditStanding,
});
export type CreditRequestSummary = Static<typeof CreditRequestSummary>;

/** 200 of GET /admin/credit/requests. */
export const CreditRequestQueue = Type.Object({ items: Type.Array(CreditRequestSummary), _meta: PageMeta });
export type CreditRequestQueue = Static<typeof CreditRequestQueue>;

/**
 * GET /admin/credit/requests/{orderId}, and the answer of a decision: the request with its
 * contracts (figures, products, amortisation schedule) and, once decided, who decided and why.
 */
export const CreditRequestDetail = Type.Object({
  ...CreditRequestSummary.properties,
  orderStatus: OrderStatus,
  orderStatusLabel: Type.String(),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  decidedBy: Nullable(Type.String({ description: 'Correo del miembro del personal que decidió' })),
  rejectionReason: Nullable(Type.String()),
  contracts: Type.Array(CreditContractDetail),
});
export type CreditRequestDetail = Static<typeof CreditRequestDetail>;

/** POST /admin/credit/requests/{orderId}/reject: the reason goes to the shopper and to the order's history. */
export const CreditRejectBody = Type.Object({
  reason: Type.String({
    minLength: 3,
    maxLength: 500,
    pattern: '\\S',
    description: 'Motivo del rechazo, en palabras para el cliente (se le envía por correo)',
  }),
});
export type CreditRejectBody = Static<typeof CreditRejectBody>;
