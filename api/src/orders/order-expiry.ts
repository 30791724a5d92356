import type { Db } from '../db/db.js';
import { EXPIRING_STATUSES } from './order-status.js';
import { releaseStock } from './stock-reservation.js';

const BATCH = 200;

/**
 * Orders still unpaid past `reserved_until` become 'expired': their units go back on the shelf
 * and their coupon use is returned. Safe to run concurrently (the interval of server.ts, the
 * lazy call before placing orders, several API replicas): each run locks the rows it takes
 * with FOR UPDATE SKIP LOCKED, so no order is released twice. `orderId` limits it to one order.
 * Returns the ids expired now.
 */
export async function releaseExpiredReservations(
  db: Db,
  options: { orderId?: number } = {},
): Promise<number[]> {
  const expired: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `SELECT id FROM orders
          WHERE status = ANY($1::text[]) AND stock_reserved AND reserved_until < now()
            AND ($2::int IS NULL OR id = $2)
          ORDER BY id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED`,
        [EXPIRING_STATUSES, options.orderId ?? null],
      );
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return ids;
      await releaseStock(tx, ids);
      await tx.query(
        `UPDATE coupons c SET remaining = c.remaining + u.uses
           FROM (SELECT coupon_code, count(*)::int AS uses FROM orders
                  WHERE id = ANY($1::int[]) AND coupon_code IS NOT NULL GROUP BY coupon_code) u
          WHERE c.code = u.coupon_code`,
        [ids],
      );
      await tx.query(
        `UPDATE orders SET status = 'expired', stock_reserved = false, updated_at = now()
          WHERE id = ANY($1::int[])`,
        [ids],
      );
      await tx.query(
        `INSERT INTO order_events (order_id, status, note)
         SELECT id, 'expired', 'La reserva venció sin pago; los productos se liberaron' FROM unnest($1::int[]) AS id`,
        [ids],
      );
      return ids;
    });
    expired.push(...batch);
    if (batch.length < BATCH) return expired;
  }
}
