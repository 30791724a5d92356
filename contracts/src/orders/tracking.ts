import { Type, type Static } from '@sinclair/typebox';
import { OrderAmount } from './order.js';
import { OrderStatus, PaymentMethod } from './order-status.js';

/**
 * 'Mi Pedido': an order followed by its number and the e-mail it was placed with. The number is
 * random ('HN-7K3Q-X9PM-2AB4'), so knowing one order's number tells nothing about another's.
 */

export const TrackingBody = Type.Object({
  number: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      "Número del pedido, p. ej. 'HN-7K3Q-X9PM-2AB4' (mayúsculas o minúsculas, con o sin 'HN' y guiones)",
  }),
  email: Type.String({ minLength: 1, maxLength: 200 }),
});
export type TrackingBody = Static<typeof TrackingBody>;

export const TrackingEvent = Type.Object({
  status: Type.String(),
  label: Type.String(),
  note: Type.String(),
  date: Type.String({ format: 'date-time' }),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

export const OrderTracking = Type.Object({
  number: Type.String({ description: "Número público del pedido, p. ej. 'HN-7K3Q-X9PM-2AB4'" }),
  status: OrderStatus,
  statusLabel: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  total: OrderAmount(),
  paymentMethod: PaymentMethod,
  shippingMethod: Type.String(),
  events: Type.Array(TrackingEvent),
});
export type OrderTracking = Static<typeof OrderTracking>;
