/**
 * Mail the worker gave up on (status 'dead': MAIL_MAX_ATTEMPTS failed tries, or written more than
 * a day before migration 019), for the back office's `admin` role and for operators
 * (docs/operations.md, "Mail").
 */
import type { Queryable } from '../db/db.js';

export interface DeadMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  /** The SMTP server's answer (or the connection error) of the last try. */
  lastError: string | null;
  /** When the store wrote it (ISO 8601). */
  createdAt: string;
}

/** Dead messages, newest first; only those to `to` (any case) when given. */
export async function listDeadMail(
  db: Queryable,
  options: { to?: string | undefined; limit: number; offset?: number },
): Promise<DeadMail[]> {
  const rows = await db.query<Omit<DeadMail, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT id, recipient AS "to", subject, attempts, last_error AS "lastError", created_at AS "createdAt"
       FROM outbox_messages
      WHERE status = 'dead' AND ($1::text IS NULL OR lower(recipient) = lower($1::text))
      ORDER BY id DESC
      LIMIT $2 OFFSET $3`,
    [options.to ?? null, options.limit, options.offset ?? 0],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Puts a dead message back in the queue with a fresh count of tries (after the cause was fixed:
 * the SMTP server back, a full mailbox emptied). Returns whether it was dead.
 */
export async function requeueDeadMail(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE outbox_messages SET status = 'pending', attempts = 0, next_attempt_at = now()
      WHERE id = $1 AND status = 'dead' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
