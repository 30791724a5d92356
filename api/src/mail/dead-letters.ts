/**
 * The mail queue as the back office's `admin` role and the operators see it (GET /admin/mail,
 * docs/operations.md "Mail"): above all the dead letters, the messages the worker gave up on
 * (MAIL_MAX_ATTEMPTS failed tries, or written more than a day before migration 019), and putting
 * one back in the queue. The messages' text is not read here: a waiting password-reset e-mail
 * holds a link that opens the customer's account.
 */
import type { AdminMailMessage, AdminMailPage, AdminMailQuery, MailStatus } from '@store/contracts';
import type { Queryable } from '../db/db.js';

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function mailMessage(row: MailRow): AdminMailMessage {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    nextAttemptAt: iso(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
  };
}

/** Messages in one state (dead unless `status` says otherwise), newest first, by page. */
export async function listMail(db: Queryable, query: AdminMailQuery): Promise<AdminMailPage> {
  const perPage = query['per-page'];
  const filter = [query.status ?? 'dead', query.to ?? null];
  const where = `WHERE status = $1 AND ($2::text IS NULL OR lower(recipient) = lower($2::text))`;
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM outbox_messages ${where}`,
    filter,
  );
  const totalCount = counted?.total ?? 0;
  const rows = await db.query<MailRow>(
    `SELECT id, recipient, subject, status, attempts, last_error, created_at, next_attempt_at, sent_at
       FROM outbox_messages ${where}
      ORDER BY id DESC
      LIMIT $3 OFFSET $4`,
    [...filter, perPage, (query.page - 1) * perPage],
  );
  return {
    items: rows.map(mailMessage),
    _meta: { totalCount, pageCount: Math.ceil(totalCount / perPage), currentPage: query.page, perPage },
  };
}

/** The dead letters, newest first: listMail with `status: 'dead'`. */
export function listDeadMail(db: Queryable, query: Omit<AdminMailQuery, 'status'>): Promise<AdminMailPage> {
  return listMail(db, { ...query, status: 'dead' });
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
