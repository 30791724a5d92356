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
