import { Type, type Static } from '@sinclair/typebox';
import { CreditOrderStatus } from '../credit/credit-order.js';
import { Nullable, PageMeta } from '../http/common.js';
import { IntegerEnum, StringEnum } from '../http/enums.js';
import { SortQuery, type SortValue } from '../http/list-sort.js';
import { Order, OrderAmount, PaymentStore, ShippingMethod } from '../orders/order.js';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../orders/order-status.js';
import { OrderShipment, TrackingEvent } from '../orders/tracking.js';
import { PaymentReviewItem } from './payment-review.js';

/**
 * Orders in the back office (issue 34, "Orders and payments"; api/docs/orders.md#back-office):
 * the list with its filters, one order with everything that happened to it, and the four
 * transitions the `pedidos` role makes. Each transition answers the order's detail as it is
 * after it (or as it was, when it had already happened).
 */

/** What staff can do to an order; which of them apply now is `AdminOrderDetail.allowedActions`. */
export const ORDER_ACTIONS = ['confirm-payment', 'ship', 'deliver', 'cancel'] as const;
export const OrderAction = StringEnum(ORDER_ACTIONS);
export type OrderAction = Static<typeof OrderAction>;

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  'confirm-payment': 'Confirmar pago',
  ship: 'Enviar o marcar listo para recoger',
  deliver: 'Marcar entregado',
  cancel: 'Cancelar',
};

/** A short text staff type (a reference, a carrier, a reason): not blank. */
const StaffText = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

/** What the order list sorts by (`?sort=total`, `?sort=-createdAt`); status in workflow order. */
export const ADMIN_ORDER_SORT_KEYS = ['number', 'createdAt', 'total', 'status'] as const;
export type AdminOrderSort = SortValue<(typeof ADMIN_ORDER_SORT_KEYS)[number]>;
/** Without `sort`: newest first. */
export const ADMIN_ORDER_DEFAULT_SORT: AdminOrderSort = '-createdAt';

/** GET /admin/orders: every filter optional (and kept in the URL), newest first. */
export const AdminOrderListQuery = Type.Object({
  status: Type.Optional(OrderStatus),
  paymentMethod: Type.Optional(PaymentMethod),
  from: Type.Optional(
    Type.String({
      format: 'date',
      description: 'Pedidos hechos desde este día (incluido), hora de Honduras',
    }),
  ),
  to: Type.Optional(
    Type.String({
      format: 'date',
      description: 'Pedidos hechos hasta este día (incluido), hora de Honduras',
    }),
  ),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'Número de pedido (con o sin guiones), correo o nombre del cliente (parte del texto, sin distinguir mayúsculas ni tildes)',
    }),
  ),
  sort: Type.Optional(SortQuery(ADMIN_ORDER_SORT_KEYS)),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
/** As the server sees it (defaults applied). */
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>;

export const AdminOrderRow = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  customerName: Type.String(),
  email: Type.String(),
  status: OrderStatus,
  statusLabel: Type.String(),
  paymentMethod: PaymentMethod,
  paymentMethodLabel: Type.String(),
  shippingMethod: ShippingMethod,
  total: OrderAmount(),
});
export type AdminOrderRow = Static<typeof AdminOrderRow>;

export const OrderStatusCount = Type.Object({
  status: OrderStatus,
  label: Type.String(),
  count: Type.Integer(),
});
export type OrderStatusCount = Static<typeof OrderStatusCount>;

/** 200 of GET /admin/orders. */
export const AdminOrderList = Type.Object({
  items: Type.Array(AdminOrderRow),
  statusCounts: Type.Array(OrderStatusCount, {
    description:
      'Cuántos pedidos hay en cada estado con los demás filtros (todos menos `status`), en el orden de los estados; incluye los que están en cero',
  }),
  _meta: PageMeta,
});
export type AdminOrderList = Static<typeof AdminOrderList>;

/** A card attempt (never the card's number: its last four digits). */
export const AdminPaymentAttempt = Type.Object({
  id: Type.Integer(),
  status: PaymentStatus,
  amount: OrderAmount(),
  processor: Type.String(),
  last4: Nullable(Type.String()),
  authCode: Nullable(Type.String()),
  responseText: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminPaymentAttempt = Static<typeof AdminPaymentAttempt>;

export const GATEWAY_ANSWER_OUTCOMES = ['paid', 'declined', 'repeated', 'refund_review'] as const;

/** A signed answer of the card gateway and what the store did with it (table payment_answers). */
export const AdminGatewayAnswer = Type.Object({
  id: Type.Integer(),
  paymentId: Type.Integer({ description: 'El intento que la respuesta contesta' }),
  response: IntegerEnum([1, 2, 3], { description: '1 aprobado, 2 rechazado, 3 error' }),
  responseText: Type.String(),
  authCode: Type.String(),
  amount: OrderAmount('Monto firmado por el banco'),
  answeredAt: Type.String({ format: 'date-time', description: 'Momento de la respuesta, según el banco' }),
  outcome: StringEnum(GATEWAY_ANSWER_OUTCOMES, {
    description:
      'paid: pagó el pedido; declined: rechazo o error; repeated: la misma aprobación otra vez; refund_review: aprobación que no pagó el pedido (a revisar)',
  }),
  reason: Nullable(Type.String()),
  receivedAt: Type.String({ format: 'date-time' }),
});
export type AdminGatewayAnswer = Static<typeof AdminGatewayAnswer>;

/** GET /admin/orders/{id}, and the answer of every transition. */
export const AdminOrderDetail = Type.Object({
  order: Order,
  paymentMethodLabel: Type.String(),
  /** The deposit or receipt reference staff typed when confirming a transfer or store payment. */
  paymentReference: Nullable(Type.String()),
  shipment: Nullable(OrderShipment),
  pickupStore: Nullable(PaymentStore),
  creditStatus: Nullable(CreditOrderStatus),
  allowedActions: Type.Array(OrderAction, { description: 'Las transiciones posibles ahora' }),
  paymentAttempts: Type.Array(AdminPaymentAttempt),
  gatewayAnswers: Type.Array(AdminGatewayAnswer),
  events: Type.Array(TrackingEvent),
  paymentReviews: Type.Array(PaymentReviewItem, {
    description: 'Reembolsos pendientes o resueltos del pedido',
  }),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

/** POST /admin/orders/{id}/confirm-payment: a transfer or store payment seen by staff. */
export const ConfirmPaymentBody = Type.Object({
  reference: StaffText(100, 'Referencia del depósito o de la transferencia, o número del recibo de caja'),
  amount: Type.Number({
    minimum: 0,
    maximum: 9999999999.99,
    description: 'Lo recibido, en lempiras: debe ser el total del pedido al centavo',
  }),
});
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBody>;

/** POST /admin/orders/{id}/ship: carrier and guide for home delivery; nothing for a store pick-up. */
export const ShipOrderBody = Type.Object({
  carrier: Type.Optional(StaffText(100, 'Transportista (envío a domicilio)')),
  trackingNumber: Type.Optional(StaffText(100, 'Número de guía (envío a domicilio)')),
});
export type ShipOrderBody = Static<typeof ShipOrderBody>;

/** POST /admin/orders/{id}/cancel. */
export const CancelOrderBody = Type.Object({
  reason: StaffText(500, 'Motivo de la cancelación: se le envía al cliente y queda en el historial'),
});
export type CancelOrderBody = Static<typeof CancelOrderBody>;
