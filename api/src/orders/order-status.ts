import { orderStatusLabel, type OrderStatus } from '@store/contracts';

/** The status's Spanish label; a shipped store pick-up reads 'Listo para recoger'. */
export function statusLabel(status: string, shippingMethod?: string): string {
  return orderStatusLabel(status, shippingMethod);
}

/** Statuses that still hold stock and may expire (the shopper has not paid yet). */
export const EXPIRING_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment'];

/** Checkout steps of docs/business-rules.md#checkout (the stepper's active index is step - 1). */
export const STEP = { init: 0, contact: 1, shipping: 2, billing: 3 } as const;
