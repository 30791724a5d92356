import type { ContactDetails } from '@store/contracts';
import { createHash } from 'node:crypto';
import type { OrderLineInput } from '@store/contracts';
import { newOrderAccessToken, rotateOrderAccessToken } from '../auth/order-access-token.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { CheckoutSettings } from './checkout-settings.js';
import { applyCouponInTx } from './order-coupon.js';
import { releaseExpiredReservations } from './order-expiry.js';
import { newOrderNumber } from './order-number.js';
import { recalculateOrder } from './order-recalculation.js';
import { assertNewOrderHold } from './hold-limits.js';
import { assertOpenOrderAllowed, type OrderHolder } from './open-orders.js';
import { addOrderEvent } from './order-repository.js';
import { STEP } from './order-status.js';
import { insertOrderItems, normaliseLines, priceLines, reserveStock } from './stock-reservation.js';

export const IDEMPOTENCY_MISMATCH = 'La clave de idempotencia ya se usó con otra solicitud';

export interface PlaceOrderInput {
  lines: OrderLineInput[];
  /** Validated contact form, or null when the body had none. */
  contact: ContactDetails | null;
  couponCode: string | null;
  customerId: number | null;
  idempotencyKey: string | null;
  /**
   * Where the request came from, as the per-address limits key it (`addressKey(request.ip)`: an
   * IPv4 address or an IPv6 /64); stored on the order and counted by the address's hold limit.
   */
  clientAddress: string;
  /** Placed from an integrator's embedded checkout (already checked, src/embed/embed-attribution.ts). */
  embed?: EmbedAttribution | null;
}

/** Who sold an order through the embeddable checkout, and on which page (migration 016). */
export interface EmbedAttribution {
  integrator: string;
  /** The host page's normalised origin, on the integrator's allow-list. */
  origin: string;
}

export interface PlacedOrder {
  orderId: number;
  /** True when an Idempotency-Key matched an earlier identical request. */
  replay: boolean;
  /** The order's access token for the answer (only its hash is stored; a replay gets a new one). */
  accessToken: string;
}

/**
 * What makes two requests "the same" for Idempotency-Key: the products and quantities, the
 * coupon, the contact data and the customer. Extra cart fields (price, sum, name) are ignored
 * by the API, so they do not count either.
 */
function fingerprint(input: PlaceOrderInput, lines: readonly OrderLineInput[]): string {
  const canonical = JSON.stringify({
    customerId: input.customerId,
    lines: lines.map((line) => [line.id, line.qty]),
    coupon: input.couponCode?.toUpperCase() ?? null,
    contact: input.contact,
    // Only when present, so the fingerprints of the store's own orders stay what they were.
    ...(input.embed ? { embed: [input.embed.integrator, input.embed.origin] } : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

async function findByIdempotencyKey(
  db: Queryable,
  key: string,
): Promise<{ id: number; idempotency_fingerprint: string | null } | null> {
  const rows = await db.query<{ id: number; idempotency_fingerprint: string | null }>(
    'SELECT id, idempotency_fingerprint FROM orders WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ?? null;
}

async function replayOf(
  db: Queryable,
  existing: { id: number; idempotency_fingerprint: string | null },
  print: string,
): Promise<PlacedOrder> {
  if (existing.idempotency_fingerprint !== print) {
    throw new HttpError(422, IDEMPOTENCY_MISMATCH, 'IDEMPOTENCY_KEY_REUSED');
  }
  // The stored hash cannot give the first answer's token back: the replay gets a new one.
  return { orderId: existing.id, replay: true, accessToken: await rotateOrderAccessToken(db, existing.id) };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A logged-in customer's order starts with their profile's contact data (still step 0). */
async function customerContact(db: Queryable, customerId: number): Promise<ContactDetails | null> {
  const rows = await db.query<ContactDetails>(
    'SELECT email, firstname, lastname, telephone, fax, custom_field FROM customers WHERE id = $1',
    [customerId],
  );
  return rows[0] ?? null;
}

/**
 * Places an order in one transaction: prices from the database, stock reserved with
 * conditional UPDATEs, coupon use counted atomically, totals computed by the server and a
 * 'Pedido recibido' event. Any failure rolls everything back. With an Idempotency-Key the same
 * request returns the first order instead of placing a second one. A customer or an e-mail that
 * already has `settings.maxOpenOrders` unpaid orders holding stock is refused (409), and so is an
 * order that would take its shopper's, or its client address's, units or value held unpaid past
 * the caps (hold-limits.ts).
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  settings: CheckoutSettings,
): Promise<PlacedOrder> {
  const lines = normaliseLines(input.lines);
  const print = fingerprint(input, lines);
  const key = input.idempotencyKey;
  if (key !== null) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return replayOf(db, existing, print);
  }

  // Lazily give back what abandoned checkouts hold, so it can be sold now.
  await releaseExpiredReservations(db);

  const profile =
    input.contact === null && input.customerId !== null ? await customerContact(db, input.customerId) : null;
  const contact = input.contact ?? profile;

  const access = newOrderAccessToken();
  try {
    const orderId = await db.transaction(async (tx) => {
      const priced = await priceLines(tx, lines, input.lines);
      const [next] = await tx.query<{ id: number }>(
        "SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id",
      );
      if (!next) throw new Error('nextval sin resultado');
      const id = next.id;
      // The order row goes first: on PostgreSQL a concurrent request with the same key waits
      // here on the unique index and then fails, before it reserves anything.
      await tx.query(
        `INSERT INTO orders (id, number, access_token, customer_id, idempotency_key, idempotency_fingerprint,
                             email, firstname, lastname, telephone, fax, custom_field, step, reserved_until,
                             client_address, embed_integrator, embed_origin)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                 now() + make_interval(mins => LEAST($14::int, $15::int)), $16, $17, $18)`,
        [
          id,
          newOrderNumber(),
          access.hash,
          input.customerId,
          key,
          key === null ? null : print,
          contact?.email ?? '',
          contact?.firstname ?? '',
          contact?.lastname ?? '',
          contact?.telephone ?? '',
          contact?.fax ?? '',
          contact?.custom_field ?? '',
          input.contact ? STEP.contact : STEP.init,
          settings.reservationMinutes,
          settings.reservationMaxMinutes,
          input.clientAddress,
          input.embed?.integrator ?? null,
          input.embed?.origin ?? null,
        ],
      );
      // After the row (a request repeating an Idempotency-Key has already stopped there and
      // gets its replay), before any stock is taken.
      const holder: OrderHolder = { customerId: input.customerId, email: contact?.email ?? '' };
      await assertOpenOrderAllowed(tx, id, holder, settings.maxOpenOrders);
      await assertNewOrderHold(tx, id, holder, input.clientAddress, lines, settings);
      await reserveStock(tx, priced, input.lines);
      await insertOrderItems(tx, id, priced);
      if (input.couponCode) await applyCouponInTx(tx, id, input.couponCode, null);
      await recalculateOrder(tx, id);
      await addOrderEvent(tx, id, 'pending', 'Pedido recibido');
      return id;
    });
    return { orderId, replay: false, accessToken: access.token };
  } catch (error) {
    if (key !== null && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, key);
      if (existing) return replayOf(db, existing, print);
    }
    throw error;
  }
}
