/**
 * Support in the back office (issue 34, "Support"): service tickets and survey answers for the
 * `soporte` role, product reviews for `catalogo` (admin passes both). Every change is audited
 * (src/support-admin/).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminReview,
  AdminReviewListQuery,
  AdminReviewPage,
  AdminReviewParams,
  HideReviewBody,
  ShowReviewBody,
  SurveyAnswerListQuery,
  SurveyAnswerPage,
  TicketDetail,
  TicketListQuery,
  TicketPage,
  TicketParams,
  TicketReplyBody,
  TicketStatusBody,
  errorResponse,
} from '@store/contracts';
import { notFound } from '../http/errors.js';
import { requestStaff } from '../staff/staff-access.js';
import { listAdminReviews, setReviewVisibility } from '../support-admin/review-moderation.js';
import { listSurveyAnswers } from '../support-admin/survey-answers.js';
import { changeTicketStatus, replyToTicket, TICKET_NOT_FOUND } from '../support-admin/ticket-actions.js';
import { findTicket, listTickets } from '../support-admin/ticket-repository.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

const SUPPORT_TEAM = { staffRoles: ['soporte'] } as const;
const CATALOG_TEAM = { staffRoles: ['catalogo'] } as const;
const refusals = { 401: errorResponse, 403: errorResponse };
const changeErrors = { ...refusals, 400: errorResponse, 404: errorResponse };

export const adminSupportRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  const tickets = ['Soporte (personal)'];

  app.get('/admin/tickets', {
    config: SUPPORT_TEAM,
    schema: {
      tags: tickets,
      summary:
        'Tickets de los formularios de servicio (taller, soporte, contacto, HORECA), el más reciente primero',
      description:
        'Filtros por tipo, estado (Nuevo, En proceso, Resuelto) y texto (ticket, nombre, correo, teléfono).',
      querystring: TicketListQuery,
      response: { 200: TicketPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listTickets(db, request.query),
  });

  app.get('/admin/tickets/:id', {
    config: SUPPORT_TEAM,
    schema: {
      tags: tickets,
      summary: 'Un ticket: lo que escribió el solicitante, las respuestas enviadas y los estados siguientes',
      params: TicketParams,
      response: { 200: TicketDetail, ...refusals, 404: errorResponse },
    },
    handler: async (request) => {
      const ticket = await findTicket(db, request.params.id);
      if (!ticket) throw notFound(TICKET_NOT_FOUND);
      return ticket;
    },
  });

  app.post('/admin/tickets/:id/status', {
    config: SUPPORT_TEAM,
    schema: {
      tags: tickets,
      summary: 'Cambiar el estado del ticket',
      description:
        'Nuevo → En proceso o Resuelto; En proceso → Resuelto; Resuelto → En proceso (reabrir). Pedir el estado que ya tiene no cambia nada; otro paso: 409 `ILLEGAL_TICKET_STATUS`.',
      params: TicketParams,
      body: TicketStatusBody,
      response: { 200: TicketDetail, ...changeErrors, 409: errorResponse },
    },
    handler: async (request) =>
      changeTicketStatus(db, request.params.id, request.body.status, requestStaff(request)),
  });

  app.post('/admin/tickets/:id/replies', {
    config: SUPPORT_TEAM,
    schema: {
      tags: tickets,
      summary: 'Responder al solicitante: la respuesta se le envía por correo y queda en el ticket',
      description:
        'Queda con quién respondió y cuándo. Un ticket Nuevo pasa a En proceso. Respuesta vacía: 400 «Escribe la respuesta para el cliente».',
      params: TicketParams,
      body: TicketReplyBody,
      response: { 200: TicketDetail, ...changeErrors },
    },
    handler: async (request) =>
      replyToTicket(db, request.params.id, request.body.message, requestStaff(request)),
  });

  app.get('/admin/survey-answers', {
    config: SUPPORT_TEAM,
    schema: {
      tags: tickets,
      summary: 'Respuestas de las encuestas con su pedido, la más reciente primero',
      querystring: SurveyAnswerListQuery,
      response: { 200: SurveyAnswerPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listSurveyAnswers(db, request.query),
  });

  const reviews = ['Reseñas (personal)'];

  app.get('/admin/reviews', {
    config: CATALOG_TEAM,
    schema: {
      tags: reviews,
      summary: 'Reseñas de productos, visibles y ocultas, la más reciente primero',
      querystring: AdminReviewListQuery,
      response: { 200: AdminReviewPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listAdminReviews(db, request.query),
  });

  app.post('/admin/reviews/:id/hide', {
    config: CATALOG_TEAM,
    schema: {
      tags: reviews,
      summary: 'Ocultar una reseña con un motivo (obligatorio)',
      description:
        'Desaparece en seguida de la lista del producto en la tienda y de su promedio y cantidad de reseñas. Sin motivo: 400 «Escribe el motivo para ocultar la reseña».',
      params: AdminReviewParams,
      body: HideReviewBody,
      response: { 200: AdminReview, ...changeErrors },
    },
    handler: async (request) =>
      setReviewVisibility(
        db,
        request.params.id,
        { hidden: true, reason: request.body.reason },
        requestStaff(request),
      ),
  });

  app.post('/admin/reviews/:id/show', {
    config: CATALOG_TEAM,
    schema: {
      tags: reviews,
      summary: 'Volver a mostrar una reseña oculta (motivo opcional, queda en la auditoría)',
      params: AdminReviewParams,
      body: ShowReviewBody,
      response: { 200: AdminReview, ...changeErrors },
    },
    handler: async (request) =>
      setReviewVisibility(
        db,
        request.params.id,
        { hidden: false, reason: request.body.reason },
        requestStaff(request),
      ),
  });
};
