import { couponDiscount, type DiscountLine, type ShippingZone } from '@store/contracts';
import type { Coupon } from '../coupons/coupon.js';
import { includedTax, roundMoney } from '../money.js';

export interface OrderTotals {
  subtotal: number;
  discount: number;
  /** The line the coupon discount is booked on; null without a usable coupon. */
  discountProductId: number | null;
  /** False when the order has a coupon none of its products qualifies for. */
  couponApplies: boolean;
  shippingTotal: number;
  total: number;
  /** ISV contained in the total (prices include it). */
  tax: number;
}

/** Home delivery costs the zone's price unless the subtotal reaches its free-shipping mark. */
export function shippingCost(method: string, zone: ShippingZone | null, subtotal: number): number {
  if (method !== 'home' || !zone) return 0;
  return zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.cost;
}

/** The server's figures; nothing the client sends about money is used. */
export function computeTotals(input: {
  lines: readonly DiscountLine[];
  coupon: Pick<Coupon, 'type' | 'discount' | 'validProducts'> | null;
  shippingMethod: string;
  zone: ShippingZone | null;
}): OrderTotals {
  const subtotal = roundMoney(input.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0));
  const discount = input.coupon ? couponDiscount(input.coupon, input.lines) : null;
  const discountAmount = discount?.amount ?? 0;
  const shippingTotal = shippingCost(input.shippingMethod, input.zone, subtotal);
  const total = roundMoney(subtotal - discountAmount + shippingTotal);
  return {
    subtotal,
    discount: discountAmount,
    discountProductId: discount?.productId ?? null,
    couponApplies: input.coupon === null || discount !== null,
    shippingTotal,
    total,
    tax: includedTax(total),
  };
}
