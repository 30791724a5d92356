/**
 * The record of every genuinely signed gateway answer (migration 017): what the bank said about
 * which attempt, and what the store did with it. Charges the store could not honour
 * (`refund_review`) are read back by the shopper's result page and the operators' queue of
 * payments to review (src/back-office/payment-review.ts).
 */
import type { ChargeToRefund } from '@store/contracts';
import type { Queryable } from '../db/db.js';

export type AnswerOutcome = 'paid' | 'declined' | 'repeated' | 'refund_review';

export interface RecordedAnswer {
  orderId: number;
  paymentId: number;
  response: 1 | 2 | 3;
  responseText: string;
  authCode: string;
  amount: string;
  time: number;
  hash: string;
  outcome: AnswerOutcome;
  reason: string | null;
}

/** Whether this signed answer (same order, same hash) was already recorded: a repeat changes nothing. */
export async function answerRecorded(tx: Queryable, orderId: number, hash: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM payment_answers WHERE order_id = $1 AND hash = $2', [
    orderId,
    hash.toLowerCase(),
  ]);
  return rows.length > 0;
}

/**
 * Records the answer; an approval that did not pay its order (`refund_review`) also enters the
 * operators' queue of payments to review (payment_reviews, migration 020), in the same statement
 * so that no such charge is recorded without its queue item.
 */
export async function insertAnswer(tx: Queryable, answer: RecordedAnswer): Promise<void> {
  await tx.query(
    `WITH answer AS (
       INSERT INTO payment_answers
         (order_id, payment_id, response, response_text, auth_code, amount, answer_time, hash, outcome, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (order_id, hash) DO NOTHING
       RETURNING id, order_id, amount, reason, outcome
     )
     INSERT INTO payment_reviews (order_id, kind, payment_answer_id, amount, reason)
     SELECT order_id, 'card_charge', id, amount, COALESCE(reason, '') FROM answer
      WHERE outcome = 'refund_review'`,
    [
      answer.orderId,
      answer.paymentId,
      answer.response,
      answer.responseText,
      answer.authCode,
      answer.amount,
      answer.time,
      answer.hash.toLowerCase(),
      answer.outcome,
      answer.reason,
    ],
  );
}

/** The order's approved charges that did not pay it, oldest first: money to refund (or honour). */
export async function chargesToRefund(db: Queryable, orderId: number): Promise<ChargeToRefund[]> {
  const rows = await db.query<{
    amount: number;
    auth_code: string;
    reason: string;
    received_at: Date | string;
  }>(
    `SELECT amount::float8 AS amount, auth_code, reason, received_at FROM payment_answers
      WHERE order_id = $1 AND outcome = 'refund_review'
      ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => ({
    amount: row.amount,
    authCode: row.auth_code,
    reason: row.reason,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}
