/**
 * PATCH /admin/catalog/products/{id}: sale price, stock, publication and the product's own coupon,
 * in one transaction with one audit entry (before → after of what changed), then the storefront's
 * caches are dropped so the next read shows it (src/catalog/catalog-changes.ts).
 *
 * The stock staff set is the units for sale (api/README.md "Catálogo", the stock rule): units of
 * unpaid orders were already taken off it when those orders were placed and come back on their
 * own when an order expires or is cancelled, so they can never be sold twice whatever figure is
 * set. `expectedStock` guards the other race: an order placed while the form was open.
 */
import { priceProblem, stockProblem, type AdminProductRow, type AdminProductUpdate } from '@store/contracts';
import { audit, type AuditActor } from '../audit/audit-log.js';
import { catalogChanged } from '../catalog/catalog-changes.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, notFound, validationError } from '../http/errors.js';
import { couponFieldProblems, insertCoupon, updateCouponFields } from './admin-coupons.js';
import { findAdminProduct } from './admin-products.js';

export const PRODUCT_ADMIN_NOT_FOUND = 'Producto no encontrado';
export const STOCK_CHANGED = 'STOCK_CHANGED';
export const NEW_COUPON_NEEDS_CODE = 'Escribe el código del cupón nuevo';

/** The 400 of every field the schema lets through but the catalog's rules refuse. */
function editProblems(input: AdminProductUpdate, current: AdminProductRow): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.priceSale !== undefined) {
    const problem = priceProblem(input.priceSale);
    if (problem) fields.priceSale = problem;
  }
  if (input.stock !== undefined) {
    const problem = stockProblem(input.stock);
    if (problem) fields.stock = problem;
  }
  if (input.coupon) {
    Object.assign(fields, couponFieldProblems(input.coupon, current.coupon, 'coupon.'));
    if (!current.coupon && !input.coupon.code) fields['coupon.code'] = NEW_COUPON_NEEDS_CODE;
  }
  return fields;
}

/** The product's coupon as the edit asks: disabled (null), changed, or created and linked. */
async function applyCoupon(
  tx: Queryable,
  product: AdminProductRow,
  coupon: AdminProductUpdate['coupon'],
): Promise<void> {
  if (coupon === undefined) return;
  const current = product.coupon;
  if (coupon === null) {
    if (current && !current.disabled)
      await tx.query('UPDATE coupons SET disabled_at = now() WHERE code = $1', [current.code]);
    return;
  }
  if (current) {
    // Saving values for the coupon means it is in use: a disabled one is enabled again.
    await updateCouponFields(tx, current.code, coupon);
    await tx.query('UPDATE coupons SET disabled_at = NULL WHERE code = $1', [current.code]);
    return;
  }
  await insertCoupon(tx, {
    code: coupon.code ?? '',
    type: coupon.type,
    discount: coupon.discount,
    remaining: coupon.remaining,
    expire: coupon.expire,
    description: `Cupón de ${product.name}`,
    productIds: [product.id],
  });
}

/** What the audit log keeps of a product: what this form sets. */
function auditView(product: AdminProductRow) {
  return {
    sku: product.sku,
    priceSale: product.priceSale,
    stock: product.stock,
    published: product.published,
    coupon: product.coupon,
  };
}

/** Only the fields that differ, before and after, so the audit entry says what changed. */
function changedFields(before: AdminProductRow, after: AdminProductRow) {
  const was: Record<string, unknown> = { sku: before.sku };
  const now: Record<string, unknown> = { sku: after.sku };
  const a = auditView(before);
  const b = auditView(after);
  for (const key of Object.keys(a) as (keyof typeof a)[]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      was[key] = a[key];
      now[key] = b[key];
    }
  }
  return { before: was, after: now, changed: Object.keys(was).length > 1 };
}

export async function updateProduct(
  db: Db,
  id: number,
  input: AdminProductUpdate,
  staff: AuditActor,
): Promise<AdminProductRow> {
  let listingChanged = false;
  const updated = await db.transaction(async (tx) => {
    // The row lock makes an order placed meanwhile wait, so `expectedStock` is compared with
    // the stock this update replaces.
    const [locked] = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = $1 FOR UPDATE', [id]);
    if (!locked) throw notFound(PRODUCT_ADMIN_NOT_FOUND);
    const before = await findAdminProduct(tx, id);
    if (!before) throw notFound(PRODUCT_ADMIN_NOT_FOUND);
    const problems = editProblems(input, before);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    if (
      input.expectedStock !== undefined &&
      input.stock !== undefined &&
      input.expectedStock !== before.stock
    ) {
      const message = `Las existencias cambiaron mientras editabas (ahora hay ${String(before.stock)}): revisa la cifra y guarda de nuevo`;
      throw new HttpError(409, message, STOCK_CHANGED, { stock: message });
    }
    await tx.query(
      `UPDATE products SET price_sale = COALESCE($2, price_sale), stock = COALESCE($3, stock),
              published = COALESCE($4, published)
        WHERE id = $1`,
      [id, input.priceSale ?? null, input.stock ?? null, input.published ?? null],
    );
    await applyCoupon(tx, before, input.coupon);
    const after = await findAdminProduct(tx, id);
    if (!after) throw new Error('unreachable: the product is locked');
    const change = changedFields(before, after);
    if (change.changed)
      await audit(tx, staff, {
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        before: change.before,
        after: change.after,
      });
    listingChanged = before.published !== after.published;
    return after;
  });
  catalogChanged({ listing: listingChanged });
  return updated;
}
