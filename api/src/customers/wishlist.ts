/**
 * A customer's wish list ("mis Favoritos"). Products are read through the catalog's own
 * repository, so the list has exactly the catalog's Product shape and current prices.
 */
import type { Db, Queryable } from '../db/db.js';
import { findProduct } from '../catalog/product-repository.js';
import type { Product } from '@store/contracts';
import { HttpError } from '../http/errors.js';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
export const MAX_WISHLIST_ITEMS = 100;
export const WISHLIST_FULL = `Tu lista de favoritos está llena (máximo ${MAX_WISHLIST_ITEMS} productos)`;

/** The customer's wished products, most recently added first. */
export async function loadWishlist(db: Queryable, customerId: number): Promise<Product[]> {
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY created_at DESC, product_id DESC',
    [customerId],
  );
  // At most MAX_WISHLIST_ITEMS lookups by primary key.
  const products = await Promise.all(rows.map((row) => findProduct(db, 'id', row.product_id)));
  return products.filter((product): product is Product => product !== null);
}

/** Adds a product; adding one already there changes nothing. */
export async function addToWishlist(db: Db, customerId: number, productId: number): Promise<void> {
  if (!(await findProduct(db, 'id', productId))) throw new HttpError(404, PRODUCT_NOT_FOUND, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    // The customer's row lock makes the size check and the insert one step per customer.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const [state] = await tx.query<{ count: number; present: boolean }>(
      `SELECT count(*)::int AS count, bool_or(product_id = $2) AS present
         FROM wishlist_items WHERE customer_id = $1`,
      [customerId, productId],
    );
    if (state?.present) return;
    if ((state?.count ?? 0) >= MAX_WISHLIST_ITEMS) throw new HttpError(400, WISHLIST_FULL, 'WISHLIST_FULL');
    await tx.query(
      'INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [customerId, productId],
    );
  });
}

/** Removes a product; removing one that is not there changes nothing. */
export async function removeFromWishlist(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [
    customerId,
    productId,
  ]);
}
