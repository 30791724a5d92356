import type { Order, PaymentMethod } from '@store/contracts';
import { analyticsItem, trackAnalytics } from '@store/app-kit';

/**
 * A GA4 e-commerce event's common part for the order as the server priced it (the checkout's
 * add_shipping_info, add_payment_info and purchase): never anything the shopper typed.
 */
export function commerceParams(order: Order) {
  return {
    currency: 'HNL',
    value: order.total,
    items: order.products.map((line) => analyticsItem(line)),
    ...(order.coupon ? { coupon: order.coupon.code } : {}),
  } as const;
}

/** GA4's `add_payment_info`: the method and the order's lines, never what was typed. */
export function trackPaymentInfo(order: Order, method: PaymentMethod): void {
  trackAnalytics({ name: 'add_payment_info', params: { ...commerceParams(order), payment_type: method } });
}
