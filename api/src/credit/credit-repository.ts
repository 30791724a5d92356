/** SQL for credit lines, group policies, payment days, credit orders and contracts. */
import {
  type CreditContract,
  type CreditContractProduct,
  type CreditContractStatus,
  type CreditGroupPolicy,
  type CreditLine,
  type CreditOrder,
  type CreditOrderLine,
  type CreditOrderViewQuery,
  type CreditOrderStatus,
  type PlannedContract,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';

export interface CustomerCredit extends CreditLine {
  hasOrderDue: boolean;
  contactEmail: string;
  telephone: string;
}

/**
 * The customer's credit line, or null without a row. `tieneMora` is the stored flag or any
 * contract of theirs in arrears. `forUpdate` locks the row so two credit orders of the same
 * customer cannot both pass the limit check (PostgreSQL runs them concurrently).
 */
export async function findCustomerCredit(
  db: Queryable,
  customerId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerCredit | null> {
  const lock = options.forUpdate ? 'FOR UPDATE OF c' : '';
  // Columns named as CustomerCredit's fields, so the row needs no mapping.
  const [credit] = await db.query<CustomerCredit>(
    `SELECT c.has_credit AS "hasCredit",
            c.tiene_mora OR EXISTS (
              SELECT 1 FROM credit_contracts cc WHERE cc.customer_id = c.customer_id AND cc.status = 'in_arrears'
            ) AS "tieneMora",
            c.has_order_due AS "hasOrderDue", c.limit_amount::float8 AS "limitAmount", c.rate::float8 AS rate,
            c.min_down_payment::float8 AS "minDownPayment", c.max_down_payment::float8 AS "maxDownPayment",
            c.min_term AS "minTerm", c.max_term AS "maxTerm", c.credit_group AS "creditGroup",
            c.contact_email AS "contactEmail", c.telephone
       FROM customer_credit c
      WHERE c.customer_id = $1 ${lock}`,
    [customerId],
  );
  return credit ?? null;
}

/** Customer's contact e-mail and phone, for customers without a credit row. */
export async function findCustomerContact(
  db: Queryable,
  customerId: number,
): Promise<{ email: string; telephone: string } | null> {
  const [row] = await db.query<{ email: string; telephone: string }>(
    'SELECT email, telephone FROM customers WHERE id = $1',
    [customerId],
  );
  return row ?? null;
}

interface PolicyRow {
  material_group: string;
  status: boolean;
  rate_difference: number;
  max_term: number;
}

const toPolicy = (row: PolicyRow): CreditGroupPolicy => ({
  materialGroup: row.material_group,
  status: row.status,
  rateDifference: row.rate_difference,
  maxTerm: row.max_term,
});

export async function findGroupPolicy(
  db: Queryable,
  creditGroup: string,
  materialGroup: string,
  salesOrg: string,
): Promise<CreditGroupPolicy | null> {
  const [row] = await db.query<PolicyRow>(
    `SELECT material_group, status, rate_difference::float8 AS rate_difference, max_term
       FROM credit_group_policies
      WHERE credit_group = $1 AND material_group = $2 AND sales_org = $3`,
    [creditGroup, materialGroup, salesOrg],
  );
  return row ? toPolicy(row) : null;
}

/** Every group policy of a credit group in a sales org, by material group. */
export async function listGroupPolicies(
  db: Queryable,
  creditGroup: string,
  salesOrg: string,
): Promise<Map<string, CreditGroupPolicy>> {
  const rows = await db.query<PolicyRow>(
    `SELECT material_group, status, rate_difference::float8 AS rate_difference, max_term
       FROM credit_group_policies
      WHERE credit_group = $1 AND sales_org = $2`,
    [creditGroup, salesOrg],
  );
  return new Map(rows.map((row) => [row.material_group, toPolicy(row)]));
}

/** The store's general credit policy (migration 015): a credit line for whoever has none. */
export interface GeneralCreditPolicy extends CreditLine {
  salesOrg: string;
}

/**
 * The general policy as a usable credit line (no limit: it only sets the conditions shown to
 * shoppers), or null if its single row was deleted by hand.
 */
export async function findGeneralCreditPolicy(db: Queryable): Promise<GeneralCreditPolicy | null> {
  // Columns named as GeneralCreditPolicy's fields, so the row needs no mapping.
  const [policy] = await db.query<GeneralCreditPolicy>(
    `SELECT true AS "hasCredit", false AS "tieneMora", 0::float8 AS "limitAmount", rate::float8 AS rate,
            min_down_payment::float8 AS "minDownPayment", max_down_payment::float8 AS "maxDownPayment",
            min_term AS "minTerm", max_term AS "maxTerm", credit_group AS "creditGroup",
            sales_org AS "salesOrg"
       FROM credit_general_policy`,
  );
  return policy ?? null;
}

/** A product as a credit quote reads it: the current sale price and its material group. */
export interface CreditProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  materialGroup: string;
}

/** The products among `ids` that exist, by id (the caller keeps its own order). */
export async function listCreditProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, CreditProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<CreditProduct>(
    `SELECT id, sku, name, price_sale::float8 AS price, material_group AS "materialGroup"
       FROM products WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Day of month → available, for 1 to 31 (days without a row are unavailable). */
export async function listPaymentDays(db: Queryable): Promise<Map<number, boolean>> {
  const rows = await db.query<{ day: number; available: boolean }>(
    'SELECT day, available FROM credit_payment_days ORDER BY day',
  );
  const byDay = new Map(rows.map((row) => [row.day, row.available]));
  return new Map(Array.from({ length: 31 }, (_, index) => [index + 1, byDay.get(index + 1) ?? false]));
}

export const availableDaySet = (days: ReadonlyMap<number, boolean>): Set<number> =>
  new Set([...days].filter(([, available]) => available).map(([day]) => day));

// Orders ----------------------------------------------------------------------------------------

export interface OrderForCredit {
  id: number;
  number: string;
  access_token: string;
  customer_id: number | null;
  status: string;
  shipping_total: number;
}

export async function findOrderForCredit(
  db: Queryable,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrderForCredit | null> {
  const [row] = await db.query<OrderForCredit>(
    `SELECT id, number, access_token, customer_id, status, shipping_total::float8 AS shipping_total
       FROM orders WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [orderId],
  );
  return row ?? null;
}

/**
 * The order's lines; a line's sum is its total minus the coupon discount booked on it, so the
 * contracts add up to the order total (subtotal − discount + shipping).
 */
export async function listOrderLines(db: Queryable, orderId: number): Promise<CreditOrderLine[]> {
  const rows = await db.query<{
    product_id: number;
    sku: string;
    name: string;
    qty: number;
    unit_price: number;
    line_total: number;
    material_group: string;
  }>(
    `SELECT product_id, sku, name, qty, unit_price::float8 AS unit_price,
            (line_total - discount)::float8 AS line_total, material_group
       FROM order_items WHERE order_id = $1 ORDER BY product_id`,
    [orderId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    sku: row.sku,
    name: row.name,
    qty: row.qty,
    price: row.unit_price,
    sum: row.line_total,
    materialGroup: row.material_group,
  }));
}

export async function creditOrderExistsForOrder(db: Queryable, orderId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM credit_orders WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}

// Credit orders and contracts -------------------------------------------------------------------

/** Contract numbers: 'CT-' + the order id on six digits + '-' + position, e.g. 'CT-000123-1'. */
export function contractNumber(orderId: number, position: number): string {
  return `CT-${String(orderId).padStart(6, '0')}-${String(position)}`;
}

export interface NewCreditOrder {
  orderId: number;
  customerId: number;
  status?: CreditOrderStatus;
  /** 'in_review' (held until the credit team decides) unless the seed's history says otherwise. */
  contractStatus?: CreditContractStatus;
  /** Seed history only; the routes use now(). */
  createdAt?: Date;
  contracts: readonly PlannedContract[];
}

/** Inserts the credit order and its contracts; null when the order already has one. */
export async function insertCreditOrder(tx: Queryable, order: NewCreditOrder): Promise<number | null> {
  const createdAt = order.createdAt?.toISOString() ?? null;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO credit_orders (order_id, customer_id, status, created_at)
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()))
     ON CONFLICT (order_id) DO NOTHING
     RETURNING id`,
    [order.orderId, order.customerId, order.status ?? 'review', createdAt],
  );
  if (!row) return null;
  let position = 0;
  for (const contract of order.contracts) {
    position += 1;
    await tx.query(
      `INSERT INTO credit_contracts (credit_order_id, customer_id, number, material_group, total_amount,
         down_payment_pct, down_payment, financed_amount, rate, term, fee, day, first_payment, shipping,
         products, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15::jsonb, $16,
         COALESCE($17::timestamptz, now()))`,
      [
        row.id,
        order.customerId,
        contractNumber(order.orderId, position),
        contract.materialGroup,
        contract.totalAmount,
        contract.downPaymentPct,
        contract.downPayment,
        contract.financedAmount,
        contract.rate,
        contract.term,
        contract.fee,
        contract.day,
        contract.firstPayment,
        contract.shipping,
        JSON.stringify(contract.products),
        order.contractStatus ?? 'in_review',
        createdAt,
      ],
    );
  }
  return row.id;
}

/** A contract row: CreditContract's columns by name; only the JSON products and the date need work. */
interface ContractRow extends Omit<CreditContract, 'products' | 'createdAt'> {
  products: CreditContractProduct[] | string;
  createdAt: Date | string;
}

const CONTRACT_SELECT = `
  SELECT cc.id, cc.number, cc.status, cc.credit_order_id AS "creditOrderId", co.order_id AS "orderId",
         o.number AS "orderNumber", cc.material_group AS "materialGroup",
         cc.total_amount::float8 AS "totalAmount", cc.down_payment::float8 AS "downPayment",
         cc.down_payment_pct::float8 AS "downPaymentPct", cc.financed_amount::float8 AS "financedAmount",
         cc.rate::float8 AS rate, cc.term, cc.fee::float8 AS fee, cc.day, cc.first_payment::text AS "firstPayment",
         cc.shipping::float8 AS shipping, cc.products, cc.created_at AS "createdAt"
    FROM credit_contracts cc
    JOIN credit_orders co ON co.id = cc.credit_order_id
    JOIN orders o ON o.id = co.order_id`;

const toIso = (value: Date | string): string => new Date(value).toISOString();

function toContract({ products, createdAt, ...contract }: ContractRow): CreditContract {
  return {
    ...contract,
    // Both drivers parse jsonb; the string branch guards against a driver configured not to.
    products: typeof products === 'string' ? (JSON.parse(products) as CreditContractProduct[]) : products,
    createdAt: toIso(createdAt),
  };
}

/**
 * A customer's credit order: by its id, by its order's id, or their latest one. Another
 * customer's credit order is not found, like a missing one.
 */
export async function findCreditOrder(
  db: Queryable,
  customerId: number,
  by: CreditOrderViewQuery,
): Promise<CreditOrder | null> {
  const [order] = await db.query<{
    id: number;
    order_id: number;
    order_number: string;
    status: CreditOrderStatus;
    created_at: Date | string;
  }>(
    `SELECT co.id, co.order_id, o.number AS order_number, co.status, co.created_at
       FROM credit_orders co JOIN orders o ON o.id = co.order_id
      WHERE co.customer_id = $1
        AND ($2::int IS NULL OR co.id = $2::int)
        AND ($3::int IS NULL OR co.order_id = $3::int)
      ORDER BY co.created_at DESC, co.id DESC
      LIMIT 1`,
    [customerId, by.id ?? null, by.orderId ?? null],
  );
  if (!order) return null;
  return {
    creditOrderId: order.id,
    orderId: order.order_id,
    orderNumber: order.order_number,
    status: order.status,
    createdAt: toIso(order.created_at),
    contracts: await listCreditOrderContracts(db, order.id),
  };
}

/** The contracts of one credit order, in the order they were planned. */
export async function listCreditOrderContracts(
  db: Queryable,
  creditOrderId: number,
): Promise<CreditContract[]> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE cc.credit_order_id = $1 ORDER BY cc.id`,
    [creditOrderId],
  );
  return rows.map(toContract);
}

/** The customer's contracts created in [from, to), newest first. */
export async function listContracts(
  db: Queryable,
  customerId: number,
  from: Date,
  to: Date,
): Promise<CreditContract[]> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT}
      WHERE cc.customer_id = $1 AND cc.created_at >= $2::timestamptz AND cc.created_at < $3::timestamptz
      ORDER BY cc.created_at DESC, cc.id DESC`,
    [customerId, from.toISOString(), to.toISOString()],
  );
  return rows.map(toContract);
}

/** One contract of the customer, or null (missing or someone else's). */
export async function findContract(
  db: Queryable,
  customerId: number,
  contractId: number,
): Promise<CreditContract | null> {
  const [row] = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE cc.id = $1 AND cc.customer_id = $2`, [
    contractId,
    customerId,
  ]);
  return row ? toContract(row) : null;
}
