import { validateContactForm, type ContactDetails } from '@store/contracts';
/**
 * The checkout steps after the order exists: contact and products, shipping, coupon and the
 * payment choice (card, bank transfer, pay at store). Each runs in one transaction with the
 * order row locked, refuses orders that left the checkout, and leaves the totals recomputed
 * by `recalculateOrder`.
 */
import type { OrderLineInput, PaymentInstructions, ShippingMethod, ShippingQuote } from '@store/contracts';
import type { Db, Queryable } from '../db/db.js';
import { roundMoney } from '../money.js';
import { queueMail } from '../outbox/outbox.js';
import { formatAmount, requestHash } from '../payments/gateway-signature.js';
import type { GatewaySettings } from '../payments/gateway-settings.js';
import {
  ATTEMPT_CANCELLED,
  cancelPendingAttempts,
  insertPendingPayment,
} from '../payments/payment-repository.js';
import type { CheckoutSettings } from './checkout-settings.js';
import { orderLocked, orderNotFound, stepMissing } from './order-errors.js';
import { applyCouponInTx, removeCouponInTx } from './order-coupon.js';
import { assertHoldAllowed } from './hold-limits.js';
import { assertOpenOrderAllowed } from './open-orders.js';
import { releaseExpiredReservations } from './order-expiry.js';
import { recalculateOrder } from './order-recalculation.js';
import { addOrderEvent, lockOrderRecord, type OrderRecord } from './order-repository.js';
import { STEP } from './order-status.js';
import { shippingCost } from './order-totals.js';
import {
  BANK_ACCOUNTS,
  instructionsMailLines,
  storePayInstructions,
  transferInstructions,
} from './payment-instructions.js';
import { PICKUP_DELIVERY_DAYS, requirePlaceZone, requireStore, requireZone } from './shipping.js';
import {
  insertOrderItems,
  normaliseLines,
  priceLines,
  releaseStock,
  reserveStock,
} from './stock-reservation.js';

/** Contact, products, shipping and coupon change only while the order is being checked out. */
const EDITABLE: readonly string[] = ['pending'];
/** The payment choice may also change while a transfer or store payment is awaited. */
const PAYABLE: readonly string[] = ['pending', 'pending_payment'];

/**
 * Runs `fn` with the order locked. An order whose reservation ran out is expired first (its
 * stock and coupon go back), so it is refused like any order that left the checkout.
 */
async function withOrder<T>(
  db: Db,
  orderId: number,
  allowed: readonly string[],
  fn: (tx: Queryable, order: OrderRecord) => Promise<T>,
): Promise<T> {
  await releaseExpiredReservations(db, { orderId });
  return db.transaction(async (tx) => {
    const order = await lockOrderRecord(tx, orderId);
    if (!order) throw orderNotFound();
    if (!allowed.includes(order.status)) throw orderLocked(order.status);
    return fn(tx, order);
  });
}

/**
 * A change in the card checkout gives the order `reservationMinutes` more, but never past its
 * cap: `reservationMaxMinutes` after it was placed or, once a transfer / pay-at-store hold was
 * placed, that hold's fixed end. Touching an order every few minutes cannot keep its stock.
 */
const extendReservation = (tx: Queryable, orderId: number, settings: CheckoutSettings): Promise<unknown> =>
  tx.query(
    `UPDATE orders
        SET reserved_until = LEAST(now() + make_interval(mins => $2::int),
                                   COALESCE(payment_hold_until, created_at + make_interval(mins => $3::int)))
      WHERE id = $1`,
    [orderId, settings.reservationMinutes, settings.reservationMaxMinutes],
  );

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface OrderDetailsChange {
  contact: ContactDetails | null;
  lines: OrderLineInput[] | null;
  /** A logged-in shopper opening their guest order with its token: the order becomes theirs. */
  bindCustomerId: number | null;
}

/** PUT /orders/{id}: contact data and/or products (re-priced and re-reserved atomically). */
export async function updateOrderDetails(
  db: Db,
  settings: CheckoutSettings,
  orderId: number,
  change: OrderDetailsChange,
): Promise<void> {
  const requested = change.lines;
  const lines = requested ? normaliseLines(requested) : null;
  await withOrder(db, orderId, EDITABLE, async (tx, order) => {
    // A new e-mail or a new owner joins this order to another shopper's count of open orders.
    const binds = change.bindCustomerId !== null && order.customer_id === null;
    const holder = {
      customerId: binds ? change.bindCustomerId : order.customer_id,
      email: change.contact?.email ?? order.email,
    };
    if (binds || (change.contact && !sameEmail(change.contact.email, order.email))) {
      await assertOpenOrderAllowed(tx, orderId, holder, settings.maxOpenOrders);
    }
    // Nor may it grow, or change hands, past the units and value one shopper may hold unpaid.
    await assertHoldAllowed(tx, order, holder, lines, settings);
    if (change.contact) {
      const c = change.contact;
      await tx.query(
        `UPDATE orders SET email = $2, firstname = $3, lastname = $4, telephone = $5, fax = $6,
                custom_field = $7, step = GREATEST(step, $8) WHERE id = $1`,
        [orderId, c.email, c.firstname, c.lastname, c.telephone, c.fax, c.custom_field, STEP.contact],
      );
    }
    if (binds) {
      await tx.query('UPDATE orders SET customer_id = $2 WHERE id = $1', [orderId, change.bindCustomerId]);
    }
    if (lines && requested) {
      // Release the old lines and reserve the new ones in the same transaction: the shopper
      // never holds both, and a failure leaves the previous reservation untouched.
      await releaseStock(tx, [orderId]);
      await tx.query('DELETE FROM order_items WHERE order_id = $1', [orderId]);
      const priced = await priceLines(tx, lines, requested);
      await reserveStock(tx, priced, requested);
      await insertOrderItems(tx, orderId, priced);
      await cancelPendingAttempts(tx, orderId, ATTEMPT_CANCELLED.orderChanged);
    }
    await extendReservation(tx, orderId, settings);
    await recalculateOrder(tx, orderId);
  });
}

export type ShippingChoice =
  | {
      method: 'home';
      placeId: number | null;
      zoneId: number | null;
      address_1: string;
      address_2: string;
      firstname: string | null;
      lastname: string | null;
      telephone: string | null;
    }
  | { method: 'store'; storeId: number };

/** PUT /orders/{id}/shipping: home delivery to a municipality's zone, or pick-up at a store. */
export async function saveShipping(
  db: Db,
  settings: CheckoutSettings,
  orderId: number,
  choice: ShippingChoice,
): Promise<void> {
  await withOrder(db, orderId, EDITABLE, async (tx, order) => {
    if (order.step < STEP.contact) throw stepMissing('contact');
    if (choice.method === 'store') {
      const store = await requireStore(tx, choice.storeId);
      await tx.query(
        `UPDATE orders SET shipping_method = 'store', store_id = $2, shipping_zone_id = NULL,
                shipping_address = NULL, step = GREATEST(step, $3) WHERE id = $1`,
        [orderId, store.id, STEP.shipping],
      );
    } else {
      const place = choice.placeId !== null ? await requirePlaceZone(tx, choice.placeId) : null;
      const zone = place?.zone ?? (choice.zoneId !== null ? await requireZone(tx, choice.zoneId) : null);
      if (!zone) throw new Error('unreachable: validated before');
      const [contact] = await tx.query<{ firstname: string; lastname: string; telephone: string }>(
        'SELECT firstname, lastname, telephone FROM orders WHERE id = $1',
        [orderId],
      );
      const address = {
        firstname: choice.firstname ?? contact?.firstname ?? '',
        lastname: choice.lastname ?? contact?.lastname ?? '',
        telephone: choice.telephone ?? contact?.telephone ?? '',
        address_1: choice.address_1,
        address_2: choice.address_2,
        place_id: place?.placeId ?? null,
        municipality: place?.municipality ?? '',
        department: place?.department ?? '',
        zone: zone.name,
      };
      await tx.query(
        `UPDATE orders SET shipping_method = 'home', store_id = NULL, shipping_zone_id = $2,
                shipping_address = $3::jsonb, step = GREATEST(step, $4) WHERE id = $1`,
        [orderId, zone.id, JSON.stringify(address), STEP.shipping],
      );
    }
    await cancelPendingAttempts(tx, orderId, ATTEMPT_CANCELLED.orderChanged);
    await extendReservation(tx, orderId, settings);
    await recalculateOrder(tx, orderId);
  });
}

/** PUT / DELETE /orders/{id}/coupon. */
export async function setOrderCoupon(
  db: Db,
  settings: CheckoutSettings,
  orderId: number,
  code: string | null,
): Promise<void> {
  await withOrder(db, orderId, EDITABLE, async (tx, order) => {
    if (code === null) await removeCouponInTx(tx, orderId, order.coupon_code);
    else await applyCouponInTx(tx, orderId, code, order.coupon_code, 'code');
    await cancelPendingAttempts(tx, orderId, ATTEMPT_CANCELLED.orderChanged);
    await extendReservation(tx, orderId, settings);
    await recalculateOrder(tx, orderId);
  });
}

/** GET /orders/{id}/calculate-shipping: what shipping would cost; changes nothing. */
export async function quoteShipping(
  db: Queryable,
  orderId: number,
  query: { method: ShippingMethod; zoneId: number | null; placeId: number | null },
): Promise<ShippingQuote> {
  const [figures] = await db.query<{ subtotal: number; discount: number }>(
    'SELECT subtotal::float8 AS subtotal, discount_total::float8 AS discount FROM orders WHERE id = $1',
    [orderId],
  );
  const subtotal = figures?.subtotal ?? 0;
  const discount = figures?.discount ?? 0;
  if (query.method === 'store') {
    return {
      shippingZoneId: null,
      shippingMethod: 'store',
      shippingTotal: 0,
      deliveryDays: PICKUP_DELIVERY_DAYS,
      subtotal,
      discount,
      total: roundMoney(subtotal - discount),
    };
  }
  const zone =
    query.placeId !== null
      ? (await requirePlaceZone(db, query.placeId)).zone
      : await requireZone(db, query.zoneId ?? 0);
  const shippingTotal = shippingCost('home', zone, subtotal);
  return {
    shippingZoneId: zone.id,
    shippingMethod: 'home',
    shippingTotal,
    deliveryDays: zone.deliveryDays,
    subtotal,
    discount,
    total: roundMoney(subtotal - discount + shippingTotal),
  };
}

export interface CardCheckout {
  cardLast4: string;
  cardName: string;
  billing: { rtn?: string; business_name?: string };
}

export interface SignedPayment {
  orderId: number;
  amount: string;
  time: number;
  hash: string;
}

function ensurePayable(order: OrderRecord): void {
  if (order.step < STEP.contact) throw stepMissing('contact');
  if (order.step < STEP.shipping) throw stepMissing('shipping');
}

/**
 * PUT /orders/{id}/billing: records a pending card payment signed for the gateway. The order
 * goes (back) to card payment and its reservation restarts within its cap (extendReservation):
 * a transfer or store hold it had is not extended by going to card. Only the last four digits
 * and the holder's name are kept.
 */
export async function prepareCardPayment(
  db: Db,
  settings: CheckoutSettings,
  gateway: GatewaySettings,
  orderId: number,
  card: CardCheckout,
  now: Date = new Date(),
): Promise<SignedPayment> {
  return withOrder(db, orderId, PAYABLE, async (tx, order) => {
    ensurePayable(order);
    await tx.query(
      `UPDATE orders SET status = 'pending', payment_method = 'credit-card', step = GREATEST(step, $2),
              billing = (COALESCE(billing, '{}'::jsonb) - 'bank' - 'pay_store_id') || $3::jsonb
        WHERE id = $1`,
      [orderId, STEP.billing, JSON.stringify(card.billing)],
    );
    await extendReservation(tx, orderId, settings);
    const totals = await recalculateOrder(tx, orderId);
    const time = Math.floor(now.getTime() / 1000);
    const amount = formatAmount(totals.total);
    const hash = requestHash(orderId, amount, time, gateway.secret);
    await insertPendingPayment(tx, {
      orderId,
      processor: gateway.processor,
      amount: totals.total,
      time,
      hash,
      cardLast4: card.cardLast4,
      cardName: card.cardName,
    });
    return { orderId, amount, time, hash };
  });
}

/**
 * The long hold is only for an order whose contact data is complete. The steps already require
 * the contact step (whose form checks every field) before shipping and payment; the stored row is
 * checked again here, with the same rule, so no hold is placed for an order nobody can be reached
 * about (e.g. a row written before that rule existed).
 */
async function ensureContactComplete(tx: Queryable, orderId: number): Promise<void> {
  const [contact] = await tx.query<ContactDetails>(
    'SELECT email, firstname, lastname, telephone, fax, custom_field FROM orders WHERE id = $1',
    [orderId],
  );
  if (!contact || !validateContactForm(contact).ok) throw stepMissing('contact');
}

/**
 * Payment instructions go by mail for the first few choices of an order only: the page shows
 * them every time, and an order typed with someone else's e-mail must not become a way to fill
 * that inbox by choosing transfer again and again (docs/security.md).
 */
export const MAX_INSTRUCTION_MAILS = 3;

async function mayMailInstructions(tx: Queryable, orderId: number): Promise<boolean> {
  const [row] = await tx.query<{ chosen: number }>(
    `SELECT count(*)::int AS chosen FROM order_events WHERE order_id = $1 AND status = 'pending_payment'`,
    [orderId],
  );
  return (row?.chosen ?? 0) <= MAX_INSTRUCTION_MAILS;
}

/**
 * Transfer and pay at store: the order waits for the payment, holding its stock longer. The
 * hold's end is fixed the first time either is chosen (`payment_hold_until`): choosing again,
 * switching between them or going to card and back never moves it.
 */
async function awaitPayment(
  tx: Queryable,
  settings: CheckoutSettings,
  order: OrderRecord,
  method: 'transfer' | 'store-pay',
  billing: Record<string, unknown>,
  note: string,
  instructionsFor: (deadline: Date, total: number) => PaymentInstructions,
): Promise<void> {
  ensurePayable(order);
  await ensureContactComplete(tx, order.id);
  await cancelPendingAttempts(tx, order.id, ATTEMPT_CANCELLED.methodChanged);
  const [updated] = await tx.query<{ reserved_until: Date | string }>(
    `UPDATE orders SET status = 'pending_payment', payment_method = $2, step = GREATEST(step, $3),
            billing = (COALESCE(billing, '{}'::jsonb) - 'bank' - 'pay_store_id') || $4::jsonb,
            payment_hold_until = COALESCE(payment_hold_until, now() + make_interval(hours => $5::int)),
            reserved_until = COALESCE(payment_hold_until, now() + make_interval(hours => $5::int))
      WHERE id = $1
      RETURNING reserved_until`,
    [order.id, method, STEP.billing, JSON.stringify(billing), settings.paymentHoldHours],
  );
  const totals = await recalculateOrder(tx, order.id);
  await addOrderEvent(tx, order.id, 'pending_payment', note);
  if (order.email && updated && (await mayMailInstructions(tx, order.id))) {
    const instructions = instructionsFor(new Date(updated.reserved_until), totals.total);
    await queueMail(tx, {
      to: order.email,
      subject: `Pedido ${order.number}: instrucciones de pago`,
      body: [
        `Hola ${order.firstname}: tu pedido ${order.number} está reservado.`,
        ...instructionsMailLines(instructions),
      ].join('\n'),
    });
  }
}

/** PUT /orders/{id}/transfer. */
export async function chooseTransfer(
  db: Db,
  settings: CheckoutSettings,
  orderId: number,
  bank: string | null,
): Promise<void> {
  await withOrder(db, orderId, PAYABLE, async (tx, order) => {
    const bankName = BANK_ACCOUNTS.find((account) => account.bank === bank)?.bankName;
    await awaitPayment(
      tx,
      settings,
      order,
      'transfer',
      { bank },
      bankName ? `Pago por transferencia pendiente (${bankName})` : 'Pago por transferencia pendiente',
      (deadline, total) => transferInstructions({ number: order.number, total, deadline }, bank),
    );
  });
}

/** PUT /orders/{id}/storepay. */
export async function chooseStorePay(
  db: Db,
  settings: CheckoutSettings,
  orderId: number,
  storeId: number,
): Promise<void> {
  await withOrder(db, orderId, PAYABLE, async (tx, order) => {
    const store = await requireStore(tx, storeId);
    await awaitPayment(
      tx,
      settings,
      order,
      'store-pay',
      { pay_store_id: store.id },
      `Pago en tienda pendiente (${store.name})`,
      (deadline, total) => storePayInstructions({ number: order.number, total, deadline }, store),
    );
  });
}
