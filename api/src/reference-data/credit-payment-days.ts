import type { Queryable } from '../db/db.js';

/** Days of the month a payment may fall on; 29–31 never (not every month has them). */
export const PAYMENT_DAYS: ReadonlySet<number> = new Set([1, 5, 10, 15, 20, 25, 28]);

/** Every day of the month with whether a credit payment may fall on it (GET /credit-order/days). */
export async function applyCreditPaymentDays(tx: Queryable): Promise<void> {
  const days = Array.from({ length: 31 }, (_, index) => index + 1);
  await tx.query(
    `INSERT INTO credit_payment_days (day, available)
     SELECT day, available FROM unnest($1::int[], $2::boolean[]) AS data (day, available)
     ON CONFLICT (day) DO UPDATE SET available = EXCLUDED.available`,
    [days, days.map((day) => PAYMENT_DAYS.has(day))],
  );
}
