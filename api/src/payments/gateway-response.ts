/**
 * The store's side of the hosted gateway's answer. Every answer goes through one function,
 * `settleGatewayAnswer`, which records it (payment-answers.ts) and decides what it does: an
 * order becomes paid there only, and only with an approved answer that carries the gateway's
 * response hash, md5(orderid|amount|response|authcode|time|secret), for an attempt still
 * pending whose signed amount is the order's total at that moment, on an order that still takes
 * card payments (docs/orders.md, "Card payment"). Any other approval is money the bank took
 * that did not pay the order: it is kept on the order as a charge to refund ('revisar
 * reembolso'), never lost and never counted as the payment. Nothing a shopper sends to the
 * store's own routes can pay an order.
 *
 * Two producers reach it: the sandbox (sandbox-gateway.ts), a development aid served only when
 * switched on (GATEWAY_SANDBOX / DEVELOPMENT_AIDS, never in production), and `recordGatewayAnswer`
 * below, behind `POST /gateway/response`, which takes a real gateway's answer as its return URL
 * (or its notification) carries it.
 */
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { addOrderEvent, lockOrderRecord, type OrderRecord } from '../orders/order-repository.js';
import { markOrderPaid } from '../orders/order-sale.js';
import { queueMail } from '../outbox/outbox.js';
import { formatAmount, responseHash, sameDigest } from './gateway-signature.js';
import type { GatewaySettings } from './gateway-settings.js';
import { answerRecorded, insertAnswer, type AnswerOutcome } from './payment-answers.js';
import { lockAttemptsUpTo, settlePayment, type PaymentRecord } from './payment-repository.js';

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

const markPaid = (tx: Queryable, order: OrderRecord, authCode: string): Promise<void> =>
  markOrderPaid(tx, order, `Pago con tarjeta aprobado (autorización ${authCode})`);

/** Why an approved charge did not pay the order (shown to the shopper and kept on the order). */
export const REFUND_REASONS = {
  totalChanged: 'El total del pedido cambió después de confirmar el pago',
  attemptReplaced: 'El intento de pago ya no era válido (el pedido cambió o se inició otro pago)',
  alreadyPaid: 'El pedido ya estaba pagado: es un cobro duplicado',
  methodChanged: 'El pedido cambió de forma de pago',
  notPayable: 'El pedido ya no admitía pagos',
  noAuthCode: 'El banco aprobó el cobro sin código de autorización',
} as const;

/**
 * Why this approval cannot pay the order, or null when it can: the attempt must still be the
 * pending one, the order must take card payments now, and the signed amount must be its total
 * now. The sandbox refuses the same cases before charging (its `orderProblem`); a real bank
 * charges first, so the store decides here.
 */
function refundReason(order: OrderRecord, payment: PaymentRecord, answer: GatewayAnswer): string | null {
  if (answer.authCode === '') return REFUND_REASONS.noAuthCode;
  if (order.status === 'paid') return REFUND_REASONS.alreadyPaid;
  if (payment.status !== 'pending') return REFUND_REASONS.attemptReplaced;
  if (!['pending', 'pending_payment'].includes(order.status) || !order.stock_reserved)
    return REFUND_REASONS.notPayable;
  if (order.payment_method !== 'credit-card') return REFUND_REASONS.methodChanged;
  if (answer.amount !== formatAmount(order.total)) return REFUND_REASONS.totalChanged;
  return null;
}

/**
 * An approved charge that did not pay the order: the attempt keeps the bank's authorisation
 * (so the charge can be found and refunded) without being counted as the order's payment, the
 * order's history says 'revisar reembolso', and the shopper is told by e-mail.
 */
async function keepChargeToRefund(
  tx: Queryable,
  order: OrderRecord,
  payment: PaymentRecord,
  answer: GatewayAnswer,
  reason: string,
): Promise<void> {
  if (payment.status === 'pending') {
    await settlePayment(tx, payment.id, {
      status: 'cancelled',
      response: `${reason}; el cobro se revisará para reembolsarlo`,
      authCode: answer.authCode || null,
      cardLast4: null,
    });
  }
  const code = answer.authCode || 'sin código';
  await addOrderEvent(
    tx,
    order.id,
    order.status,
    `Cobro con tarjeta de L ${answer.amount} aprobado por el banco (autorización ${code}) que no pagó el pedido: ${reason}. Revisar reembolso`,
  );
  if (order.email) {
    await queueMail(tx, {
      to: order.email,
      subject: `Pedido ${order.number}: revisaremos un cobro para reembolsarlo`,
      body: [
        `Hola ${order.firstname}: el banco aprobó un cobro de L ${answer.amount} (autorización ${code}) para tu pedido ${order.number}, pero no lo aplicamos al pedido: ${reason}.`,
        order.status === 'paid'
          ? 'Tu pedido ya está pagado. Revisaremos este cobro para reembolsarlo.'
          : 'Revisaremos este cobro para reembolsarlo. Para completar tu compra, vuelve a confirmar el pago.',
      ].join('\n'),
    });
  }
}

/**
 * The one place a signed gateway answer takes effect, inside the caller's transaction (order
 * and attempts locked by it): checks the signature against `payment`'s amount (400 'Firma de
 * pago inválida' and nothing written otherwise), records the answer, and then pays the order,
 * settles a decline, or keeps an approval that cannot pay the order as a charge to refund.
 * A signed answer already recorded changes nothing. Returns what was done.
 */
export async function settleGatewayAnswer(
  tx: Queryable,
  settings: GatewaySettings,
  order: OrderRecord,
  payment: PaymentRecord,
  answer: GatewayAnswer,
  cardLast4: string | null,
): Promise<AnswerOutcome | 'already-recorded'> {
  const genuine =
    answer.orderId === order.id &&
    payment.order_id === order.id &&
    answer.amount === formatAmount(payment.amount) &&
    answer.time >= payment.time &&
    isGenuineAnswer(settings, answer);
  if (!genuine) throw invalidSignature();
  if (await answerRecorded(tx, order.id, answer.hash)) return 'already-recorded';

  let outcome: AnswerOutcome;
  let reason: string | null = null;
  if (answer.response !== 1) {
    outcome = 'declined';
    if (payment.status === 'pending') {
      const text = answer.responseText || 'Pago no aprobado';
      await settlePayment(tx, payment.id, {
        status: ANSWER_STATUS[answer.response],
        response: text,
        authCode: null,
        cardLast4,
      });
      await addOrderEvent(tx, order.id, order.status, `Pago con tarjeta rechazado: ${text}`);
    }
  } else if (payment.status === 'approved' && payment.auth_code === answer.authCode) {
    // The same charge told again (the notification and the return URL signed at other times).
    outcome = 'repeated';
  } else {
    reason = refundReason(order, payment, answer);
    if (reason === null) {
      outcome = 'paid';
      await settlePayment(tx, payment.id, {
        status: 'approved',
        response: answer.responseText,
        authCode: answer.authCode,
        cardLast4,
      });
      await markPaid(tx, order, answer.authCode);
    } else {
      outcome = 'refund_review';
      await keepChargeToRefund(tx, order, payment, answer, reason);
    }
  }
  await insertAnswer(tx, {
    orderId: order.id,
    paymentId: payment.id,
    response: answer.response,
    responseText: answer.responseText,
    authCode: answer.authCode,
    amount: answer.amount,
    time: answer.time,
    hash: answer.hash,
    outcome,
    reason,
  });
  return outcome;
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

/** Order ids are PostgreSQL integers: anything larger cannot be an order (and never reaches SQL). */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * The store's side of a gateway answer that arrives over HTTP (the shopper's browser forwarding
 * the return URL, or the gateway's notification). The signature is the only credential. The
 * answer does not name its attempt, so it is checked against each of the order's attempts
 * signed before it, newest first, with that attempt's amount: the one it verifies with is the
 * attempt it answers (an answer older than every attempt, or signed with anything else, is 400
 * 'Firma de pago inválida' and nothing is written). Then `settleGatewayAnswer` decides.
 */
export async function recordGatewayAnswer(
  db: Db,
  settings: GatewaySettings,
  returned: ReturnedAnswer,
): Promise<OrderRecord> {
  if (
    !/^\d{1,10}$/.test(returned.orderid) ||
    Number(returned.orderid) > MAX_ORDER_ID ||
    !/^[123]$/.test(returned.response) ||
    !/^\d{1,12}$/.test(returned.time) ||
    !/^[0-9a-fA-F]{32}$/.test(returned.hash)
  )
    throw invalidSignature();
  const orderId = Number(returned.orderid);
  const time = Number(returned.time);
  return db.transaction(async (tx) => {
    const order = await lockOrderRecord(tx, orderId);
    if (!order) throw invalidSignature();
    const signedAt = (payment: PaymentRecord): GatewayAnswer => ({
      orderId,
      amount: formatAmount(payment.amount),
      response: Number(returned.response) as GatewayResponse,
      responseText: (returned.responsetext ?? '').trim(),
      authCode: (returned.authcode ?? '').trim(),
      time,
      hash: returned.hash,
    });
    const attempts = await lockAttemptsUpTo(tx, orderId, time);
    const payment = attempts.find((attempt) => isGenuineAnswer(settings, signedAt(attempt)));
    if (!payment) throw invalidSignature();
    await settleGatewayAnswer(tx, settings, order, payment, signedAt(payment), null);
    return (await lockOrderRecord(tx, order.id)) ?? order;
  });
}
