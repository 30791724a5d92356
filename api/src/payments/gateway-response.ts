/**
 * The store's side of the hosted gateway's answer. An order becomes paid in exactly one place,
 * `recordApprovedPayment`, and only with an approved answer that carries the gateway's response
 * hash, md5(orderid|amount|response|authcode|time|secret), checked here against the secret
 * (docs/orders.md, "Card payment"). Nothing a shopper sends to the store's own routes can do it.
 *
 * Two producers reach it: the sandbox (sandbox-gateway.ts), a development aid served only when
 * switched on (GATEWAY_SANDBOX / DEVELOPMENT_AIDS, never in production), and `recordGatewayAnswer`
 * below, behind `POST /gateway/response`, which takes a real gateway's answer as its return URL
 * (or its notification) carries it.
 */
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { addOrderEvent, lockOrderRecord, type OrderRecord } from '../orders/order-repository.js';
import { queueMail } from '../outbox/outbox.js';
import { formatAmount, responseHash, sameDigest } from './gateway-signature.js';
import type { GatewaySettings } from './gateway-settings.js';
import { lockLatestPayment, settlePayment, type PaymentRecord } from './payment-repository.js';

export const INVALID_SIGNATURE = 'Firma de pago inválida';

export const invalidSignature = (): HttpError => new HttpError(400, INVALID_SIGNATURE, 'INVALID_SIGNATURE');

/** 1 approved, 2 declined, 3 error (as the hosted gateway answers). */
export type GatewayResponse = 1 | 2 | 3;

/** The gateway's answer about one order, as its return URL carries it (plus the signed amount). */
export interface GatewayAnswer {
  orderId: number;
  /** The amount as signed: two decimals, dot (formatAmount). Not in the return URL's query. */
  amount: string;
  response: GatewayResponse;
  responseText: string;
  /** Authorisation code; empty unless approved. */
  authCode: string;
  /** Unix seconds of the answer. */
  time: number;
  /** md5(orderid|amount|response|authcode|time|secret). */
  hash: string;
}

/** The gateway's side: signs an answer with the shared secret (the sandbox plays the gateway). */
export function signGatewayAnswer(
  settings: GatewaySettings,
  answer: Omit<GatewayAnswer, 'hash'>,
): GatewayAnswer {
  return { ...answer, hash: responseHash(answer, settings.secret) };
}

/** The store's side: whether the answer was signed with the gateway's secret (constant time). */
export function isGenuineAnswer(settings: GatewaySettings, answer: GatewayAnswer): boolean {
  return sameDigest(responseHash(answer, settings.secret), answer.hash);
}

async function markPaid(tx: Queryable, order: OrderRecord, authCode: string): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'paid', stock_reserved = false, reserved_until = NULL,
            step = GREATEST(step, 3), updated_at = now()
      WHERE id = $1`,
    [order.id],
  );
  await addOrderEvent(tx, order.id, 'paid', `Pago con tarjeta aprobado (autorización ${authCode})`);
  if (order.email) {
    await queueMail(tx, {
      to: order.email,
      subject: `Pedido ${order.number}: pago recibido`,
      body: `Hola ${order.firstname}: recibimos el pago de tu pedido ${order.number} por L ${formatAmount(order.total)}. Te avisaremos cuando lo enviemos. Puedes seguirlo en Mi Pedido con tu número de pedido y tu correo.`,
    });
  }
}

/**
 * Records an approved answer on the pending payment it settles and moves the order to paid,
 * inside the caller's transaction (order and payment locked by it). Refuses with 400
 * 'Firma de pago inválida' (the transaction rolls back, nothing changes) unless the answer is
 * an approval, with an authorisation code, for this order and this payment's amount, and
 * signed with the gateway's secret.
 */
export async function recordApprovedPayment(
  tx: Queryable,
  settings: GatewaySettings,
  order: OrderRecord,
  payment: PaymentRecord,
  answer: GatewayAnswer,
  cardLast4: string | null,
): Promise<void> {
  const matches =
    answer.response === 1 &&
    answer.authCode !== '' &&
    answer.orderId === order.id &&
    payment.order_id === order.id &&
    answer.amount === formatAmount(payment.amount) &&
    isGenuineAnswer(settings, answer);
  if (!matches) throw invalidSignature();
  await settlePayment(tx, payment.id, {
    status: 'approved',
    response: answer.responseText,
    authCode: answer.authCode,
    cardLast4,
  });
  await markPaid(tx, order, answer.authCode);
}

/** The return URL's fields, as `POST /gateway/response` receives them (GatewayAnswerBody). */
export interface ReturnedAnswer {
  orderid: string;
  response: string;
  responsetext?: string | undefined;
  authcode?: string | undefined;
  time: string;
  hash: string;
}

const ANSWER_STATUS = { 2: 'declined', 3: 'error' } as const;

/**
 * The store's side of a gateway answer that arrives over HTTP (the shopper's browser forwarding
 * the return URL, or the gateway's notification). The signature is the only credential: it
 * is checked against the order's latest attempt and its amount, and the answer must be newer
 * than that attempt, so an old genuine answer (e.g. a decline) cannot settle a later attempt.
 * A pending attempt is settled once; a repeated answer changes nothing and gets the same result.
 * Anything that does not check out is 400 'Firma de pago inválida', and nothing changes.
 */
export async function recordGatewayAnswer(
  db: Db,
  settings: GatewaySettings,
  returned: ReturnedAnswer,
): Promise<OrderRecord> {
  if (
    !/^\d{1,10}$/.test(returned.orderid) ||
    !/^[123]$/.test(returned.response) ||
    !/^\d{1,12}$/.test(returned.time) ||
    !/^[0-9a-fA-F]{32}$/.test(returned.hash)
  )
    throw invalidSignature();
  const orderId = Number(returned.orderid);
  const response = Number(returned.response) as GatewayResponse;
  return db.transaction(async (tx) => {
    const order = await lockOrderRecord(tx, orderId);
    const payment = order ? await lockLatestPayment(tx, order.id) : null;
    if (!order || !payment) throw invalidSignature();
    const answer: GatewayAnswer = {
      orderId,
      amount: formatAmount(payment.amount),
      response,
      responseText: (returned.responsetext ?? '').trim(),
      authCode: (returned.authcode ?? '').trim(),
      time: Number(returned.time),
      hash: returned.hash,
    };
    if (!isGenuineAnswer(settings, answer) || answer.time < payment.time) throw invalidSignature();
    if (payment.status !== 'pending') return order;

    if (response === 1) {
      if (['pending', 'pending_payment'].includes(order.status)) {
        await recordApprovedPayment(tx, settings, order, payment, answer, null);
      } else {
        // The bank charged an order that no longer takes payments (expired, cancelled): keep
        // the order as it is and leave a trace for the team to refund or honour it by hand.
        await settlePayment(tx, payment.id, {
          status: 'approved',
          response: answer.responseText,
          authCode: answer.authCode,
          cardLast4: null,
        });
        await addOrderEvent(
          tx,
          order.id,
          order.status,
          `Pago con tarjeta aprobado (autorización ${answer.authCode}) para un pedido que ya no admitía pagos: revisar reembolso`,
        );
      }
    } else {
      const text = answer.responseText || 'Pago no aprobado';
      await settlePayment(tx, payment.id, {
        status: ANSWER_STATUS[response],
        response: text,
        authCode: null,
        cardLast4: null,
      });
      await addOrderEvent(tx, order.id, order.status, `Pago con tarjeta rechazado: ${text}`);
    }
    return (await lockOrderRecord(tx, order.id)) ?? order;
  });
}
