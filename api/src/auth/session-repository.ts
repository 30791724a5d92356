import type { Queryable } from '../db/db.js';

/** The customer a live (unexpired) session token belongs to, or null. */
export async function findSessionCustomer(db: Queryable, token: string): Promise<number | null> {
  const rows = await db.query<{ customer_id: number }>(
    'SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()',
    [token],
  );
  return rows[0]?.customer_id ?? null;
}

/** Ends every session of a customer (after a password change). */
export async function deleteCustomerSessions(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
}
