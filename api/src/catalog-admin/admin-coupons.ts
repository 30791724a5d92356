/**
 * Coupon codes in the back office (GET/POST/PATCH /admin/catalog/coupons...): every coupon of the
 * `coupons` table, the product coupons included, with how many orders carry it. A coupon is never
 * deleted (orders refer to it): it is disabled, and to shoppers a disabled coupon does not exist
 * (src/coupons/coupon-repository.ts). Every change is audited and shows on the storefront at once.
 */
import {
  CATALOG_MESSAGES,
  COUPON_STATE_LABELS,
  discountProblem,
  remainingProblem,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponListQuery,
  type AdminCouponPage,
  type AdminCouponProduct,
  type AdminCouponUpdate,
  type CouponState,
  type CouponType,
} from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import { catalogChanged } from '../catalog/catalog-changes.js';
import type { Db, Queryable } from '../db/db.js';
import { escapeLike, pageMeta, SqlFilters } from '../db/sql-filters.js';
import { HttpError, notFound, validationError } from '../http/errors.js';
import { isUniqueViolation } from '../users/customer-repository.js';

export const COUPON_ADMIN_NOT_FOUND = 'Cupón no encontrado';
export const COUPON_CODE_TAKEN = 'COUPON_CODE_TAKEN';

export const couponCodeTaken = (code: string): HttpError =>
  new HttpError(409, `Ya existe un cupón con el código ${code}`, COUPON_CODE_TAKEN, {
    code: `Ya existe un cupón con el código ${code}`,
  });

interface AdminCouponRow {
  code: string;
  type: CouponType;
  discount: number;
  remaining: number;
  uses: number;
  expire: Date | string;
  description: string;
  products: AdminCouponProduct[];
  disabled_at: Date | string | null;
  state: CouponState;
}

/**
 * Uses are the orders that carry the code now: a cancelled or expired order gave its use back
 * (src/coupons/coupon-repository.ts), so it is not counted.
 */
const COUPON_ADMIN_FROM = `
  FROM (
    SELECT c.code, c.type, c.discount::float8 AS discount, c.remaining, c.expire, c.description, c.disabled_at,
           (SELECT count(*)::int FROM orders o
             WHERE o.coupon_code = c.code AND o.status NOT IN ('cancelled', 'expired')) AS uses,
           COALESCE((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'name', p.name) ORDER BY p.id)
                       FROM coupon_products cp JOIN products p ON p.id = cp.product_id
                      WHERE cp.coupon_code = c.code), '[]'::json) AS products,
           CASE WHEN c.disabled_at IS NOT NULL THEN 'disabled'
                WHEN c.expire <= now() THEN 'expired'
                WHEN c.remaining = 0 THEN 'exhausted'
                ELSE 'active' END AS state
      FROM coupons c
  ) k`;

function toCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    code: row.code,
    type: row.type,
    discount: row.discount,
    remaining: row.remaining,
    uses: row.uses,
    expire: new Date(row.expire).toISOString(),
    description: row.description,
    products: row.products,
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
    state: row.state,
    stateLabel: COUPON_STATE_LABELS[row.state],
  };
}

export async function listAdminCoupons(db: Queryable, query: AdminCouponListQuery): Promise<AdminCouponPage> {
  const filters = new SqlFilters();
  if (query.q) filters.add('upper(k.code) LIKE ?', `%${escapeLike(query.q.trim().toUpperCase())}%`);
  if (query.state) filters.add('k.state = ?', query.state);
  const perPage = query['per-page'];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${COUPON_ADMIN_FROM} ${filters.where()}`,
    [...filters.params],
  );
  const rows = await db.query<AdminCouponRow>(
    `SELECT k.* ${COUPON_ADMIN_FROM} ${filters.where()}
      ORDER BY k.disabled_at IS NOT NULL, k.expire DESC, k.code
      LIMIT ${filters.next(perPage)} OFFSET ${filters.next((query.page - 1) * perPage)}`,
    filters.params,
  );
  return { items: rows.map(toCoupon), _meta: pageMeta(count?.total ?? 0, query.page, perPage) };
}

/** Whatever the case it is typed in. */
export async function findAdminCoupon(db: Queryable, code: string): Promise<AdminCoupon | null> {
  const [row] = await db.query<AdminCouponRow>(
    `SELECT k.* ${COUPON_ADMIN_FROM} WHERE upper(k.code) = upper($1)`,
    [code.trim()],
  );
  return row ? toCoupon(row) : null;
}

/** The fields a coupon form sends; every one is optional on an edit. */
export interface CouponFields {
  type?: CouponType | undefined;
  discount?: number | undefined;
  remaining?: number | undefined;
  expire?: string | undefined;
}

/**
 * The Spanish problems of a coupon's fields (key: the field, under `prefix`), checked against
 * what the coupon already is for an edit (a new type makes the old discount too large, say). A new
 * coupon's expiry must be in the future; an edit may move it to the past to end the coupon.
 */
export function couponFieldProblems(
  input: CouponFields,
  current: { type: CouponType; discount: number } | null,
  prefix = '',
  now: Date = new Date(),
): Record<string, string> {
  const fields: Record<string, string> = {};
  const type = input.type ?? current?.type ?? 'F';
  const discount = input.discount ?? current?.discount;
  if (discount !== undefined && (input.discount !== undefined || input.type !== undefined)) {
    const problem = discountProblem(type, discount);
    if (problem) fields[`${prefix}discount`] = problem;
  }
  if (input.remaining !== undefined) {
    const problem = remainingProblem(input.remaining);
    if (problem) fields[`${prefix}remaining`] = problem;
  }
  if (input.expire !== undefined) {
    const expire = new Date(input.expire);
    if (Number.isNaN(expire.getTime())) fields[`${prefix}expire`] = CATALOG_MESSAGES.expire;
    else if (current === null && expire.getTime() <= now.getTime())
      fields[`${prefix}expire`] = CATALOG_MESSAGES.expirePast;
  }
  return fields;
}

/** 400 naming the first product id that does not exist. */
async function assertProductsExist(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined)
    throw validationError({ productIds: `El producto ${String(missing)} no existe` });
}

export interface NewCoupon {
  code: string;
  type: CouponType;
  discount: number;
  remaining: number;
  expire: string;
  description: string;
  productIds: readonly number[];
}

/** Inserts a coupon and its products; a code taken in any letter case is a 409. */
export async function insertCoupon(tx: Queryable, coupon: NewCoupon): Promise<void> {
  const [taken] = await tx.query<{ code: string }>('SELECT code FROM coupons WHERE upper(code) = upper($1)', [
    coupon.code,
  ]);
  if (taken) throw couponCodeTaken(taken.code);
  await assertProductsExist(tx, coupon.productIds);
  try {
    await tx.query(
      `INSERT INTO coupons (code, type, discount, remaining, expire, description) VALUES ($1, $2, $3, $4, $5, $6)`,
      [coupon.code, coupon.type, coupon.discount, coupon.remaining, coupon.expire, coupon.description],
    );
  } catch (error) {
    // Two staff members creating one code at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw couponCodeTaken(coupon.code);
    throw error;
  }
  await setCouponProducts(tx, coupon.code, coupon.productIds);
}

async function setCouponProducts(tx: Queryable, code: string, productIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM coupon_products WHERE coupon_code = $1', [code]);
  if (productIds.length > 0)
    await tx.query('INSERT INTO coupon_products (coupon_code, product_id) SELECT $1, unnest($2::int[])', [
      code,
      productIds,
    ]);
}

/** Writes the fields given of an existing coupon (by its exact code). */
export async function updateCouponFields(
  tx: Queryable,
  code: string,
  input: CouponFields & { description?: string | undefined },
): Promise<void> {
  await tx.query(
    `UPDATE coupons SET type = COALESCE($2, type), discount = COALESCE($3, discount),
            remaining = COALESCE($4, remaining), expire = COALESCE($5::timestamptz, expire),
            description = COALESCE($6, description)
      WHERE code = $1`,
    [
      code,
      input.type ?? null,
      input.discount ?? null,
      input.remaining ?? null,
      input.expire ?? null,
      input.description ?? null,
    ],
  );
}

/** Runs `change` on the coupon `code` in one transaction, audited, then refreshes the storefront. */
async function changeCoupon(
  db: Db,
  code: string,
  staff: AuditActor,
  action: string,
  change: (tx: Queryable, before: AdminCoupon) => Promise<void>,
): Promise<AdminCoupon> {
  const after = await db.transaction(async (tx) => {
    const [locked] = await tx.query<{ code: string }>(
      'SELECT code FROM coupons WHERE upper(code) = upper($1) FOR UPDATE',
      [code.trim()],
    );
    if (!locked) throw notFound(COUPON_ADMIN_NOT_FOUND);
    const before = await findAdminCoupon(tx, locked.code);
    if (!before) throw notFound(COUPON_ADMIN_NOT_FOUND);
    await change(tx, before);
    const changed = await findAdminCoupon(tx, locked.code);
    if (!changed) throw notFound(COUPON_ADMIN_NOT_FOUND);
    // A repeat (disabling a disabled coupon, saving the same values) writes no entry.
    if (JSON.stringify(auditView(before)) !== JSON.stringify(auditView(changed)))
      await audit(tx, staff, {
        action,
        entityType: 'coupon',
        entityId: locked.code,
        before: auditView(before),
        after: auditView(changed),
      });
    return changed;
  });
  catalogChanged({ listing: false });
  return after;
}

/** What the audit log keeps of a coupon: what staff set, not the derived counts. */
function auditView(coupon: AdminCoupon) {
  return {
    type: coupon.type,
    discount: coupon.discount,
    remaining: coupon.remaining,
    expire: coupon.expire,
    description: coupon.description,
    productIds: coupon.products.map((product) => product.id),
    disabled: coupon.disabledAt !== null,
  };
}

export async function createCoupon(
  db: Db,
  input: AdminCouponCreate,
  staff: AuditActor,
): Promise<AdminCoupon> {
  const problems = couponFieldProblems(input, null);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const coupon = await db.transaction(async (tx) => {
    await insertCoupon(tx, {
      code: input.code,
      type: input.type,
      discount: input.discount,
      remaining: input.remaining,
      expire: input.expire,
      description: input.description?.trim() ?? '',
      productIds: input.productIds ?? [],
    });
    const created = await findAdminCoupon(tx, input.code);
    if (!created) throw new Error('unreachable: the coupon was just inserted');
    await audit(tx, staff, {
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: created.code,
      after: auditView(created),
    });
    return created;
  });
  catalogChanged({ listing: false });
  return coupon;
}

export async function updateCoupon(
  db: Db,
  code: string,
  input: AdminCouponUpdate,
  staff: AuditActor,
): Promise<AdminCoupon> {
  return changeCoupon(db, code, staff, 'coupon.update', async (tx, before) => {
    const problems = couponFieldProblems(input, before);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    if (input.productIds) await assertProductsExist(tx, input.productIds);
    await updateCouponFields(tx, before.code, { ...input, description: input.description?.trim() });
    if (input.productIds) await setCouponProducts(tx, before.code, input.productIds);
  });
}

/** Disables or enables again; orders that already carry the coupon keep it either way. */
export async function setCouponDisabled(
  db: Db,
  code: string,
  disabled: boolean,
  staff: AuditActor,
): Promise<AdminCoupon> {
  return changeCoupon(db, code, staff, disabled ? 'coupon.disable' : 'coupon.enable', async (tx, before) => {
    if (disabled === (before.disabledAt !== null)) return;
    await tx.query(`UPDATE coupons SET disabled_at = ${disabled ? 'now()' : 'NULL'} WHERE code = $1`, [
      before.code,
    ]);
  });
}
