import { Type, type Static } from '@sinclair/typebox';

/** GET /dev/outbox (development only): the e-mails the store would have sent. */
export const OUTBOX_DEFAULT_LIMIT = 10;

export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 200, description: 'Destinatario (sin distinguir mayúsculas)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: OUTBOX_DEFAULT_LIMIT })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxList = Type.Object({ messages: Type.Array(OutboxMessage) });
export type OutboxList = Static<typeof OutboxList>;
