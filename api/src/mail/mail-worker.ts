/**
 * The worker that drains outbox_messages over SMTP (issue 34; columns in migration 019).
 *
 * - **Claim** (one short transaction): due rows are picked with `FOR UPDATE SKIP LOCKED`, so two
 *   workers (two API processes on one PostgreSQL) never claim the same row, and marked
 *   'sending' with a lease: `next_attempt_at` becomes the lease's end and `attempts` goes up.
 * - **Send** outside any transaction, one message at a time, with nodemailer.
 * - **Record**: 'sent', or back to 'pending' after a back-off (1, 2, 4… minutes, at most 60),
 *   or 'dead' after `maxAttempts` tries. The update only applies while the row still holds this
 *   claim (same `attempts`), so a worker whose lease ran out cannot overwrite a newer claim.
 * - **At least once**: a worker that dies mid-send leaves its rows 'sending'; when the lease
 *   ends they are due again and another worker sends them. Every send of one row carries the
 *   same Message-ID, so a mailbox can recognise a repeat.
 */
import { hostname } from 'node:os';
import type { Db, Queryable } from '../db/db.js';
import { renderMail } from './mail-renderer.js';
import type { MailTransport } from './smtp-transport.js';

export interface RetryPolicy {
  /** Wait after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 60 * 60_000 };

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** STORE_URL: the link in every message's footer. */
  storeUrl: string;
  /** MAIL_MAX_ATTEMPTS: tries before a message is 'dead'. */
  maxAttempts: number;
  retry?: RetryPolicy;
  /** Messages claimed at once (default 10). */
  batchSize?: number;
  /**
   * How long a claim lasts (default 10 minutes): longer than a batch can take with the
   * transport's timeouts, so a live worker never loses its rows to another.
   */
  leaseMs?: number;
}

export interface DeliveryCounts {
  claimed: number;
  sent: number;
  retried: number;
  dead: number;
}

/** The wait before the next try after `attempts` failed tries (1 → firstDelayMs). */
export function retryDelayMs(attempts: number, retry: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_at: Date | string;
}

/** Same row, same claim: the fence of every outcome update. */
const THIS_CLAIM = `id = $1 AND status = 'sending' AND attempts = $2`;

/** What an operator reads in last_error: the SMTP answer when there is one (nodemailer's `response`). */
function describeFailure(error: unknown): string {
  const { response, code } = (error ?? {}) as { response?: unknown; code?: unknown };
  const answer =
    typeof response === 'string' ? response : error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${answer} (${code})` : answer).slice(0, 1000);
}

/** The part of MAIL_FROM after '@', for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? hostname();
}

async function claimDueMail(db: Db, batchSize: number, leaseMs: number, maxAttempts: number) {
  return db.transaction(async (tx: Queryable) => {
    // A claim whose lease ran out at the last allowed try is not tried again.
    await tx.query(
      `UPDATE outbox_messages
          SET status = 'dead',
              last_error = 'El envío no se confirmó antes de que venciera su plazo (¿se detuvo el proceso?); ' || coalesce(last_error, '')
        WHERE id IN (SELECT id FROM outbox_messages
                      WHERE status = 'sending' AND next_attempt_at <= now() AND attempts >= $1
                      FOR UPDATE SKIP LOCKED)`,
      [maxAttempts],
    );
    const rows = await tx.query<ClaimedMail>(
      `UPDATE outbox_messages
          SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
        WHERE id IN (SELECT id FROM outbox_messages
                      WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
                      ORDER BY next_attempt_at, id
                      LIMIT $1
                      FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts, created_at`,
      [batchSize, leaseMs],
    );
    return rows.sort((a, b) => a.id - b.id);
  });
}

/** One pass: claims the due messages and sends each; returns what happened. */
export async function deliverDueMail(options: MailDeliveryOptions): Promise<DeliveryCounts> {
  const { db, transport, from, storeUrl, maxAttempts, retry = DEFAULT_RETRY } = options;
  const claimed = await claimDueMail(
    db,
    options.batchSize ?? 10,
    options.leaseMs ?? 10 * 60_000,
    maxAttempts,
  );
  const counts: DeliveryCounts = { claimed: claimed.length, sent: 0, retried: 0, dead: 0 };
  const domain = senderDomain(from);
  for (const mail of claimed) {
    const rendered = renderMail(mail, storeUrl);
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        // One id per row (its creation time tells apart rows of a database made again).
        messageId: `<outbox-${mail.id}.${new Date(mail.created_at).getTime()}@${domain}>`,
        headers: { 'X-Outbox-Id': String(mail.id) },
      });
    } catch (error) {
      const dead = mail.attempts >= maxAttempts;
      await db.query(
        `UPDATE outbox_messages
            SET status = $3, last_error = $4, next_attempt_at = now() + $5 * interval '1 millisecond'
          WHERE ${THIS_CLAIM}`,
        [
          mail.id,
          mail.attempts,
          dead ? 'dead' : 'pending',
          describeFailure(error),
          dead ? 0 : retryDelayMs(mail.attempts, retry),
        ],
      );
      counts[dead ? 'dead' : 'retried'] += 1;
      continue;
    }
    await db.query(
      `UPDATE outbox_messages SET status = 'sent', sent_at = now(), last_error = NULL WHERE ${THIS_CLAIM}`,
      [mail.id, mail.attempts],
    );
    counts.sent += 1;
  }
  return counts;
}

export interface MailWorker {
  /** Stops looking for mail and waits for the pass in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs deliverDueMail every `intervalMs` (at once again after a full batch) until stopped. A
 * failed pass (database unreachable) is reported to `onError` and the next one runs as usual.
 */
export function startMailWorker(
  options: MailDeliveryOptions & { intervalMs: number; onError: (error: unknown) => void },
): MailWorker {
  const batchSize = options.batchSize ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = deliverDueMail(options).then(
        (counts) => schedule(counts.claimed >= batchSize ? 0 : options.intervalMs),
        (error: unknown) => {
          options.onError(error);
          schedule(options.intervalMs);
        },
      );
    }, delayMs);
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
