import { randomInt } from 'node:crypto';
import type { GatewayTransactBody } from '@store/contracts';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { addOrderEvent, lockOrderRecord, type OrderRecord } from '../orders/order-repository.js';
import { queueMail } from '../outbox/outbox.js';
import { cardDigits, expiryInFuture, validCvc } from './card-validation.js';
import { formatAmount, requestHash, responseHash, sameDigest } from './gateway-signature.js';
import type { GatewaySettings } from './gateway-settings.js';
import type { PaymentStatus } from '@store/contracts';
import { lockPaymentAttempt, settlePayment, type PaymentRecord } from './payment-repository.js';

/** Test cards of the sandbox (docs/orders.md). */
export const SANDBOX_APPROVED_CARDS: readonly string[] = ['4111111111111111', '5555555555554444'];
export const SANDBOX_DECLINED_CARDS: readonly string[] = ['4000000000000002'];

export const INVALID_SIGNATURE = 'Firma de pago inválida';
/** A signed request older than this is refused (seconds). */
export const MAX_REQUEST_AGE_SECONDS = 15 * 60;
/** Clocks drift: a request a little in the future is still accepted. */
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/**
 * What the card form posts (`GatewayTransactBody`), each field under the gateway's own name
 * once its aliases (the names of processorData) are resolved; the first eight are required.
 */
export type TransactFields = Required<
  Pick<GatewayTransactBody, 'orderid' | 'amount' | 'time' | 'hash' | 'key_id' | 'ccnumber' | 'ccexp' | 'cvv'>
> &
  Pick<GatewayTransactBody, 'firstname' | 'lastname' | 'email'>;

/** 1 approved, 2 declined, 3 error (as the hosted gateway answers). */
export type GatewayResponse = 1 | 2 | 3;

export interface GatewayResult {
  orderId: number;
  response: GatewayResponse;
  responseText: string;
  authCode: string;
  time: number;
  hash: string;
}

const invalidSignature = (): HttpError => new HttpError(400, INVALID_SIGNATURE, 'INVALID_SIGNATURE');

const RESPONSE_BY_STATUS: Record<PaymentStatus, GatewayResponse> = {
  approved: 1,
  declined: 2,
  error: 3,
  cancelled: 3,
  pending: 3,
};

interface Decision {
  status: 'approved' | 'declined' | 'error';
  text: string;
}

/** The sandbox's card rules: documented numbers only, never a real card. */
export function decideCard(fields: Pick<TransactFields, 'ccnumber' | 'ccexp' | 'cvv'>): Decision {
  const digits = cardDigits(fields.ccnumber);
  if (SANDBOX_DECLINED_CARDS.includes(digits)) return { status: 'declined', text: 'Tarjeta rechazada' };
  if (!SANDBOX_APPROVED_CARDS.includes(digits))
    return { status: 'declined', text: 'Tarjeta no válida en el entorno de pruebas' };
  if (!expiryInFuture(fields.ccexp)) return { status: 'declined', text: 'Tarjeta vencida' };
  if (!validCvc(fields.cvv)) return { status: 'declined', text: 'CVC inválido' };
  return { status: 'approved', text: 'Transacción aprobada' };
}

function orderProblem(order: OrderRecord | null, payment: PaymentRecord): string | null {
  if (!order) return 'Pedido no encontrado';
  if (order.status === 'paid') return 'El pedido ya fue pagado';
  if (!['pending', 'pending_payment'].includes(order.status) || !order.stock_reserved)
    return 'El pedido ya no admite pagos; vuelve a realizar tu pedido';
  if (order.payment_method !== 'credit-card') return 'El pedido cambió de forma de pago';
  if (formatAmount(order.total) !== formatAmount(payment.amount))
    return 'El total del pedido cambió; vuelve a confirmar el pago';
  return null;
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
 * One card transaction of the sandbox: checks the merchant key and the request signature
 * against the pending payment (anything tampered is refused before anything changes),
 * refuses stale requests, decides by test card and records the result on the payment and the
 * order in one transaction. A repeated post of a settled payment answers the stored result.
 */
export async function processSandboxTransaction(
  db: Db,
  settings: GatewaySettings,
  fields: TransactFields,
  now: Date = new Date(),
): Promise<GatewayResult> {
  if (!sameDigest(fields.key_id, settings.keyId)) throw invalidSignature();
  if (
    !/^\d{1,10}$/.test(fields.orderid) ||
    !/^\d{1,12}$/.test(fields.time) ||
    !/^\d{1,10}\.\d{2}$/.test(fields.amount)
  )
    throw invalidSignature();
  if (!sameDigest(requestHash(fields.orderid, fields.amount, fields.time, settings.secret), fields.hash))
    throw invalidSignature();
  const orderId = Number(fields.orderid);
  const requestTime = Number(fields.time);
  const nowSeconds = Math.floor(now.getTime() / 1000);

  const outcome = await db.transaction(async (tx) => {
    // Order first, then payment: the same lock order as the billing step, so they cannot deadlock.
    const order = await lockOrderRecord(tx, orderId);
    const payment = await lockPaymentAttempt(tx, orderId, requestTime, fields.hash);
    if (!payment || formatAmount(payment.amount) !== fields.amount) throw invalidSignature();
    if (payment.status !== 'pending') {
      return {
        response: RESPONSE_BY_STATUS[payment.status],
        text: payment.response ?? '',
        authCode: payment.auth_code ?? '',
        amount: fields.amount,
      };
    }

    const digits = cardDigits(fields.ccnumber);
    const last4 = /^\d{4,19}$/.test(digits) ? digits.slice(-4) : null;
    const settle = async (status: PaymentStatus, text: string, authCode: string | null): Promise<void> =>
      settlePayment(tx, payment.id, { status, response: text, authCode, cardLast4: last4 });

    const age = nowSeconds - requestTime;
    if (age > MAX_REQUEST_AGE_SECONDS || age < -MAX_CLOCK_SKEW_SECONDS) {
      const text = 'La solicitud de pago venció; vuelve a intentarlo';
      await settle('error', text, null);
      return { response: 3 as const, text, authCode: '', amount: fields.amount };
    }

    const problem = orderProblem(order, payment);
    if (problem || !order) {
      const text = problem ?? 'Pedido no encontrado';
      await settle('error', text, null);
      return { response: 3 as const, text, authCode: '', amount: fields.amount };
    }

    const decision = decideCard(fields);
    if (decision.status === 'approved') {
      const authCode = String(randomInt(100000, 1000000));
      await settle('approved', decision.text, authCode);
      await markPaid(tx, order, authCode);
      return { response: 1 as const, text: decision.text, authCode, amount: fields.amount };
    }
    await settle(decision.status, decision.text, null);
    await addOrderEvent(tx, order.id, order.status, `Pago con tarjeta rechazado: ${decision.text}`);
    return { response: 2 as const, text: decision.text, authCode: '', amount: fields.amount };
  });

  return {
    orderId,
    response: outcome.response,
    responseText: outcome.text,
    authCode: outcome.authCode,
    time: nowSeconds,
    hash: responseHash(
      {
        orderId,
        amount: outcome.amount,
        response: outcome.response,
        authCode: outcome.authCode,
        time: nowSeconds,
      },
      settings.secret,
    ),
  };
}

/** The return URL with the gateway's answer in the query, as hosted gateways send it. */
export function returnUrlFor(settings: GatewaySettings, result: GatewayResult): string {
  const url = new URL(settings.returnUrl);
  url.searchParams.set('orderid', String(result.orderId));
  url.searchParams.set('response', String(result.response));
  url.searchParams.set('responsetext', result.responseText);
  url.searchParams.set('authcode', result.authCode);
  url.searchParams.set('time', String(result.time));
  url.searchParams.set('hash', result.hash);
  return url.toString();
}
