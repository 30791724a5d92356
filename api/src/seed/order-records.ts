/**
 * Writes a complete order row with its items and events straight into the database: the demo
 * purchase history uses it, and so do the credit tests, so neither depends on checkout. Only
 * demo data and tests write orders this way (the store's own orders go through checkout), so
 * it lives with the demo data. Prices come from the products table, like checkout's.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.js';
import type { Queryable } from '../db/db.js';
import { includedTax, roundMoney } from '../money.js';
import { newOrderNumber } from '../orders/order-number.js';

export interface OrderRecordItem {
  productId: number;
  qty: number;
}

export interface OrderRecordEvent {
  status: string;
  note: string;
  at?: Date;
}

export interface OrderRecord {
  customerId: number | null;
  status?: string;
  paymentMethod?: string;
  items: readonly OrderRecordItem[];
  shippingTotal?: number;
  createdAt?: Date;
  email?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  shippingAddress?: Record<string, unknown>;
  events?: readonly OrderRecordEvent[];
}

export interface InsertedOrder {
  id: number;
  number: string;
  accessToken: string;
  total: number;
}

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  product_group: string;
  material_group: string;
}

export async function insertOrderRecord(tx: Queryable, order: OrderRecord): Promise<InsertedOrder> {
  const [next] = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  );
  if (!next) throw new Error('no order id');
  const id = next.id;
  const lines: Array<{ product: ProductRow; qty: number; lineTotal: number }> = [];
  for (const item of order.items) {
    const [product] = await tx.query<ProductRow>(
      `SELECT id, sku, name, price_sale::float8 AS price, product_group, material_group FROM products WHERE id = $1`,
      [item.productId],
    );
    if (!product) throw new Error(`product ${String(item.productId)} not found`);
    lines.push({ product, qty: item.qty, lineTotal: roundMoney(product.price * item.qty) });
  }
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const shipping = roundMoney(order.shippingTotal ?? 0);
  const total = roundMoney(subtotal + shipping);
  const accessToken = randomBytes(24).toString('hex');
  const number = newOrderNumber();
  // Stored as its SHA-256 like every order's (migration 013); the caller gets the token itself.
  const accessTokenHash = hashToken(accessToken);
  const createdAt = order.createdAt?.toISOString() ?? null;
  await tx.query(
    `INSERT INTO orders (id, number, access_token, customer_id, status, payment_method, email, firstname, lastname,
       telephone, shipping_address, shipping_method, subtotal, discount_total, shipping_total, tax_total, total,
       stock_reserved, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, 'home', $12, 0, $13, $14, $15, $16,
       COALESCE($17::timestamptz, now()), COALESCE($17::timestamptz, now()))`,
    [
      id,
      number,
      accessTokenHash,
      order.customerId,
      order.status ?? 'pending',
      order.paymentMethod ?? 'credit-card',
      order.email ?? '',
      order.firstname ?? '',
      order.lastname ?? '',
      order.telephone ?? '',
      order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
      subtotal,
      shipping,
      includedTax(total),
      total,
      // History rows are finished orders: their stock is no longer held.
      (order.status ?? 'pending') === 'pending',
      createdAt,
    ],
  );
  for (const line of lines) {
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, sku, name, qty, unit_price, discount, line_total,
         product_group, material_group)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9)`,
      [
        id,
        line.product.id,
        line.product.sku,
        line.product.name,
        line.qty,
        line.product.price,
        line.lineTotal,
        line.product.product_group,
        line.product.material_group,
      ],
    );
  }
  for (const event of order.events ?? []) {
    await tx.query(
      `INSERT INTO order_events (order_id, status, note, created_at)
       VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()))`,
      [id, event.status, event.note, event.at?.toISOString() ?? null],
    );
  }
  return { id, number, accessToken, total };
}
