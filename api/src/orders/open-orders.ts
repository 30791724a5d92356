/**
 * How many unpaid orders one shopper may keep holding stock at once (CheckoutSettings
 * .maxOpenOrders, ORDER_MAX_OPEN_ORDERS): counted per customer account and per e-mail, so
 * neither a session nor a guest e-mail can pile up reservations (api/docs/orders.md). How much
 * those orders may hold, and what one client address may hold, is hold-limits.ts's.
 */
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { EXPIRING_STATUSES } from './order-status.js';

export const TOO_MANY_OPEN_ORDERS = 'TOO_MANY_OPEN_ORDERS';

export function tooManyOpenOrders(max: number): HttpError {
  const orders = max === 1 ? 'un pedido pendiente' : `${String(max)} pedidos pendientes`;
  return new HttpError(
    409,
    `Ya tienes ${orders} de pago. Completa el pago de uno o espera a que venza su reserva antes de hacer otro pedido.`,
    TOO_MANY_OPEN_ORDERS,
  );
}

/**
 * Arbitrary first keys of the transaction-level advisory locks taken below (the second key is
 * the customer id or a hash of the e-mail); distinct from the reference data's lock and from
 * hold-limits.ts's address lock.
 */
const CUSTOMER_LOCK = 72_011;
const EMAIL_LOCK = 72_012;

export interface OrderHolder {
  customerId: number | null;
  /** The order's contact e-mail; '' when it has none yet (it is then counted by account only). */
  email: string;
}

/** An e-mail as the limits count it: one shopper whatever the letter case. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * Makes simultaneous requests of one shopper (customer, then e-mail) wait for each other until
 * the transaction ends, so a burst is counted one request after another. Always customer first,
 * then e-mail, then (hold-limits.ts) the client address: one order of taking them everywhere, so
 * two requests cannot deadlock.
 */
export async function lockHolder(tx: Queryable, holder: OrderHolder): Promise<void> {
  const email = emailKey(holder.email);
  if (holder.customerId !== null)
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [CUSTOMER_LOCK, holder.customerId]);
  if (email !== '')
    await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [EMAIL_LOCK, email]);
}

/**
 * Refuses (409) when the customer or the e-mail already has `max` other unpaid orders that still
 * hold stock. Call it inside the transaction that gives `orderId` its customer or e-mail: the
 * advisory locks make simultaneous requests of one shopper count one after the other, so a burst
 * cannot slip past the limit together (they are released at commit or rollback).
 */
export async function assertOpenOrderAllowed(
  tx: Queryable,
  orderId: number,
  holder: OrderHolder,
  max: number,
): Promise<void> {
  const email = emailKey(holder.email);
  if (holder.customerId === null && email === '') return;
  await lockHolder(tx, holder);
  const [row] = await tx.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM orders
      WHERE id <> $1 AND status = ANY($2::text[]) AND stock_reserved AND reserved_until >= now()
        AND (customer_id = $3 OR ($4 <> '' AND lower(email) = $4))`,
    [orderId, EXPIRING_STATUSES, holder.customerId, email],
  );
  if ((row?.open ?? 0) >= max) throw tooManyOpenOrders(max);
}
