import type { OrderStatus, PaymentMethod } from '@store/contracts';
import type {
  CouponType,
  Order,
  OrderBilling,
  OrderLine,
  OrderShippingAddress,
  PaymentInstructions,
  PaymentStore,
  ShippingMethod,
} from '@store/contracts';
import { productImageUrl } from '../catalog/product.js';
import { discountType } from '../coupons/coupon.js';
import type { Queryable } from '../db/db.js';
import { statusLabel } from './order-status.js';
import { storePayInstructions, transferInstructions } from './payment-instructions.js';

/** What orders.billing holds: invoice data plus the payment choice of transfer / pay at store. */
export interface StoredBilling {
  rtn?: string;
  business_name?: string;
  bank?: string | null;
  pay_store_id?: number;
}

/** The columns the checkout logic reads and decides on. */
export interface OrderRecord {
  id: number;
  number: string;
  access_token: string;
  customer_id: number | null;
  status: OrderStatus;
  step: number;
  payment_method: PaymentMethod;
  email: string;
  firstname: string;
  lastname: string;
  coupon_code: string | null;
  /** Only 'home' and 'store' are ever written. */
  shipping_method: ShippingMethod;
  shipping_zone_id: number | null;
  store_id: number | null;
  billing: StoredBilling | null;
  stock_reserved: boolean;
  subtotal: number;
  total: number;
  reserved_until: Date | string | null;
}

const RECORD_COLUMNS = `id, number, access_token, customer_id, status, step, payment_method, email, firstname,
  lastname, coupon_code, shipping_method, shipping_zone_id, store_id, billing, stock_reserved,
  subtotal::float8 AS subtotal, total::float8 AS total, reserved_until`;

export async function findOrderRecord(db: Queryable, id: number): Promise<OrderRecord | null> {
  const rows = await db.query<OrderRecord>(`SELECT ${RECORD_COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks the order row for the rest of the transaction: one change of an order at a time. */
export async function lockOrderRecord(tx: Queryable, id: number): Promise<OrderRecord | null> {
  const rows = await tx.query<OrderRecord>(`SELECT ${RECORD_COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** A line of 'Mi Pedido' (order tracking). */
export async function addOrderEvent(
  tx: Queryable,
  orderId: number,
  status: string,
  note: string,
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, status, note) VALUES ($1, $2, $3)', [
    orderId,
    status,
    note,
  ]);
}

/** What loadOrderView reads: the record's columns (but stock_reserved) and the rest of the view's. */
interface OrderRow extends Omit<OrderRecord, 'stock_reserved'> {
  telephone: string;
  fax: string;
  custom_field: string;
  coupon_type: CouponType | null;
  coupon_discount: number | null;
  coupon_products: number[] | null;
  discount_total: number;
  shipping_total: number;
  shipping_address: Partial<OrderShippingAddress> | null;
  tax_total: number;
  created_at: Date | string;
  updated_at: Date | string;
}

interface LineRow {
  product_id: number;
  slug: string;
  sku: string;
  name: string;
  qty: number;
  unit_price: number;
  discount: number;
  line_total: number;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A stored shipping address as the contract has it: older rows saved fewer keys, read as empty. */
export function shippingAddress(stored: Partial<OrderShippingAddress> | null): OrderShippingAddress | null {
  if (!stored) return null;
  return {
    firstname: stored.firstname ?? '',
    lastname: stored.lastname ?? '',
    telephone: stored.telephone ?? '',
    address_1: stored.address_1 ?? '',
    address_2: stored.address_2 ?? '',
    place_id: stored.place_id ?? null,
    municipality: stored.municipality ?? '',
    department: stored.department ?? '',
    zone: stored.zone ?? '',
  };
}

function billingView(stored: StoredBilling | null): OrderBilling | null {
  if (!stored || (stored.rtn === undefined && stored.business_name === undefined)) return null;
  return { rtn: stored.rtn ?? '', business_name: stored.business_name ?? '' };
}

export async function findStoreInfo(db: Queryable, storeId: number): Promise<PaymentStore | null> {
  const rows = await db.query<PaymentStore>(
    'SELECT id, name, address, phone, hours FROM stores WHERE id = $1',
    [storeId],
  );
  return rows[0] ?? null;
}

async function instructionsFor(db: Queryable, row: OrderRow): Promise<PaymentInstructions | undefined> {
  if (row.status !== 'pending_payment' || row.reserved_until === null) return undefined;
  const order = { number: row.number, total: row.total, deadline: new Date(row.reserved_until) };
  if (row.payment_method === 'transfer') return transferInstructions(order, row.billing?.bank ?? null);
  if (row.payment_method === 'store-pay' && row.billing?.pay_store_id !== undefined) {
    const store = await findStoreInfo(db, row.billing.pay_store_id);
    if (store) return storePayInstructions(order, store);
  }
  return undefined;
}

/**
 * The order as the API returns it; `accessToken` only when given (create and its replay: the
 * row holds only the token's hash, so the caller passes the token it just issued).
 */
export async function loadOrderView(
  db: Queryable,
  id: number,
  options: { accessToken?: string } = {},
): Promise<Order | null> {
  const rows = await db.query<OrderRow>(
    `SELECT o.id, o.number, o.access_token, o.status, o.step, o.payment_method, o.email, o.firstname,
            o.lastname, o.telephone, o.fax, o.custom_field, o.customer_id, o.coupon_code,
            c.type AS coupon_type, c.discount::float8 AS coupon_discount,
            (SELECT array_agg(cp.product_id ORDER BY cp.product_id) FROM coupon_products cp
              WHERE cp.coupon_code = o.coupon_code) AS coupon_products,
            o.subtotal::float8 AS subtotal, o.discount_total::float8 AS discount_total,
            o.shipping_total::float8 AS shipping_total, o.shipping_method, o.shipping_zone_id,
            o.shipping_address, o.store_id, o.billing, o.tax_total::float8 AS tax_total,
            o.total::float8 AS total, o.reserved_until, o.created_at, o.updated_at
       FROM orders o LEFT JOIN coupons c ON c.code = o.coupon_code
      WHERE o.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const lines = await db.query<LineRow>(
    `SELECT oi.product_id, p.slug, oi.sku, oi.name, oi.qty, oi.unit_price::float8 AS unit_price,
            oi.discount::float8 AS discount, oi.line_total::float8 AS line_total
       FROM order_items oi JOIN products p ON p.id = oi.product_id
      WHERE oi.order_id = $1
      ORDER BY oi.product_id`,
    [id],
  );
  const products: OrderLine[] = lines.map((line) => ({
    id: line.product_id,
    slug: line.slug,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    price: line.unit_price,
    sum: line.line_total,
    discount: line.discount,
    mainImage: { alt: line.name, size350: productImageUrl(line.product_id, 350) },
  }));
  const instructions = await instructionsFor(db, row);

  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: statusLabel(row.status, row.shipping_method),
    step: row.step,
    paymentMethod: row.payment_method,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    fax: row.fax,
    custom_field: row.custom_field,
    customerId: row.customer_id,
    products,
    coupon:
      row.coupon_code && row.coupon_type
        ? {
            code: row.coupon_code,
            type: row.coupon_type,
            discountType: discountType(row.coupon_type),
            discount: row.coupon_discount ?? 0,
            amount: row.discount_total,
            validProducts: (row.coupon_products ?? []).map(Number),
          }
        : null,
    subtotal: row.subtotal,
    discount: row.discount_total,
    shippingTotal: row.shipping_total,
    shippingMethod: row.shipping_method,
    shippingZoneId: row.shipping_zone_id,
    shippingAddress: shippingAddress(row.shipping_address),
    storeId: row.store_id,
    billing: billingView(row.billing),
    tax: row.tax_total,
    total: row.total,
    reservedUntil: row.reserved_until === null ? null : iso(row.reserved_until),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(options.accessToken !== undefined ? { accessToken: options.accessToken } : {}),
    ...(instructions ? { instructions } : {}),
  };
}
