/**
 * Orders and payments in the back office (issue 34; api/docs/orders.md#back-office): the list,
 * one order, its four transitions, and the queue of payments to review. Roles `pedidos` (and
 * `admin`); every change is in the audit log.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  CancelOrderBody,
  ConfirmPaymentBody,
  errorResponse,
  IdParams,
  PaymentReviewItem,
  PaymentReviewPage,
  PaymentReviewQuery,
  ResolvePaymentReviewBody,
  ShipOrderBody,
} from '@store/contracts';
import { loadAdminOrderDetail } from '../back-office/admin-order-detail.js';
import { listAdminOrders } from '../back-office/admin-order-list.js';
import { transitionOrder, type TransitionRequest } from '../back-office/order-transitions.js';
import { listPaymentReviews, resolvePaymentReview } from '../back-office/payment-review.js';
import type { Db } from '../db/db.js';
import { orderNotFound } from '../orders/order-errors.js';
import { requestStaff } from '../staff/staff-access.js';
import type { FastifyRequest } from 'fastify';
import type { AdminRouteDeps } from './admin-route-deps.js';

const ORDERS_ROLE = { staffRoles: ['pedidos'] } as const;
const TAGS = ['Pedidos (personal)'];
const refusals = { 401: errorResponse, 403: errorResponse };
const transitionResponses = {
  200: AdminOrderDetail,
  400: errorResponse,
  ...refusals,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

async function detailOrNotFound(db: Db, id: number): Promise<AdminOrderDetail> {
  const detail = await loadAdminOrderDetail(db, id);
  if (!detail) throw orderNotFound();
  return detail;
}

/** Runs the transition (or finds it already done) and answers the order as it is now. */
async function transition(
  db: Db,
  request: FastifyRequest<{ Params: IdParams }>,
  change: TransitionRequest,
): Promise<AdminOrderDetail> {
  await transitionOrder(db, requestStaff(request), request.params.id, change);
  return detailOrNotFound(db, request.params.id);
}

const REPEAT =
  'Repetirla cuando ya ocurrió responde 200 con el pedido como está y no escribe nada; una transición que el estado no permite: 409 `ILLEGAL_TRANSITION`.';

export const adminOrderRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  app.get('/admin/orders', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Pedidos: filtros, páginas y cuántos hay en cada estado; lo más reciente primero',
      description:
        'Filtros opcionales: `status`, `paymentMethod`, `from` y `to` (días AAAA-MM-DD, incluidos, hora de Honduras) y `q` (número de pedido, correo o nombre).',
      querystring: AdminOrderListQuery,
      response: { 200: AdminOrderList, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listAdminOrders(db, request.query),
  });

  app.get('/admin/orders/:id', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary:
        'Un pedido: líneas, totales, cupón, contacto, entrega, intentos de pago, respuestas del banco, historial y reembolsos',
      params: IdParams,
      response: { 200: AdminOrderDetail, ...refusals, 404: errorResponse },
    },
    handler: async (request) => detailOrNotFound(db, request.params.id),
  });

  app.post('/admin/orders/:id/confirm-payment', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Confirmar el pago de una transferencia o de un pago en tienda → Pagado',
      description: `Solo pedidos «Pendiente de pago» por transferencia o en tienda. \`amount\` debe ser el total al centavo (si no, 422 \`AMOUNT_MISMATCH\`). Un pedido vencido: 409. ${REPEAT}`,
      params: IdParams,
      body: ConfirmPaymentBody,
      response: transitionResponses,
    },
    handler: async (request) => transition(db, request, { action: 'confirm-payment', body: request.body }),
  });

  app.post('/admin/orders/:id/ship', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Enviar (transportista y guía) o, para retiro en tienda, marcar listo para recoger → Enviado',
      description: `Desde «Pagado», o desde «Crédito en revisión» con el crédito aprobado. Envío a domicilio: \`carrier\` y \`trackingNumber\` obligatorios; retiro en tienda: ninguno. ${REPEAT}`,
      params: IdParams,
      body: ShipOrderBody,
      response: transitionResponses,
    },
    handler: async (request) => transition(db, request, { action: 'ship', body: request.body }),
  });

  app.post('/admin/orders/:id/deliver', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Marcar entregado → Entregado',
      description: `Solo desde «Enviado» (o «Listo para recoger»). ${REPEAT}`,
      params: IdParams,
      response: transitionResponses,
    },
    handler: async (request) => transition(db, request, { action: 'deliver' }),
  });

  app.post('/admin/orders/:id/cancel', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Cancelar con un motivo → Cancelado (devuelve existencias y uso del cupón)',
      description: `Desde «En proceso de compra», «Pendiente de pago», «Pagado» (queda un reembolso pendiente en la cola de pagos a revisar) o un crédito rechazado. ${REPEAT}`,
      params: IdParams,
      body: CancelOrderBody,
      response: transitionResponses,
    },
    handler: async (request) => transition(db, request, { action: 'cancel', body: request.body }),
  });

  app.get('/admin/payments/review', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary:
        'Pagos a revisar: cobros con tarjeta que no pagaron su pedido y reembolsos de pedidos pagados cancelados',
      querystring: PaymentReviewQuery,
      response: { 200: PaymentReviewPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listPaymentReviews(db, request.query),
  });

  app.post('/admin/payments/review/:id/resolve', {
    config: ORDERS_ROLE,
    schema: {
      tags: TAGS,
      summary: 'Sacar un pago de la cola: reembolsado o resuelto, con una nota',
      description:
        'Un reembolso queda en el historial del pedido y se le avisa al cliente por correo. Un pago ya resuelto se responde como está, sin escribir nada.',
      params: IdParams,
      body: ResolvePaymentReviewBody,
      response: { 200: PaymentReviewItem, 400: errorResponse, ...refusals, 404: errorResponse },
    },
    handler: async (request) =>
      resolvePaymentReview(db, requestStaff(request), request.params.id, request.body),
  });
};
