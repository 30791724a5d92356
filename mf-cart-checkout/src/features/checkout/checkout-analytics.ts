import type { Order } from '@store/contracts';
import { analyticsItem } from '@store/shared-kernel';

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
