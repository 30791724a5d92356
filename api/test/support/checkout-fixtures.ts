/**
 * Rows the checkout tests need and own: products with a known stock and price, shipping zones,
 * places and stores with unique names (other seeds fill these tables too), and a guest order
 * walked through the checkout steps over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db.js';
import type { CardPaymentStarted, Order, ProcessorData } from '@store/contracts';
import { json } from './test-app.js';

let uniqueCounter = 0;
export const unique = (prefix: string): string => {
  uniqueCounter += 1;
  return `${prefix} ${process.pid}-${uniqueCounter}`;
};

export const VALID_CONTACT = {
  email: 'comprador@ejemplo.hn',
  firstname: 'Carlos',
  lastname: 'Reyes',
  telephone: '9988-7766',
  fax: '2233-4455',
  custom_field: '0801-1990-54321',
} as const;

export interface TestProduct {
  id: number;
  name: string;
  price: number;
}

const usedProducts = new Set<number>();

/**
 * A product no other test of this file uses, with the given stock (and price). Products that a
 * seeded coupon names are skipped so coupon tests control every coupon in play.
 */
export async function takeProduct(db: Db, options: { stock: number; price?: number }): Promise<TestProduct> {
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM coupon_products cp WHERE cp.product_id = p.id)
        AND NOT (id = ANY($1::int[]))
      ORDER BY id LIMIT 1`,
    [[...usedProducts]],
  );
  const row = rows[0];
  if (!row) throw new Error('no quedan productos de prueba');
  usedProducts.add(row.id);
  const [updated] = await db.query<{ price: number }>(
    `UPDATE products SET stock = $2, price_sale = COALESCE($3::numeric, price_sale)
      WHERE id = $1 RETURNING price_sale::float8 AS price`,
    [row.id, options.stock, options.price ?? null],
  );
  return { id: row.id, name: row.name, price: updated?.price ?? 0 };
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row?.stock ?? -1;
}

export async function remainingOf(db: Db, code: string): Promise<number> {
  const [row] = await db.query<{ remaining: number }>('SELECT remaining FROM coupons WHERE code = $1', [
    code,
  ]);
  return row?.remaining ?? -1;
}

export async function insertCoupon(
  db: Db,
  coupon: {
    code: string;
    type: 'P' | 'F';
    discount: number;
    remaining: number;
    expire?: string;
    products?: number[];
  },
): Promise<void> {
  await db.query(
    'INSERT INTO coupons (code, type, discount, remaining, expire) VALUES ($1, $2, $3, $4, $5)',
    [
      coupon.code,
      coupon.type,
      coupon.discount,
      coupon.remaining,
      coupon.expire ?? '2030-12-31T23:59:59-06:00',
    ],
  );
  for (const productId of coupon.products ?? []) {
    await db.query('INSERT INTO coupon_products (coupon_code, product_id) VALUES ($1, $2)', [
      coupon.code,
      productId,
    ]);
  }
}

export async function insertZone(
  db: Db,
  zone: { cost: number; freeFrom?: number | null; deliveryDays?: number },
): Promise<{ id: number; name: string }> {
  const name = unique('Zona de prueba');
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO shipping_zones (name, cost, free_from, delivery_days) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, zone.cost, zone.freeFrom ?? null, zone.deliveryDays ?? 2],
  );
  if (!row) throw new Error('zona sin id');
  return { id: row.id, name };
}

/** A department with one municipality; `zoneId` on the department, the municipality inherits it. */
export async function insertMunicipality(
  db: Db,
  zoneId: number | null,
): Promise<{ departmentId: number; municipalityId: number; municipality: string; department: string }> {
  const department = unique('Departamento');
  const municipality = unique('Municipio');
  const [dep] = await db.query<{ id: number }>(
    "INSERT INTO places (name, kind, shipping_zone_id) VALUES ($1, 'department', $2) RETURNING id",
    [department, zoneId],
  );
  if (!dep) throw new Error('departamento sin id');
  const [mun] = await db.query<{ id: number }>(
    "INSERT INTO places (name, kind, parent_zone_id) VALUES ($1, 'municipality', $2) RETURNING id",
    [municipality, dep.id],
  );
  if (!mun) throw new Error('municipio sin id');
  return { departmentId: dep.id, municipalityId: mun.id, municipality, department };
}

export async function insertStore(db: Db): Promise<{ id: number; name: string }> {
  const name = unique('Tienda de prueba');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO stores (slug, name, address, phone, hours)
     VALUES ($1, $2, 'Boulevard Morazán, Tegucigalpa', '2200-4500', 'Lunes a viernes de 8:00 a. m. a 6:00 p. m.')
     RETURNING id`,
    [name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name],
  );
  if (!row) throw new Error('tienda sin id');
  return { id: row.id, name };
}

export type CreatedOrder = Order & { accessToken: string };

export async function createOrder(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CreatedOrder> {
  const response = await app.inject({ method: 'POST', url: '/orders', payload, headers });
  if (response.statusCode !== 201) throw new Error(`POST /orders: ${response.statusCode} ${response.body}`);
  return json<CreatedOrder>(response);
}

export const orderToken = (order: { accessToken: string }): Record<string, string> => ({
  'x-order-token': order.accessToken,
});

/** A guest order with contact data and home delivery saved: ready for the payment step. */
export async function orderReadyToPay(
  app: FastifyInstance,
  productId: number,
  zoneId: number,
  qty = 1,
): Promise<CreatedOrder> {
  const order = await createOrder(app, { products: [{ id: productId, qty }], ...VALID_CONTACT });
  const shipping = await app.inject({
    method: 'PUT',
    url: `/orders/${order.id}/shipping`,
    headers: orderToken(order),
    payload: { shipping_method: 'home', shipping_zone_id: zoneId, address_1: 'Colonia Palmira, casa 12' },
  });
  if (shipping.statusCode !== 200) throw new Error(`shipping: ${shipping.statusCode} ${shipping.body}`);
  return { ...json<Order>(shipping), accessToken: order.accessToken };
}

/** A sandbox test card as the billing step takes it (approved by the sandbox). */
export const TEST_CARD = {
  card_number: '4111 1111 1111 1111',
  card_name: 'CARLOS REYES',
  expiry: '12/30',
  cvc: '123',
};

/** PUT /orders/{id}/billing with a card: the signed processorData the browser posts to the gateway. */
export async function startCardPayment(
  app: FastifyInstance,
  order: CreatedOrder,
  card: Record<string, string> = TEST_CARD,
): Promise<ProcessorData> {
  const response = await app.inject({
    method: 'PUT',
    url: `/orders/${order.id}/billing`,
    headers: orderToken(order),
    payload: { order_payment: card },
  });
  if (response.statusCode !== 200) throw new Error(`billing: ${response.statusCode} ${response.body}`);
  return json<CardPaymentStarted>(response).processorData;
}
