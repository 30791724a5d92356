/**
 * The sandbox of the hosted card gateway: a development aid (served only with GATEWAY_SANDBOX /
 * DEVELOPMENT_AIDS, refused in production) that plays the bank's part so checkout can be tried
 * end to end. It signs its answers as the gateway would and hands approvals to the store's
 * side, gateway-response.ts, which alone marks an order paid after checking the response hash.
 */
import { randomInt } from 'node:crypto';
import type { GatewayTransactBody } from '@store/contracts';
import type { Db } from '../db/db.js';
import { lockOrderRecord, type OrderRecord } from '../orders/order-repository.js';
import { cardDigits, expiryInFuture, validCvc } from './card-validation.js';
import { formatAmount, requestHash, sameDigest } from './gateway-signature.js';
import type { GatewaySettings } from './gateway-settings.js';
import type { PaymentStatus } from '@store/contracts';
import {
  invalidSignature,
  settleGatewayAnswer,
  signGatewayAnswer,
  type GatewayAnswer,
  type GatewayResponse,
} from './gateway-response.js';
import { lockPaymentAttempt, type PaymentRecord } from './payment-repository.js';
import { orderReturnUrl } from './return-url.js';

/** Test cards of the sandbox (docs/orders.md). */
export const SANDBOX_APPROVED_CARDS: readonly string[] = ['4111111111111111', '5555555555554444'];
export const SANDBOX_DECLINED_CARDS: readonly string[] = ['4000000000000002'];

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

function orderProblem(order: OrderRecord, payment: PaymentRecord): string | null {
  if (order.status === 'paid') return 'El pedido ya fue pagado';
  if (!['pending', 'pending_payment'].includes(order.status) || !order.stock_reserved)
    return 'El pedido ya no admite pagos; vuelve a realizar tu pedido';
  if (order.payment_method !== 'credit-card') return 'El pedido cambió de forma de pago';
  if (formatAmount(order.total) !== formatAmount(payment.amount))
    return 'El total del pedido cambió; vuelve a confirmar el pago';
  return null;
}

/** The sandbox's answer and where it sends the shopper with it (return-url.ts). */
export interface SandboxOutcome extends GatewayAnswer {
  returnUrl: string;
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
): Promise<SandboxOutcome> {
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
  // Every answer is signed as the gateway signs it, at the time it is given.
  const answer = (response: GatewayResponse, responseText: string, authCode = ''): GatewayAnswer =>
    signGatewayAnswer(settings, {
      orderId,
      amount: fields.amount,
      response,
      responseText,
      authCode,
      time: nowSeconds,
    });

  const result = await db.transaction(async (tx) => {
    // Order first, then payment: the same lock order as the billing step, so they cannot deadlock.
    const order = await lockOrderRecord(tx, orderId);
    const payment = await lockPaymentAttempt(tx, orderId, requestTime, fields.hash);
    if (!order || !payment || formatAmount(payment.amount) !== fields.amount) throw invalidSignature();
    if (payment.status !== 'pending') {
      return answer(RESPONSE_BY_STATUS[payment.status], payment.response ?? '', payment.auth_code ?? '');
    }

    const digits = cardDigits(fields.ccnumber);
    const last4 = /^\d{4,19}$/.test(digits) ? digits.slice(-4) : null;
    // The bank's decision, signed, goes through the store's side like a real gateway's answer.
    const decided = async (signed: GatewayAnswer): Promise<GatewayAnswer> => {
      await settleGatewayAnswer(tx, settings, order, payment, signed, last4);
      return signed;
    };

    const age = nowSeconds - requestTime;
    if (age > MAX_REQUEST_AGE_SECONDS || age < -MAX_CLOCK_SKEW_SECONDS)
      return decided(answer(3, 'La solicitud de pago venció; vuelve a intentarlo'));
    // Like a careful bank, the sandbox does not charge an order that cannot take this payment.
    const problem = orderProblem(order, payment);
    if (problem) return decided(answer(3, problem));

    const decision = decideCard(fields);
    if (decision.status === 'approved')
      return decided(answer(1, decision.text, String(randomInt(100000, 1000000))));
    return decided(answer(2, decision.text));
  });
  return { ...result, returnUrl: await orderReturnUrl(db, settings, orderId) };
}

/**
 * The return URL with the gateway's answer in the query, as hosted gateways send it: the
 * order's own (`result.returnUrl`, an embedded order's frame) or the store's.
 */
export function returnUrlFor(
  settings: GatewaySettings,
  result: GatewayAnswer & { returnUrl?: string },
): string {
  const url = new URL(result.returnUrl ?? settings.returnUrl);
  url.searchParams.set('orderid', String(result.orderId));
  url.searchParams.set('response', String(result.response));
  url.searchParams.set('responsetext', result.responseText);
  url.searchParams.set('authcode', result.authCode);
  url.searchParams.set('time', String(result.time));
  url.searchParams.set('hash', result.hash);
  return url.toString();
}
