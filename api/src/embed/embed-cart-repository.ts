/**
 * Carts an integrator's server prepares (POST /embed/carts): its page passes only the token to
 * the loader, so the lines cannot be changed in the browser. The token is 32 random bytes;
 * only its SHA-256 is stored (migration 016), and it lasts two hours.
 */
import { randomBytes } from 'node:crypto';
import type { EmbedCart, EmbedCartLine } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { hashToken } from '../auth/token-hash.js';
import { HttpError } from '../http/errors.js';

export const EMBED_CART_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * The lines' products exist (404 naming each missing id) and have the units asked for (409
 * naming each short one), so the integrator's server learns at once, not the shopper later.
 * Stock is not reserved here: the order does that when the shopper reaches it.
 */
export async function assertLinesSellable(db: Queryable, lines: readonly EmbedCartLine[]): Promise<void> {
  const ids = lines.map((line) => line.productId);
  if (new Set(ids).size !== ids.length)
    throw new HttpError(400, 'Cada producto va una sola vez en «lines»', 'DUPLICATE_PRODUCT');
  const rows = await db.query<{ id: number; name: string; stock: number }>(
    'SELECT id, name, stock FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing: Record<string, string> = {};
  const short: Record<string, string> = {};
  lines.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product) missing[`lines.${index}.productId`] = `El producto ${line.productId} no existe`;
    else if (product.stock < line.qty)
      short[`lines.${index}.qty`] =
        `No hay existencias suficientes del producto ${line.productId} (${product.name})`;
  });
  const [firstMissing] = Object.values(missing);
  if (firstMissing !== undefined) throw new HttpError(404, firstMissing, 'PRODUCT_NOT_FOUND', missing);
  const [firstShort] = Object.values(short);
  if (firstShort !== undefined) throw new HttpError(409, firstShort, 'OUT_OF_STOCK', short);
}

export async function createEmbedCart(
  db: Queryable,
  integrator: string,
  lines: readonly EmbedCartLine[],
  now: Date = new Date(),
): Promise<EmbedCart> {
  // Expired carts are worth nothing: cleared lazily, as orders' reservations are.
  await db.query('DELETE FROM embed_carts WHERE expires_at < $1', [now]);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMBED_CART_LIFETIME_MS);
  const stored = lines.map((line) => ({ productId: line.productId, qty: line.qty }));
  await db.query(
    'INSERT INTO embed_carts (token, integrator, lines, expires_at) VALUES ($1, $2, $3::jsonb, $4)',
    [hashToken(token), integrator, JSON.stringify(stored), expiresAt],
  );
  return { cartToken: token, lines: stored, expiresAt: expiresAt.toISOString() };
}

/** The cart of this token while it lasts, or null (unknown and expired answer the same). */
export async function findEmbedCart(
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<EmbedCart | null> {
  const rows = await db.query<{ lines: EmbedCartLine[]; expires_at: Date | string }>(
    'SELECT lines, expires_at FROM embed_carts WHERE token = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    cartToken: token,
    lines: row.lines.map((line) => ({ productId: line.productId, qty: line.qty })),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
