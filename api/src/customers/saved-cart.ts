/**
 * The logged-in customer's saved cart (POST /customers/add-to-cart), so it follows them across
 * devices. Only product ids and quantities are stored; prices, stock and coupons are read from
 * the catalog every time the cart is returned, so a client can never set a price.
 */
import type { Db, Queryable } from '../db/db.js';
import { findProduct } from '../catalog/product-repository.js';
import type { Product, SavedCart, SavedCartItem, SavedCartLine } from '@store/contracts';
import { HttpError } from '../http/errors.js';
import { roundMoney } from '../money.js';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QTY = 99;
export const QTY_OUT_OF_RANGE = `La cantidad debe estar entre 1 y ${MAX_LINE_QTY}`;
export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** Merges repeated products (quantities add up) and checks quantities; 400 with the line. */
export function normaliseCartLines(lines: readonly SavedCartLine[]): SavedCartLine[] {
  const merged = new Map<number, number>();
  const problems: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > MAX_LINE_QTY) {
      problems[`products.${index}.qty`] = QTY_OUT_OF_RANGE;
    }
    merged.set(line.id, (merged.get(line.id) ?? 0) + line.qty);
  });
  if (Object.keys(problems).length === 0) {
    lines.forEach((line, index) => {
      if ((merged.get(line.id) ?? 0) > MAX_LINE_QTY) problems[`products.${index}.qty`] = QTY_OUT_OF_RANGE;
    });
  }
  if (Object.keys(problems).length > 0)
    throw new HttpError(400, QTY_OUT_OF_RANGE, 'VALIDATION_ERROR', problems);
  return [...merged].map(([id, qty]) => ({ id, qty }));
}

function toCartItem(product: Product, qty: number): SavedCartItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    qty,
    price: product.price.sale,
    regularPrice: product.price.regular,
    sum: roundMoney(product.price.sale * qty),
    stock: product.stock,
    mainImage: product.mainImage,
    brand: product.brand,
    mainCategory: product.mainCategory,
    coupon: product.coupon,
    group: product.group,
    materialGroup: product.materialGroup,
  };
}

export async function loadCart(db: Queryable, customerId: number): Promise<SavedCart> {
  const rows = await db.query<{ product_id: number; qty: number }>(
    'SELECT product_id, qty FROM customer_cart_items WHERE customer_id = $1 ORDER BY updated_at, product_id',
    [customerId],
  );
  const products = await Promise.all(rows.map((row) => findProduct(db, 'id', row.product_id)));
  const items: SavedCartItem[] = [];
  rows.forEach((row, index) => {
    const product = products[index];
    if (product) items.push(toCartItem(product, row.qty));
  });
  return {
    customer_id: customerId,
    items,
    count: items.reduce((total, item) => total + item.qty, 0),
    subtotal: roundMoney(items.reduce((total, item) => total + item.sum, 0)),
  };
}

/** Replaces the whole saved cart; unknown products refuse the request and nothing changes. */
export async function replaceCart(
  db: Db,
  customerId: number,
  lines: readonly SavedCartLine[],
): Promise<void> {
  const normalised = normaliseCartLines(lines);
  const ids = normalised.map((line) => line.id);
  const known = new Set(
    (await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids])).map(
      (row) => row.id,
    ),
  );
  const unknown: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!known.has(line.id)) unknown[`products.${index}.id`] = PRODUCT_NOT_FOUND;
  });
  if (Object.keys(unknown).length > 0) throw new HttpError(404, PRODUCT_NOT_FOUND, 'NOT_FOUND', unknown);

  await db.transaction(async (tx) => {
    // One replace at a time per customer: the last request wins whole, never a mix of two.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    await tx.query('DELETE FROM customer_cart_items WHERE customer_id = $1', [customerId]);
    if (normalised.length === 0) return;
    // updated_at steps by a microsecond per line so the cart reads back in the order sent.
    await tx.query(
      `INSERT INTO customer_cart_items (customer_id, product_id, qty, updated_at)
       SELECT $1, line.id, line.qty, now() + line.position * interval '1 microsecond'
         FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS line(id, qty, position)`,
      [customerId, ids, normalised.map((line) => line.qty)],
    );
  });
}
