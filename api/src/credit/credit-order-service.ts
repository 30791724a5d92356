/**
 * POST /credit-order/save: turns a checkout order into a credit request. The client says which
 * order and, per contract or for all of them, the down payment, term and payment day it wants
 * (each applied and checked against its contract's bounds, never dropped); the server loads
 * the order, the customer's policy and the group policies, recomputes every figure with spec
 * section 9's formulas and stores only its own figures, all in one transaction.
 */
import {
  assertCreditUsable,
  assertWithinLimit,
  type CommonChoice,
  type ContractChoice,
  DEFAULT_SALES_ORG,
  type CreditOrder,
  hondurasToday,
  planContracts,
  type SaveCreditOrderBody,
} from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ownership } from '../auth/ownership.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, notFound } from '../http/errors.js';
import { releaseExpiredReservations } from '../orders/order-expiry.js';
import {
  availableDaySet,
  findCreditOrder,
  findCustomerCredit,
  findOrderForCredit,
  insertCreditOrder,
  listGroupPolicies,
  listOrderLines,
  listPaymentDays,
} from './credit-repository.js';
import { creditTaken } from './credit-balance.js';
import { ATTEMPT_CANCELLED, cancelPendingAttempts } from '../payments/payment-repository.js';

export const ORDER_NOT_FOUND = 'Pedido no encontrado';
export const CREDIT_ORDER_EXISTS = 'Este pedido ya tiene una solicitud de crédito';
export const ORDER_NOT_IN_CHECKOUT =
  'El pedido ya no está en proceso de compra; no se puede solicitar crédito';
export const ORDER_EXPIRED = 'La reserva de este pedido venció; vuelve a hacer tu pedido';
export const CREDIT_ORDER_EVENT = 'Solicitud de crédito recibida';

/** What the client chose, per contract and for every contract. */
export interface CustomerChoices {
  choices: ContractChoice[];
  common: CommonChoice;
}

/**
 * What the client chose; totals, fees and rates it sends are not read at all. `contracts` holds
 * a choice per contract; the root `downPayment`, `term` and `day` (the shorthand) are for every
 * contract of the order, own-group contracts included, and a contract's own choice wins over
 * them field by field.
 */
export function choicesFrom(body: SaveCreditOrderBody): CustomerChoices {
  const common: CommonChoice = {
    ...(body.downPayment !== undefined ? { downPayment: body.downPayment } : {}),
    ...(body.term !== undefined ? { term: body.term } : {}),
    ...(body.day !== undefined ? { day: body.day } : {}),
  };
  const choices = (body.contracts ?? []).map((contract): ContractChoice => {
    const productIds = (contract.products ?? []).flatMap((product) =>
      typeof product === 'number' ? [product] : typeof product.id === 'number' ? [product.id] : [],
    );
    return {
      ...(contract.materialGroup !== undefined ? { materialGroup: contract.materialGroup } : {}),
      ...(productIds.length > 0 ? { productIds } : {}),
      ...(contract.downPayment !== undefined ? { downPayment: contract.downPayment } : {}),
      ...(contract.term !== undefined ? { term: contract.term } : {}),
      ...(contract.day !== undefined ? { day: contract.day } : {}),
    };
  });
  return { choices, common };
}

async function assertOrderOpenable(
  request: FastifyRequest,
  ownership: Ownership,
  customerId: number,
  order: { customer_id: number | null; access_token: string } | null,
): Promise<void> {
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.customer_id === customerId) return;
  // A guest order may be claimed by the customer who opens it with its X-Order-Token; an order
  // of another customer is never theirs, whatever token comes with it.
  if (order.customer_id !== null) throw notFound(ORDER_NOT_FOUND);
  await ownership.assertOrderAccess(request, order, ORDER_NOT_FOUND);
}

async function writeCreditOrder(
  tx: Queryable,
  customerId: number,
  orderId: number,
  { choices, common }: CustomerChoices,
  now: Date,
): Promise<number> {
  // Lock order: the customer's credit row first (serialises their limit checks), then the order.
  const credit = await findCustomerCredit(tx, customerId, { forUpdate: true });
  assertCreditUsable(credit);
  const order = await findOrderForCredit(tx, orderId, { forUpdate: true });
  if (!order || (order.customer_id !== null && order.customer_id !== customerId)) {
    throw notFound(ORDER_NOT_FOUND);
  }
  const [existing] = await tx.query('SELECT 1 FROM credit_orders WHERE order_id = $1', [orderId]);
  if (existing) throw new HttpError(409, CREDIT_ORDER_EXISTS, 'CREDIT_ORDER_EXISTS');
  if (order.status === 'expired') throw new HttpError(409, ORDER_EXPIRED, 'ORDER_EXPIRED');
  if (order.status !== 'pending') throw new HttpError(409, ORDER_NOT_IN_CHECKOUT, 'ORDER_NOT_PENDING');

  const contracts = planContracts({
    lines: await listOrderLines(tx, orderId),
    shipping: order.shipping_total,
    credit,
    policies: await listGroupPolicies(tx, credit.creditGroup, DEFAULT_SALES_ORG),
    choices,
    common,
    availableDays: availableDaySet(await listPaymentDays(tx)),
    today: hondurasToday(now),
  });
  // Held requests count: the same credit cannot be asked for twice while one is reviewed.
  assertWithinLimit(contracts, credit.limitAmount - (await creditTaken(tx, customerId)));

  const creditOrderId = await insertCreditOrder(tx, { orderId, customerId, contracts });
  if (creditOrderId === null) throw new HttpError(409, CREDIT_ORDER_EXISTS, 'CREDIT_ORDER_EXISTS');
  await tx.query(
    `UPDATE orders SET status = 'credit_review', payment_method = 'credit', customer_id = $2, updated_at = now()
      WHERE id = $1`,
    [orderId, customerId],
  );
  // A card attempt signed before the shopper chose credit can no longer pay the order.
  await cancelPendingAttempts(tx, orderId, ATTEMPT_CANCELLED.methodChanged);
  await tx.query(`INSERT INTO order_events (order_id, status, note) VALUES ($1, 'credit_review', $2)`, [
    orderId,
    CREDIT_ORDER_EVENT,
  ]);
  return creditOrderId;
}

export async function saveCreditOrder(
  db: Db,
  ownership: Ownership,
  request: FastifyRequest,
  body: SaveCreditOrderBody,
  now: Date = new Date(),
): Promise<CreditOrder> {
  const customer = await ownership.requireCustomer(request, { bodyTokenField: 'customerToken' });
  await assertOrderOpenable(request, ownership, customer.id, await findOrderForCredit(db, body.orderId));
  // An order whose stock reservation lapsed is expired first (checkout's own rule), so credit is
  // never requested for products no longer held.
  await releaseExpiredReservations(db, { orderId: body.orderId });
  const creditOrderId = await db.transaction((tx) =>
    writeCreditOrder(tx, customer.id, body.orderId, choicesFrom(body), now),
  );
  const view = await findCreditOrder(db, customer.id, { id: creditOrderId });
  if (!view) throw new Error(`credit order ${String(creditOrderId)} vanished after insert`);
  return view;
}
