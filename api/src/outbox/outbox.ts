import type { OutboxMessage } from '@store/contracts';
import type { Queryable } from '../db/db.js';

/**
 * E-mails the store sends (password reset links, order and request confirmations). They go to
 * the `outbox_messages` table; in development that table is the inbox you read (see
 * docs/account.md). A real mail relay would drain the same table.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO outbox_messages (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
}

/** The latest messages, newest first; only those to `to` (any case) when given. */
export async function listOutbox(
  db: Queryable,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db.query<Omit<OutboxMessage, 'created_at'> & { created_at: Date | string }>(
    `SELECT id, recipient AS "to", subject, body, created_at
       FROM outbox_messages
      WHERE $1::text IS NULL OR lower(recipient) = lower($1::text)
      ORDER BY id DESC
      LIMIT $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
