import { couponRejection, type CouponType } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import {
  COUPON_EXHAUSTED,
  COUPON_EXPIRED,
  COUPON_NOT_APPLICABLE,
  COUPON_NOT_FOUND,
  type Coupon,
} from './coupon.js';

interface CouponRow {
  code: string;
  type: CouponType;
  discount: number;
  remaining: number;
  expire: Date | string;
  valid_products: number[] | null;
}

const COUPON_SELECT = `
  SELECT c.code, c.type, c.discount::float8 AS discount, c.remaining, c.expire,
         array_remove(array_agg(cp.product_id ORDER BY cp.product_id), NULL) AS valid_products
    FROM coupons c
    LEFT JOIN coupon_products cp ON cp.coupon_code = c.code`;

function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    type: row.type,
    discount: row.discount,
    remaining: row.remaining,
    expire: new Date(row.expire),
    validProducts: (row.valid_products ?? []).map(Number),
  };
}

/**
 * What the shopper typed, whatever its case ('bienvenido10' finds 'BIENVENIDO10'). A coupon staff
 * disabled (migration 022) is not found: to the shopper it no longer exists. `heldByOrder` reads
 * it anyway, for an order that took it before it was disabled: that order keeps its discount.
 */
export async function findCoupon(
  db: Queryable,
  code: string,
  { heldByOrder = false }: { heldByOrder?: boolean } = {},
): Promise<Coupon | null> {
  const enabled = heldByOrder ? '' : 'AND c.disabled_at IS NULL';
  const rows = await db.query<CouponRow>(
    `${COUPON_SELECT} WHERE upper(c.code) = upper($1) ${enabled} GROUP BY c.code`,
    [code.trim()],
  );
  const row = rows[0];
  return row ? toCoupon(row) : null;
}

export type CouponProblem = 'not-found' | 'expired' | 'exhausted' | 'not-applicable';

const PROBLEMS: Record<CouponProblem, { status: number; message: string; code: string }> = {
  'not-found': { status: 404, message: COUPON_NOT_FOUND, code: 'COUPON_NOT_FOUND' },
  expired: { status: 422, message: COUPON_EXPIRED, code: 'COUPON_EXPIRED' },
  exhausted: { status: 422, message: COUPON_EXHAUSTED, code: 'COUPON_EXHAUSTED' },
  'not-applicable': { status: 422, message: COUPON_NOT_APPLICABLE, code: 'COUPON_NOT_APPLICABLE' },
};

/** The coupon error; with `field`, also reported under that form field. */
export function couponError(problem: CouponProblem, field?: string): HttpError {
  const { status, message, code } = PROBLEMS[problem];
  return new HttpError(status, message, code, field ? { [field]: message } : undefined);
}

/**
 * The coupon rule of docs/business-rules.md#coupons, shared with the cart (`couponRejection` in
 * @store/contracts).
 */
export function couponProblem(coupon: Coupon | null, now: Date = new Date()): CouponProblem | null {
  if (!coupon) return 'not-found';
  return couponRejection(coupon, now.getTime());
}

/**
 * Counts one use atomically: the conditional UPDATE only succeeds while uses remain and the
 * coupon has not expired, so concurrent orders can never take more uses than there are.
 */
export async function takeCouponUse(tx: Queryable, code: string, field?: string): Promise<void> {
  const rows = await tx.query<{ remaining: number }>(
    `UPDATE coupons SET remaining = remaining - 1
      WHERE code = $1 AND remaining > 0 AND expire > now() AND disabled_at IS NULL
      RETURNING remaining`,
    [code],
  );
  if (rows.length > 0) return;
  const coupon = await findCoupon(tx, code);
  throw couponError(couponProblem(coupon) ?? 'exhausted', field);
}

/** An order let go of its coupon (removed, replaced or expired): the use is available again. */
export async function giveBackCouponUse(tx: Queryable, code: string): Promise<void> {
  await tx.query('UPDATE coupons SET remaining = remaining + 1 WHERE code = $1', [code]);
}
