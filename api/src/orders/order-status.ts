import { ORDER_STATUS_LABELS, type OrderStatus } from '@store/contracts';

export function statusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Statuses that still hold stock and may expire (the shopper has not paid yet). */
export const EXPIRING_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment'];

/** Checkout steps of docs/business-rules.md#checkout (the stepper's active index is step - 1). */
export const STEP = { init: 0, contact: 1, shipping: 2, billing: 3 } as const;
