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

/** How an order is paid; `credit-card` is the checkout's default. */
export const PAYMENT_METHODS = ['credit-card', 'transfer', 'store-pay', 'credit'] as const;
export const PaymentMethod = StringEnum(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A card attempt at the gateway. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'error', 'cancelled'] as const;
export const PaymentStatus = StringEnum(PAYMENT_STATUSES);
export type PaymentStatus = Static<typeof PaymentStatus>;
