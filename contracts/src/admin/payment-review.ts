import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageMeta } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { OrderAmount } from '../orders/order.js';
import { OrderStatus, PaymentMethod } from '../orders/order-status.js';

/**
 * The queue of payments to review (issue 34, "Orders and payments"): money the store took that
 * did not end as a sale, to be refunded (or settled otherwise) by the `pedidos` role.
 * - `card_charge`: a card approval the bank made that did not pay its order (an old total, a
 *   second tab's attempt, an order already paid, expired or cancelled): a gateway answer with
 *   outcome `refund_review`;
 * - `cancelled_paid_order`: a paid order cancelled before shipping: its whole total.
 */

export const PAYMENT_REVIEW_KINDS = ['card_charge', 'cancelled_paid_order'] as const;
export const PaymentReviewKind = StringEnum(PAYMENT_REVIEW_KINDS, {
  description:
    'card_charge: cobro con tarjeta aprobado que no pagó el pedido; cancelled_paid_order: pedido pagado y cancelado (reembolso pendiente)',
});
export type PaymentReviewKind = Static<typeof PaymentReviewKind>;

export const PAYMENT_REVIEW_KIND_LABELS: Readonly<Record<PaymentReviewKind, string>> = {
  card_charge: 'Cobro con tarjeta que no pagó el pedido',
  cancelled_paid_order: 'Reembolso pendiente de un pedido cancelado',
};

/** How an item left the queue: the money went back, or it was settled another way (the note says how). */
export const PAYMENT_REVIEW_RESOLUTIONS = ['refunded', 'resolved'] as const;
export const PaymentReviewResolution = StringEnum(PAYMENT_REVIEW_RESOLUTIONS, {
  description:
    'refunded: se devolvió el dinero al cliente; resolved: se resolvió sin reembolso (la nota dice cómo)',
});
export type PaymentReviewResolution = Static<typeof PaymentReviewResolution>;

export const PAYMENT_REVIEW_RESOLUTION_LABELS: Readonly<Record<PaymentReviewResolution, string>> = {
  refunded: 'Reembolsado',
  resolved: 'Resuelto sin reembolso',
};

export const PaymentReviewItem = Type.Object({
  id: Type.Integer(),
  kind: PaymentReviewKind,
  kindLabel: Type.String(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  orderStatus: OrderStatus,
  orderStatusLabel: Type.String(),
  customerName: Type.String(),
  email: Type.String(),
  paymentMethod: PaymentMethod,
  amount: OrderAmount('Lo que hay que reembolsar, en lempiras'),
  authCode: Nullable(Type.String({ description: 'Código de autorización del banco (cobros con tarjeta)' })),
  reason: Type.String({ description: 'Por qué el dinero no quedó como venta (en español)' }),
  createdAt: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  resolvedBy: Nullable(Type.String({ description: 'Correo del miembro del personal que lo resolvió' })),
  resolution: Nullable(PaymentReviewResolution),
  resolutionNote: Nullable(Type.String()),
});
export type PaymentReviewItem = Static<typeof PaymentReviewItem>;

/** GET /admin/payments/review: the open items, oldest first (a work queue), unless `state` says otherwise. */
export const PaymentReviewQuery = Type.Object({
  state: StringEnum(['open', 'resolved', 'all'], {
    default: 'open',
    description: 'open (por defecto, lo más antiguo primero), resolved o all (lo más reciente primero)',
  }),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
/** As the server sees it (defaults applied). */
export type PaymentReviewQuery = Static<typeof PaymentReviewQuery>;

/** 200 of GET /admin/payments/review. */
export const PaymentReviewPage = Type.Object({ items: Type.Array(PaymentReviewItem), _meta: PageMeta });
export type PaymentReviewPage = Static<typeof PaymentReviewPage>;

/** POST /admin/payments/review/{id}/resolve. */
export const ResolvePaymentReviewBody = Type.Object({
  resolution: PaymentReviewResolution,
  note: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    description: 'Cómo se resolvió: p. ej. la referencia del reembolso o de la transferencia devuelta',
  }),
});
export type ResolvePaymentReviewBody = Static<typeof ResolvePaymentReviewBody>;
