import type { Static } from '@sinclair/typebox';
import { StringEnum } from '../http/enums.js';

/** Every status an order can have, with the label the shopper reads (tracking, portal, checkout). */
export const ORDER_STATUS_LABELS = {
  pending: 'En proceso de compra',
  pending_payment: 'Pendiente de pago',
  paid: 'Pagado',
  payment_declined: 'Pago rechazado',
  credit_review: 'Crédito en revisión',
  expired: 'Vencido',
  cancelled: 'Cancelado',
  shipped: 'Enviado',
  delivered: 'Entregado',
} as const;

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as (keyof typeof ORDER_STATUS_LABELS)[];
export const OrderStatus = StringEnum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

/**
 * A store pick-up order is `shipped` when the store has it ready: one status for "it left the
 * warehouse", read by the shopper as what it means for them.
 */
export const PICKUP_READY_LABEL = 'Listo para recoger';

/**
 * The label of a status for an order delivered by `shippingMethod`: 'Listo para recoger' for a
 * shipped store pick-up, the status's own label otherwise (and the raw value for a status this
 * build does not know).
 */
export function orderStatusLabel(status: string, shippingMethod?: string): string {
  if (status === 'shipped' && shippingMethod === 'store') return PICKUP_READY_LABEL;
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** How an order is paid; `credit-card` is the checkout's default. */
export const PAYMENT_METHODS = ['credit-card', 'transfer', 'store-pay', 'credit'] as const;
export const PaymentMethod = StringEnum(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A card attempt at the gateway. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'error', 'cancelled'] as const;
export const PaymentStatus = StringEnum(PAYMENT_STATUSES);
export type PaymentStatus = Static<typeof PaymentStatus>;
