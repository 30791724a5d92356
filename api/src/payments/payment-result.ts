import type { PaymentResult } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import type { OrderRecord } from '../orders/order-repository.js';
import { statusLabel } from '../orders/order-status.js';
import { chargesToRefund } from './payment-answers.js';
import { latestPayment } from './payment-repository.js';

/**
 * What the checkout's last page shows about a card payment: the order, its latest attempt, and
 * any charge the bank approved that did not pay it (to be refunded).
 */
export async function paymentResultFor(db: Queryable, order: OrderRecord): Promise<PaymentResult> {
  const payment = await latestPayment(db, order.id);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    statusLabel: statusLabel(order.status),
    paymentMethod: order.payment_method,
    total: order.total,
    payment: payment
      ? {
          status: payment.status,
          responseText: payment.response,
          last4: payment.card_last4,
          authCode: payment.auth_code,
          amount: payment.amount,
          processor: payment.processor,
          updatedAt: new Date(payment.updated_at).toISOString(),
        }
      : null,
    chargesToRefund: await chargesToRefund(db, order.id),
  };
}
