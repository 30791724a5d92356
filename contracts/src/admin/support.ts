import { Type, type Static } from '@sinclair/typebox';
import { DbId, Nullable, PageMeta } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { SortQuery, type SortValue } from '../http/list-sort.js';
import { SERVICE_KINDS, type ServiceKind } from '../services/service-request.js';

/**
 * Support in the back office (issue 34, "Support"; api/README.md "Back office"): the service
 * forms' requests as tickets (role `soporte`), product reviews staff can hide (role `catalogo`)
 * and the survey answers per order (role `soporte`). `admin` may call every one.
 */

const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
};

// Tickets --------------------------------------------------------------------------------------

export const TICKET_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export const TicketStatus = StringEnum(TICKET_STATUSES);
export type TicketStatus = Static<typeof TicketStatus>;

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  new: 'Nuevo',
  in_progress: 'En proceso',
  resolved: 'Resuelto',
};

/**
 * Which status each one may move to. A resolved ticket can be reopened ('En proceso'), never
 * made 'Nuevo' again: 'Nuevo' means nobody has looked at it yet.
 */
export const TICKET_NEXT_STATUSES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  new: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  resolved: ['in_progress'],
};

export const TicketKind = StringEnum(SERVICE_KINDS);

/** The forms as the support team calls them. */
export const TICKET_KIND_LABELS: Readonly<Record<ServiceKind, string>> = {
  create: 'Taller (reparación)',
  support: 'Soporte técnico',
  contact: 'Contacto',
  horeca: 'Ventas corporativas (HORECA)',
};

/** What the ticket list sorts by (`?sort=status`): the day it came in, or its status (Nuevo first). */
export const TICKET_SORT_KEYS = ['createdAt', 'status'] as const;
export type TicketSort = SortValue<(typeof TICKET_SORT_KEYS)[number]>;
/** Without `sort`: newest first. */
export const TICKET_DEFAULT_SORT: TicketSort = '-createdAt';

/** GET /admin/tickets: every filter optional (and kept in the URL), newest first. */
export const TicketListQuery = Type.Object({
  kind: Type.Optional(TicketKind),
  status: Type.Optional(TicketStatus),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'Ticket, nombre, correo o teléfono del solicitante (parte del texto, sin distinguir mayúsculas)',
    }),
  ),
  sort: Type.Optional(SortQuery(TICKET_SORT_KEYS)),
  ...PageQuery,
});
/** As the server sees it (defaults applied). */
export type TicketListQuery = Static<typeof TicketListQuery>;

export const TicketParams = Type.Object({ id: DbId });
export type TicketParams = Static<typeof TicketParams>;

export const TicketRow = Type.Object({
  id: Type.Integer(),
  ticket: Type.String({ description: "p. ej. 'ST-000042'" }),
  kind: TicketKind,
  kindLabel: Type.String(),
  status: TicketStatus,
  statusLabel: Type.String(),
  name: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  replyCount: Type.Integer(),
});
export type TicketRow = Static<typeof TicketRow>;

export const TicketPage = Type.Object({ items: Type.Array(TicketRow), _meta: PageMeta });
export type TicketPage = Static<typeof TicketPage>;

/** One field of the form as the requester filled it, with the form's label. */
export const TicketField = Type.Object({ field: Type.String(), label: Type.String(), value: Type.String() });
export type TicketField = Static<typeof TicketField>;

/** A reply staff sent: mailed to the requester and kept on the ticket. */
export const TicketReply = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  staffEmail: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type TicketReply = Static<typeof TicketReply>;

export const TicketDetail = Type.Composite([
  TicketRow,
  Type.Object({
    fields: Type.Array(TicketField),
    replies: Type.Array(TicketReply, { description: 'La más antigua primero' }),
    nextStatuses: Type.Array(TicketStatus, { description: 'Los estados a los que puede pasar ahora' }),
  }),
]);
export type TicketDetail = Static<typeof TicketDetail>;

/** POST /admin/tickets/{id}/status. */
export const TicketStatusBody = Type.Object({ status: TicketStatus });
export type TicketStatusBody = Static<typeof TicketStatusBody>;

export const TICKET_REPLY_MAX_LENGTH = 5000;

/**
 * POST /admin/tickets/{id}/replies. Only a size cap here: blank or too long is answered by
 * `ticketReplyProblem` with its Spanish message in `fields.message`.
 */
export const TicketReplyBody = Type.Object({
  message: Type.String({
    maxLength: 4 * TICKET_REPLY_MAX_LENGTH,
    description: `La respuesta que recibe el solicitante por correo (1 a ${TICKET_REPLY_MAX_LENGTH} caracteres)`,
  }),
});
export type TicketReplyBody = Static<typeof TicketReplyBody>;

export const SUPPORT_MESSAGES = {
  replyRequired: 'Escribe la respuesta para el cliente',
  replyTooLong: `La respuesta admite hasta ${TICKET_REPLY_MAX_LENGTH} caracteres`,
  hideReasonRequired: 'Escribe el motivo para ocultar la reseña',
  hideReasonTooLong: 'El motivo admite hasta 300 caracteres',
} as const;

/** The reply form's rule, shared by the back office's form and the API: Spanish message or null. */
export function ticketReplyProblem(message: string | undefined): string | null {
  const text = (message ?? '').trim();
  if (text === '') return SUPPORT_MESSAGES.replyRequired;
  if (text.length > TICKET_REPLY_MAX_LENGTH) return SUPPORT_MESSAGES.replyTooLong;
  return null;
}

// Reviews --------------------------------------------------------------------------------------

export const REVIEW_HIDE_REASON_MAX_LENGTH = 300;

/** The hide form's rule, shared by the back office's form and the API: Spanish message or null. */
export function hideReasonProblem(reason: string | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text === '') return SUPPORT_MESSAGES.hideReasonRequired;
  if (text.length > REVIEW_HIDE_REASON_MAX_LENGTH) return SUPPORT_MESSAGES.hideReasonTooLong;
  return null;
}

export const REVIEW_VISIBILITY = ['visible', 'hidden'] as const;

/** GET /admin/reviews: newest first. */
export const AdminReviewListQuery = Type.Object({
  productId: Type.Optional(DbId),
  visibility: Type.Optional(StringEnum(REVIEW_VISIBILITY, { description: 'Solo visibles u ocultas' })),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Producto (nombre o SKU), autor o texto del comentario',
    }),
  ),
  ...PageQuery,
});
export type AdminReviewListQuery = Static<typeof AdminReviewListQuery>;

export const AdminReviewParams = Type.Object({ id: DbId });
export type AdminReviewParams = Static<typeof AdminReviewParams>;

export const AdminReview = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String(),
  sku: Type.String(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  author: Type.String({ description: 'Nombre completo del cliente (solo el personal lo ve)' }),
  authorEmail: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  hidden: Type.Boolean(),
  hiddenReason: Nullable(Type.String()),
  hiddenAt: Nullable(Type.String({ format: 'date-time' })),
  hiddenBy: Nullable(Type.String({ description: 'Correo de quien la ocultó' })),
});
export type AdminReview = Static<typeof AdminReview>;

export const AdminReviewPage = Type.Object({ items: Type.Array(AdminReview), _meta: PageMeta });
export type AdminReviewPage = Static<typeof AdminReviewPage>;

/** POST /admin/reviews/{id}/hide: the reason is required (checked by `hideReasonProblem`). */
export const HideReviewBody = Type.Object({
  reason: Type.String({
    maxLength: 4 * REVIEW_HIDE_REASON_MAX_LENGTH,
    description: `Por qué se oculta (obligatorio, hasta ${REVIEW_HIDE_REASON_MAX_LENGTH} caracteres)`,
  }),
});
export type HideReviewBody = Static<typeof HideReviewBody>;

/** POST /admin/reviews/{id}/show: why it is shown again, optional (kept in the audit log). */
export const ShowReviewBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: REVIEW_HIDE_REASON_MAX_LENGTH })),
});
export type ShowReviewBody = Static<typeof ShowReviewBody>;

// Survey answers -------------------------------------------------------------------------------

/** GET /admin/survey-answers: newest first. */
export const SurveyAnswerListQuery = Type.Object({
  surveyId: Type.Optional(DbId),
  order: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: 'Número de pedido (parte del texto)' }),
  ),
  ...PageQuery,
});
export type SurveyAnswerListQuery = Static<typeof SurveyAnswerListQuery>;

/** One answer as the reader sees it: the question's text and the answer as text. */
export const SurveyAnswerLine = Type.Object({
  questionId: Type.String(),
  question: Type.String(),
  answer: Type.String({ description: "Vacío cuando no se respondió; las calificaciones como '4 de 5'" }),
});
export type SurveyAnswerLine = Static<typeof SurveyAnswerLine>;

export const SurveyAnswerRow = Type.Object({
  id: Type.Integer(),
  surveyId: Type.Integer(),
  surveyTitle: Type.String(),
  orderId: Nullable(Type.Integer()),
  orderNumber: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  answers: Type.Array(SurveyAnswerLine),
});
export type SurveyAnswerRow = Static<typeof SurveyAnswerRow>;

export const SurveyAnswerPage = Type.Object({ items: Type.Array(SurveyAnswerRow), _meta: PageMeta });
export type SurveyAnswerPage = Static<typeof SurveyAnswerPage>;
