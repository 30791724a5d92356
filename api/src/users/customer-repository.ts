import { hashToken } from '../auth/token-hash.js';
import type { Queryable } from '../db/db.js';

export interface CustomerRecord {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password_hash: string;
}

export interface NewCustomer {
  firstname: string;
  lastname: string;
  email: string;
  customField: string;
  passwordHash: string;
}

const SESSION_DAYS = 30;

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRecord | null> {
  const rows = await db.query<CustomerRecord>(
    'SELECT id, firstname, lastname, email, telephone, password_hash FROM customers WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

export async function insertCustomer(db: Queryable, customer: NewCustomer): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO customers (firstname, lastname, email, custom_field, password_hash)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [customer.firstname, customer.lastname, customer.email, customer.customField, customer.passwordHash],
  );
  if (!row) throw new Error('INSERT sin RETURNING');
  return row.id;
}

/**
 * Opens a session for the token the client will hold; only its SHA-256 is stored. The
 * customer's expired sessions are swept on the way, so the table does not grow for ever.
 */
export async function createSession(db: Queryable, customerId: number, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND expires_at <= now()', [customerId]);
  await db.query(
    `INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), customerId, SESSION_DAYS],
  );
}

/** PostgreSQL's unique_violation, raised when two sign-ups race for one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
