import { Type, type Static } from '@sinclair/typebox';
import { INT4_DECIMAL_PATTERN, Nullable } from '../http/common.js';
import { Order, OrderAmount } from './order.js';
import { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';

/**
 * Card payment through the hosted gateway: what the billing step answers (the signed form the
 * browser posts to the gateway), the gateway form itself, and the result page's data.
 */

/** The gateway form's fields signed by the API; the browser adds number, expiry and CVC. */
export const ProcessorData = Type.Object({
  hash: Type.String({ description: 'md5(orderid|amount|time|secreto)' }),
  time: Type.Integer({ description: 'Segundos Unix' }),
  orderId: Type.Integer(),
  amount: Type.String({ description: 'Total con dos decimales, tal como entra en el hash' }),
  key: Type.String({ description: 'Identificador PÚBLICO de la llave (key_id)' }),
  processor: Type.String(),
  url: Type.String({ description: 'Acción del formulario de la pasarela' }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  ip: Type.String(),
});
export type ProcessorData = Static<typeof ProcessorData>;

/** 200 of PUT /orders/{id}/billing. */
export const CardPaymentStarted = Type.Object({ processorData: ProcessorData, order: Order });
export type CardPaymentStarted = Static<typeof CardPaymentStarted>;

/** The latest card attempt of an order. */
export const PaymentAttempt = Type.Object({
  status: PaymentStatus,
  responseText: Nullable(Type.String()),
  last4: Nullable(Type.String()),
  authCode: Nullable(Type.String()),
  amount: OrderAmount(),
  processor: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PaymentAttempt = Static<typeof PaymentAttempt>;

/**
 * A charge the bank approved that did not pay the order (an attempt signed for a total that
 * has since changed, a second tab's attempt, an order that no longer took payments): the store
 * keeps it on the order to refund (or honour) it, and tells the shopper.
 */
export const ChargeToRefund = Type.Object({
  amount: OrderAmount(),
  authCode: Type.String({ description: 'Código de autorización del banco' }),
  reason: Type.String({ description: 'Por qué el cobro no pagó el pedido (en español)' }),
  receivedAt: Type.String({ format: 'date-time' }),
});
export type ChargeToRefund = Static<typeof ChargeToRefund>;

/** GET /orders/tp/{id}: the card payment's result (the checkout's last page). */
export const PaymentResult = Type.Object({
  orderId: Type.Integer(),
  number: Type.String(),
  status: OrderStatus,
  statusLabel: Type.String(),
  paymentMethod: PaymentMethod,
  total: OrderAmount(),
  payment: Nullable(PaymentAttempt),
  // Optional in the contract because a checkout build may meet an API older than this field
  // (docs/independent-delivery.md); this API always sends it.
  chargesToRefund: Type.Optional(
    Type.Array(ChargeToRefund, {
      description: 'Cobros aprobados por el banco que no pagaron el pedido: se revisan para reembolsarlos',
    }),
  ),
});
export type PaymentResult = Static<typeof PaymentResult>;

const formField = () => Type.Optional(Type.String({ maxLength: 200 }));

/**
 * POST /gateway/sandbox/transact: the hosted gateway's form (url-encoded or JSON). Each field
 * also accepts its `processorData` (or billing body) name, so the signed data can be posted as
 * it came; which ones are required is the sandbox's check, with one message per field.
 */
export const GatewayTransactBody = Type.Object({
  orderid: formField(),
  orderId: formField(),
  amount: formField(),
  time: formField(),
  hash: formField(),
  key_id: formField(),
  key: formField(),
  ccnumber: formField(),
  number: formField(),
  card_number: formField(),
  ccexp: formField(),
  expiry: formField(),
  cvv: formField(),
  cvc: formField(),
  firstname: formField(),
  lastname: formField(),
  email: formField(),
});
export type GatewayTransactBody = Static<typeof GatewayTransactBody>;

/**
 * POST /gateway/response: the hosted gateway's signed answer, exactly as its return URL carries
 * it (the checkout's last page forwards the query; a gateway notification posts the same
 * fields). Strings, because they come from a query string; the API checks their form. `orderid`
 * is an order id in decimal, at most INT4_MAX like every id, so a larger one is refused by the
 * schema and never reaches SQL.
 */
export const GatewayAnswerBody = Type.Object({
  orderid: Type.String({ maxLength: 12, pattern: INT4_DECIMAL_PATTERN }),
  response: Type.String({ maxLength: 2, description: '1 aprobado, 2 rechazado, 3 error' }),
  responsetext: Type.Optional(Type.String({ maxLength: 200 })),
  authcode: Type.Optional(Type.String({ maxLength: 40 })),
  time: Type.String({ maxLength: 12 }),
  hash: Type.String({ maxLength: 64 }),
});
export type GatewayAnswerBody = Static<typeof GatewayAnswerBody>;
