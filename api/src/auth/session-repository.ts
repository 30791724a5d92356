import type { Queryable } from '../db/db.js';
import { hashToken } from './token-hash.js';

/**
 * Login sessions. The client holds the token; the table holds only its SHA-256
 * (`sessions.token_hash`, migration 013), so reading the table does not log anyone in.
 */

/** The customer a live (unexpired) session token belongs to, or null. */
export async function findSessionCustomer(db: Queryable, token: string): Promise<number | null> {
  const rows = await db.query<{ customer_id: number }>(
    'SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  );
  return rows[0]?.customer_id ?? null;
}

/** Ends one session (logout): the token stops working at once, on every replica. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Ends every session of a customer (after a password change). */
export async function deleteCustomerSessions(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
}
