import type { Order } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { AmountList, AmountRow, DiscountRow } from '../../components/AmountList';
import { CHECKOUT_TEXT } from './checkout-text';

/** The order's amounts exactly as the server priced them: subtotal, coupon, shipping, ISV, total. */
export function OrderAmounts({ order }: { order: Order }) {
  return (
    <AmountList label={CHECKOUT_TEXT.reviewHeading}>
      <AmountRow label={CHECKOUT_TEXT.subtotal}>{formatMoney(order.subtotal)}</AmountRow>
      <DiscountRow label={CHECKOUT_TEXT.discount} amount={order.discount} couponCode={order.coupon?.code} />
      <AmountRow label={CHECKOUT_TEXT.shipping}>{formatMoney(order.shippingTotal)}</AmountRow>
      <AmountRow label={CHECKOUT_TEXT.tax}>{formatMoney(order.tax)}</AmountRow>
      <AmountRow label={CHECKOUT_TEXT.total} strong>
        {formatMoney(order.total)}
      </AmountRow>
    </AmountList>
  );
}
