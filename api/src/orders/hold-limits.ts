/**
 * How much stock may be held unpaid (issue 33): across the open orders (`pending` or
 * `pending_payment`, still reserving stock) of one shopper, counted per customer account and per
 * e-mail like open-orders.ts counts them, at most `maxHeldUnits` units worth `maxHeldValue`
 * lempiras; and across the open orders placed from one client address key (IPv4 address, IPv6
 * /64), at most `maxHeldUnitsPerAddress` units. The shopper's caps bound hoarding by what
 * identifies the shopper; the address's is a coarse flood guard against one connection rotating
 * e-mails, wide enough for the many real shoppers behind one CGNAT address
 * (docs/security.md#orders-and-stock).
 *
 * Checked when an order is placed and whenever an existing order grows or changes hands
 * (PUT /orders/{id}: new products, a new e-mail, a logged-in shopper taking a guest order), so
 * an order cannot be grown past the caps after it was placed. The transfer / pay-at-store hold
 * keeps an order's units for longer but adds none: those orders already count.
 */
import { formatLempiras, type OrderLineInput } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { roundMoney } from '../money.js';
import type { CheckoutSettings } from './checkout-settings.js';
import { emailKey, lockHolder, TOO_MANY_OPEN_ORDERS, type OrderHolder } from './open-orders.js';
import { EXPIRING_STATUSES } from './order-status.js';

export const UNPAID_HOLD_LIMIT = 'UNPAID_HOLD_LIMIT';

/** What orders hold: units, and their value in lempiras with ISV (line totals, before coupons). */
export interface Hold {
  units: number;
  value: number;
}

/** Arbitrary first key of the address's advisory lock (open-orders.ts has the shopper's). */
const ADDRESS_LOCK = 72_014;

const plainLempiras = (amount: number): string => formatLempiras(amount).replace(/\s/gu, ' ');

const HOLD_ADVICE =
  'Completa el pago de un pedido pendiente o reduce las cantidades. Para compras mayores, escríbenos desde la página de contacto.';

export function unpaidHoldLimit(kind: 'units' | 'value', held: number, max: number): HttpError {
  const amounts =
    kind === 'units'
      ? `${String(held)} unidades; el máximo por cliente es ${String(max)}`
      : `${plainLempiras(held)}; el máximo por cliente es ${plainLempiras(max)}`;
  return new HttpError(409, `Tus pedidos sin pagar sumarían ${amounts}. ${HOLD_ADVICE}`, UNPAID_HOLD_LIMIT);
}

export function tooManyHeldFromAddress(): HttpError {
  return new HttpError(
    409,
    'Hay demasiados pedidos pendientes de pago desde tu conexión. Intenta de nuevo más tarde o desde otra red (por ejemplo, con datos móviles en lugar de wifi).',
    TOO_MANY_OPEN_ORDERS,
  );
}

/** The units and value of `lines` at today's prices (products that do not exist add nothing: the caller's pricing refuses them). */
async function holdOfLines(tx: Queryable, lines: readonly OrderLineInput[]): Promise<Hold> {
  const [row] = await tx.query<Hold>(
    `SELECT COALESCE(sum(l.qty), 0)::int AS units, COALESCE(sum(l.qty * p.price_sale), 0)::float8 AS value
       FROM unnest($1::int[], $2::int[]) AS l(id, qty) JOIN products p ON p.id = l.id`,
    [lines.map((line) => line.id), lines.map((line) => line.qty)],
  );
  return row ?? { units: 0, value: 0 };
}

async function holdOfOrder(tx: Queryable, orderId: number): Promise<Hold> {
  const [row] = await tx.query<Hold>(
    `SELECT COALESCE(sum(qty), 0)::int AS units, COALESCE(sum(line_total), 0)::float8 AS value
       FROM order_items WHERE order_id = $1`,
    [orderId],
  );
  return row ?? { units: 0, value: 0 };
}

interface HoldChange {
  orderId: number;
  /** Who holds the order once the change is made. */
  holder: OrderHolder;
  /** The address key the order was placed from (null for orders placed before migration 014). */
  clientAddress: string | null;
  /** What the order held before the change (nothing for a new order) and will hold after it. */
  before: Hold;
  after: Hold;
  /** The order joins this holder's count: it is new, or gets a new e-mail or customer. */
  newHolder: boolean;
}

/**
 * Refuses (409) a change that would take the holder's open orders past the shopper's caps, or
 * the orders placed from its address past the address's, with this order counted as it will be.
 * A change that adds nothing (the same holder, no more units, no more value) always passes, so a
 * shopper over a cap lowered since can still reduce an order. The advisory locks make
 * simultaneous requests of one shopper, or from one address, count one after the other.
 */
async function assertWithinHoldLimits(
  tx: Queryable,
  change: HoldChange,
  settings: CheckoutSettings,
): Promise<void> {
  const { before, after, holder, clientAddress } = change;
  const moreUnits = after.units > before.units;
  const shopperGrows = change.newHolder || moreUnits || after.value > before.value;
  const addressGrows = moreUnits && clientAddress !== null;
  if (!shopperGrows && !addressGrows) return;

  await lockHolder(tx, holder);
  if (addressGrows)
    await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [ADDRESS_LOCK, clientAddress]);
  const email = emailKey(holder.email);
  const [others] = await tx.query<{ shopper_units: number; shopper_value: number; address_units: number }>(
    `WITH held AS (
       SELECT o.customer_id = $3 OR ($4 <> '' AND lower(o.email) = $4) AS by_shopper,
              o.client_address = $5 AS by_address, i.qty, i.line_total
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.id <> $1 AND o.status = ANY($2::text[]) AND o.stock_reserved AND o.reserved_until >= now()
          AND (o.customer_id = $3 OR ($4 <> '' AND lower(o.email) = $4) OR o.client_address = $5))
     SELECT COALESCE(sum(qty) FILTER (WHERE by_shopper), 0)::int AS shopper_units,
            COALESCE(sum(line_total) FILTER (WHERE by_shopper), 0)::float8 AS shopper_value,
            COALESCE(sum(qty) FILTER (WHERE by_address), 0)::int AS address_units
       FROM held`,
    [change.orderId, EXPIRING_STATUSES, holder.customerId, email, clientAddress],
  );
  if (shopperGrows) {
    const units = (others?.shopper_units ?? 0) + after.units;
    if (units > settings.maxHeldUnits) throw unpaidHoldLimit('units', units, settings.maxHeldUnits);
    const value = roundMoney((others?.shopper_value ?? 0) + after.value);
    if (value > settings.maxHeldValue) throw unpaidHoldLimit('value', value, settings.maxHeldValue);
  }
  if (addressGrows && (others?.address_units ?? 0) + after.units > settings.maxHeldUnitsPerAddress)
    throw tooManyHeldFromAddress();
}

/**
 * POST /orders: refuses (409) a new order whose lines would take its shopper or its address past
 * the caps. Call it in the placing transaction after the order row and open-orders.ts's check,
 * before any stock is taken (the same order of locks everywhere).
 */
export async function assertNewOrderHold(
  tx: Queryable,
  orderId: number,
  holder: OrderHolder,
  clientAddress: string,
  lines: readonly OrderLineInput[],
  settings: CheckoutSettings,
): Promise<void> {
  await assertWithinHoldLimits(
    tx,
    {
      orderId,
      holder,
      clientAddress,
      before: { units: 0, value: 0 },
      after: await holdOfLines(tx, lines),
      newHolder: true,
    },
    settings,
  );
}

/**
 * PUT /orders/{id}: refuses (409) a change to an existing order (`lines` its new products, or
 * null when they stay; `holder` who holds it after the change) that would take its shopper or
 * its address past the caps. Call it with the order locked, before its stock is released and
 * reserved again, so a refusal leaves the order as it was.
 */
export async function assertHoldAllowed(
  tx: Queryable,
  order: { id: number; customer_id: number | null; email: string },
  holder: OrderHolder,
  lines: readonly OrderLineInput[] | null,
  settings: CheckoutSettings,
): Promise<void> {
  const before = await holdOfOrder(tx, order.id);
  const [placed] = await tx.query<{ client_address: string | null }>(
    'SELECT client_address FROM orders WHERE id = $1',
    [order.id],
  );
  await assertWithinHoldLimits(
    tx,
    {
      orderId: order.id,
      holder,
      clientAddress: placed?.client_address ?? null,
      before,
      after: lines ? await holdOfLines(tx, lines) : before,
      newHolder: holder.customerId !== order.customer_id || emailKey(holder.email) !== emailKey(order.email),
    },
    settings,
  );
}
