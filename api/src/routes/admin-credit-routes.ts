/**
 * Credit requests in the back office (issue 34, "Credit requests"): the queue of orders in
 * `credit_review`, one request with its contracts and amortisation, and the decision
 * (src/credit/credit-decisions.ts). Roles `credito` and `admin`; every decision is audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditRejectBody,
  CreditRequestDetail,
  CreditRequestParams,
  CreditRequestQueue,
  CreditRequestQueueQuery,
  errorResponse,
} from '@store/contracts';
import { decideCreditRequest } from '../credit/credit-decisions.js';
import { findCreditRequest, listCreditRequests } from '../credit/credit-requests.js';
import { notFound } from '../http/errors.js';
import { requestStaff } from '../staff/staff-access.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

export const CREDIT_REQUEST_NOT_FOUND = 'Solicitud de crédito no encontrada';

const CREDIT_TEAM = { staffRoles: ['credito'] } as const;
const TAGS = ['Crédito (personal)'];
const refusals = { 401: errorResponse, 403: errorResponse };
const decisionErrors = { ...refusals, 404: errorResponse, 409: errorResponse };

export const adminCreditRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  app.get('/admin/credit/requests', {
    config: CREDIT_TEAM,
    schema: {
      tags: TAGS,
      summary: 'Solicitudes de crédito en revisión, la más antigua primero',
      description:
        'Cada pedido en `credit_review` con su cliente, el monto financiado y la situación de su línea: límite, gastado (contratos aprobados abiertos), retenido (solicitudes en revisión, esta incluida), disponible y mora.',
      querystring: CreditRequestQueueQuery,
      response: { 200: CreditRequestQueue, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listCreditRequests(db, request.query),
  });

  app.get('/admin/credit/requests/:orderId', {
    config: CREDIT_TEAM,
    schema: {
      tags: TAGS,
      summary: 'La solicitud de crédito de un pedido: contratos, productos y tabla de amortización',
      description: 'También las ya decididas: quién decidió, cuándo y, si se rechazó, por qué.',
      params: CreditRequestParams,
      response: { 200: CreditRequestDetail, ...refusals, 404: errorResponse },
    },
    handler: async (request) => {
      const detail = await findCreditRequest(db, request.params.orderId);
      if (!detail) throw notFound(CREDIT_REQUEST_NOT_FOUND);
      return detail;
    },
  });

  app.post('/admin/credit/requests/:orderId/approve', {
    config: CREDIT_TEAM,
    schema: {
      tags: TAGS,
      summary: 'Aprobar la solicitud: contratos vigentes, pedido pagado con crédito y listo para enviar',
      description:
        'Lo retenido pasa a gastado en la línea del cliente; se le avisa por correo y el pedido registra «Crédito aprobado». Repetirla responde lo mismo sin efectos nuevos; un pedido que no está en revisión de crédito (o rechazado): 409.',
      params: CreditRequestParams,
      response: { 200: CreditRequestDetail, ...decisionErrors },
    },
    handler: async (request) =>
      decideCreditRequest(db, request.params.orderId, { kind: 'approve' }, requestStaff(request)),
  });

  app.post('/admin/credit/requests/:orderId/reject', {
    config: CREDIT_TEAM,
    schema: {
      tags: TAGS,
      summary:
        'Rechazar la solicitud con un motivo: pedido cancelado, existencias devueltas, línea sin cambios',
      description:
        'Los contratos quedan rechazados y se libera lo retenido; se devuelve el uso del cupón, se avisa al cliente por correo con el motivo y el pedido registra «Crédito rechazado: {motivo}». Repetirlo responde lo mismo sin efectos nuevos; un pedido que no está en revisión de crédito (o aprobado): 409.',
      params: CreditRequestParams,
      body: CreditRejectBody,
      response: { 200: CreditRequestDetail, 400: errorResponse, ...decisionErrors },
    },
    handler: async (request) =>
      decideCreditRequest(
        db,
        request.params.orderId,
        { kind: 'reject', reason: request.body.reason.trim() },
        requestStaff(request),
      ),
  });
};
