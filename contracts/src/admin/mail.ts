import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageMeta } from '../http/common.js';
import { StringEnum } from '../http/enums.js';

/**
 * The store's outgoing mail as the back office sees it (issue 34): GET /admin/mail, `admin` only.
 * The messages' text is left out: a waiting password-reset e-mail holds a link that opens the
 * customer's account.
 */

/** pending: waiting for its (next) try; sending: claimed by a worker; sent; dead: given up. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;
export const MailStatus = StringEnum(MAIL_STATUSES, {
  description:
    'pending: espera su envío o un nuevo intento; sending: un proceso lo está enviando; sent: enviado; dead: se dejó de intentar (MAIL_MAX_ATTEMPTS intentos fallidos)',
});
export type MailStatus = Static<typeof MailStatus>;

export const AdminMailMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  status: MailStatus,
  attempts: Type.Integer({ description: 'Intentos de envío hasta ahora' }),
  lastError: Nullable(
    Type.String({ description: 'La respuesta del servidor SMTP en el último intento fallido' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  nextAttemptAt: Type.String({
    format: 'date-time',
    description: 'pending: cuándo se intenta de nuevo; sending: cuándo vence el envío en curso',
  }),
  sentAt: Nullable(Type.String({ format: 'date-time' })),
});
export type AdminMailMessage = Static<typeof AdminMailMessage>;

/** GET /admin/mail: the dead letters unless `status` says otherwise; newest first. */
export const AdminMailQuery = Type.Object({
  status: Type.Optional(MailStatus),
  to: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Destinatario (sin distinguir mayúsculas)' }),
  ),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
/** As the server sees it (defaults applied). */
export type AdminMailQuery = Static<typeof AdminMailQuery>;

/** 200 of GET /admin/mail. */
export const AdminMailPage = Type.Object({ items: Type.Array(AdminMailMessage), _meta: PageMeta });
export type AdminMailPage = Static<typeof AdminMailPage>;
