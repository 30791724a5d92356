/** Every status an order can have (orders.status) with the label the shopper reads. */
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

export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

export function statusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export type PaymentMethod = 'credit-card' | 'transfer' | 'store-pay' | 'credit';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit-card', 'transfer', 'store-pay', 'credit'];

/** Statuses that still hold stock and may expire (the shopper has not paid yet). */
export const EXPIRING_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment'];

/** Checkout steps of spec section 3 (the stepper's active index is step - 1). */
export const STEP = { init: 0, contact: 1, shipping: 2, billing: 3 } as const;
