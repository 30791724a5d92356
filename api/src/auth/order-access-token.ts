/**
 * An order's access token (`X-Order-Token`): what lets a guest open their own order. The client
 * gets it once, in the answer that placed the order; `orders.access_token` keeps only its
 * SHA-256 (hex), like sessions and reset links (token-hash.ts, migration 013), so the table
 * alone opens no order. ownership.assertOrderAccess hashes what a request brings.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { hashToken } from './token-hash.js';

export interface NewOrderAccessToken {
  /** For the client, once. */
  token: string;
  /** For `orders.access_token`. */
  hash: string;
}

/** 32 random bytes as hex, and the hash to store. */
export function newOrderAccessToken(): NewOrderAccessToken {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

/**
 * A new token for an existing order; the previous one stops working. An Idempotency-Key replay
 * needs it: the first answer's token cannot be read back from its hash, and the retry is by
 * definition a client that never got (or lost) that answer.
 */
export async function rotateOrderAccessToken(db: Queryable, orderId: number): Promise<string> {
  const { token, hash } = newOrderAccessToken();
  await db.query('UPDATE orders SET access_token = $2 WHERE id = $1', [orderId, hash]);
  return token;
}
