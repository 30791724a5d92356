import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS, type OrderLineInput } from '@store/contracts';
import { invalidateCatalogCache } from '../catalog/catalog-cache.js';
import type { Queryable } from '../db/db.js';
import { HttpError, validationError } from '../http/errors.js';
import { roundMoney } from '../money.js';

/**
 * Merges repeated products (a cart may list one twice) and orders lines by product id, so
 * concurrent orders lock product rows in the same order and cannot deadlock each other. The
 * schema bounds each line and the number of lines (ORDER_LIMITS); a product listed twice is
 * checked here, once added up.
 */
export function normaliseLines(lines: readonly OrderLineInput[]): OrderLineInput[] {
  if (lines.length === 0) throw validationError({ products: 'Tu carrito está vacío' });
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.qty);
  const fields: Record<string, string> = {};
  for (const [id, qty] of merged) {
    if (qty > ORDER_LIMITS.maxUnitsPerLine)
      fields[`products.${lines.findIndex((line) => line.id === id)}.qty`] = ORDER_LIMIT_MESSAGES.unitsPerLine;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return [...merged].map(([id, qty]) => ({ id, qty })).sort((a, b) => a.id - b.id);
}

/** A product line priced from the database. */
export interface PricedLine {
  productId: number;
  qty: number;
  name: string;
  sku: string;
  unitPrice: number;
  productGroup: string;
  materialGroup: string;
}

/**
 * Prices come from the database; an unknown product is a 404 naming the line, and so is one staff
 * unpublished (migration 022): a cart kept in a browser cannot buy what the storefront no longer
 * offers (nor can a change of an open order's products take it again). An order that is not
 * changed is never priced again, so it keeps its lines and goes on to payment and delivery.
 */
export async function priceLines(
  tx: Queryable,
  lines: readonly OrderLineInput[],
  requested: readonly OrderLineInput[] = lines,
): Promise<PricedLine[]> {
  const rows = await tx.query<{
    id: number;
    name: string;
    sku: string;
    price_sale: number;
    product_group: string;
    material_group: string;
  }>(
    `SELECT id, name, sku, price_sale::float8 AS price_sale, product_group, material_group
       FROM products WHERE id = ANY($1::int[]) AND published`,
    [lines.map((line) => line.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing: Record<string, string> = {};
  for (const line of lines) {
    if (!byId.has(line.id))
      missing[`products.${requested.findIndex((r) => r.id === line.id)}.id`] = 'Producto no encontrado';
  }
  if (Object.keys(missing).length > 0) {
    throw new HttpError(404, 'Producto no encontrado', 'PRODUCT_NOT_FOUND', missing);
  }
  return lines.map((line) => {
    const row = byId.get(line.id);
    if (!row) throw new Error('unreachable: checked above');
    return {
      productId: line.id,
      qty: line.qty,
      name: row.name,
      sku: row.sku,
      unitPrice: row.price_sale,
      productGroup: row.product_group,
      materialGroup: row.material_group,
    };
  });
}

/**
 * Takes the stock with one conditional UPDATE per line: it only succeeds while enough units
 * remain, so concurrent orders can never oversell and stock never goes negative. The caller's
 * transaction rolls every line back when one fails.
 */
export async function reserveStock(
  tx: Queryable,
  lines: readonly PricedLine[],
  requested: readonly OrderLineInput[],
): Promise<void> {
  for (const line of lines) {
    const rows = await tx.query<{ stock: number }>(
      'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock',
      [line.productId, line.qty],
    );
    if (rows.length === 0) {
      const message = `No hay existencias suficientes de ${line.name}`;
      const index = requested.findIndex((r) => r.id === line.productId);
      throw new HttpError(409, message, 'OUT_OF_STOCK', { [`products.${index}.qty`]: message });
    }
  }
  // Product pages show stock: drop cached copies now rather than let them age out (TTL).
  invalidateCatalogCache();
}

/**
 * Puts orders' reserved units back on the shelf (change of products, expiry). Rows are updated
 * one product at a time in id order, the order placements lock them in, so a release and a
 * placement running together on PostgreSQL cannot deadlock.
 */
export async function releaseStock(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  const units = await tx.query<{ product_id: number; qty: number }>(
    `SELECT product_id, sum(qty)::int AS qty FROM order_items
      WHERE order_id = ANY($1::int[]) GROUP BY product_id ORDER BY product_id`,
    [orderIds],
  );
  for (const { product_id: productId, qty } of units) {
    await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [productId, qty]);
  }
  if (units.length > 0) invalidateCatalogCache();
}

export async function insertOrderItems(
  tx: Queryable,
  orderId: number,
  lines: readonly PricedLine[],
): Promise<void> {
  const params: unknown[] = [orderId];
  const tuples = lines.map((line) => {
    const start = params.length;
    params.push(
      line.productId,
      line.sku,
      line.name,
      line.qty,
      line.unitPrice,
      roundMoney(line.unitPrice * line.qty),
      line.productGroup,
      line.materialGroup,
    );
    const p = (offset: number): string => `$${start + offset}`;
    return `($1, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)})`;
  });
  await tx.query(
    `INSERT INTO order_items (order_id, product_id, sku, name, qty, unit_price, line_total, product_group, material_group)
     VALUES ${tuples.join(', ')}`,
    params,
  );
}
