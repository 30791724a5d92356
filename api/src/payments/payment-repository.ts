import type { PaymentStatus } from '@store/contracts';
import type { Queryable } from '../db/db.js';

export interface PaymentRecord {
  id: number;
  order_id: number;
  processor: string;
  amount: number;
  time: number;
  hash: string;
  status: PaymentStatus;
  card_last4: string | null;
  card_name: string | null;
  response: string | null;
  auth_code: string | null;
  updated_at: Date | string;
}

const COLUMNS = `id, order_id, processor, amount::float8 AS amount, time::float8 AS time, hash, status,
  card_last4, card_name, response, auth_code, updated_at`;

export interface NewPayment {
  orderId: number;
  processor: string;
  amount: number;
  time: number;
  hash: string;
  cardLast4: string;
  cardName: string;
}

/**
 * A new card attempt replaces any attempt still pending, so only the latest signature can be
 * paid. Only the last four digits and the holder's name are stored: never the number or CVC.
 */
export async function insertPendingPayment(tx: Queryable, payment: NewPayment): Promise<void> {
  await cancelPendingAttempts(tx, payment.orderId, ATTEMPT_CANCELLED.replaced);
  await tx.query(
    `INSERT INTO payments (order_id, processor, amount, time, hash, status, card_last4, card_name)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
    [
      payment.orderId,
      payment.processor,
      payment.amount,
      payment.time,
      payment.hash,
      payment.cardLast4,
      payment.cardName,
    ],
  );
}

/** The attempt a gateway post refers to (order, time and signature), locked until commit. */
export async function lockPaymentAttempt(
  tx: Queryable,
  orderId: number,
  time: number,
  hash: string,
): Promise<PaymentRecord | null> {
  const rows = await tx.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments
      WHERE order_id = $1 AND time = $2 AND hash = $3
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [orderId, time, hash.toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function latestPayment(db: Queryable, orderId: number): Promise<PaymentRecord | null> {
  const rows = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function settlePayment(
  tx: Queryable,
  id: number,
  result: { status: PaymentStatus; response: string; authCode: string | null; cardLast4: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, response = $3, auth_code = $4,
            card_last4 = COALESCE($5, card_last4), updated_at = now()
      WHERE id = $1`,
    [id, result.status, result.response, result.authCode, result.cardLast4],
  );
}

/**
 * Why a pending attempt stopped being payable (its `response`). The sandbox answers a cancelled
 * attempt with this text, and the checkout shows it: the shopper confirms the payment again.
 */
export const ATTEMPT_CANCELLED = {
  replaced: 'Reemplazado por un nuevo intento',
  methodChanged: 'El pedido cambió de forma de pago',
  orderChanged: 'El pedido cambió; vuelve a confirmar el pago',
} as const;

/**
 * Ends the order's pending attempt, if any: a signature handed out for the order as it was can
 * no longer pay it. Called whenever what the attempt was signed for changes (products, shipping,
 * coupon, payment method) and before a new attempt. A bank approval of it arriving later is
 * recorded as a charge to refund (gateway-response.ts), never as the order's payment.
 */
export async function cancelPendingAttempts(tx: Queryable, orderId: number, reason: string): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'cancelled', response = $2, updated_at = now()
      WHERE order_id = $1 AND status = 'pending'`,
    [orderId, reason],
  );
}

/**
 * The order's attempts signed at or before `time`, newest first, locked until commit: the
 * ones a gateway answer given at `time` may refer to (the answer does not name its attempt;
 * its signature, over the attempt's amount, tells which). Bounded: an order has a handful.
 */
export async function lockAttemptsUpTo(
  tx: Queryable,
  orderId: number,
  time: number,
): Promise<PaymentRecord[]> {
  return tx.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND time <= $2 ORDER BY id DESC LIMIT 50 FOR UPDATE`,
    [orderId, time],
  );
}
