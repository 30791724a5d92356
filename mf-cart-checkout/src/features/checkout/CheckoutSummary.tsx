import { Box, Divider, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { COUPON_MESSAGES } from '@store/contracts';
import type { Order } from '@store/contracts';
import type { ApiFailure } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AmountList, AmountRow, DiscountRow } from '../../components/AmountList';
import { selectAppliedCouponCode, selectCartItems, selectCartSubtotal, selectCouponDiscount } from '../cart';
import { CartCouponForm, CouponForm } from '../coupon';
import type { CouponOutcome } from '../coupon';
import {
  CHECKOUT_STEP,
  orderCouponRemoved,
  orderCouponSaved,
  selectCheckout,
  selectIsSaving,
} from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { useCheckoutOrder } from './use-checkout-order';

/** A refused coupon call as the field shows it: the server's message, as the checkout state keeps it. */
function couponOutcome(rejected: {
  payload?: ApiFailure | undefined;
  error: { message?: string };
}): CouponOutcome {
  return rejected.payload?.message ?? rejected.error.message ?? COUPON_MESSAGES.fetchFailed;
}

/** The coupon field once the order exists: the server applies, prices and removes the coupon. */
function OrderCouponForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectIsSaving);
  return (
    <CouponForm
      appliedCode={order.coupon?.code ?? null}
      disabled={saving}
      onApply={async (code) => {
        const result = await dispatch(orderCouponSaved(code));
        return orderCouponSaved.fulfilled.match(result) ? null : couponOutcome(result);
      }}
      onRemove={async () => {
        const result = await dispatch(orderCouponRemoved(undefined));
        return orderCouponRemoved.fulfilled.match(result) ? null : couponOutcome(result);
      }}
    />
  );
}

/**
 * The right column: the cart's lines; before the order exists, the cart's subtotal and coupon;
 * once it exists, the figures the server computed (it is the authority on discounts, shipping
 * and tax), the shipping cost once shipping is saved. The coupon field goes to the cart before
 * the order exists and to the order after.
 */
export function CheckoutSummary() {
  const items = useAppSelector(selectCartItems);
  const cartSubtotal = useAppSelector(selectCartSubtotal);
  const cartDiscount = useAppSelector(selectCouponDiscount);
  const cartCoupon = useAppSelector(selectAppliedCouponCode);
  const { step, id } = useAppSelector(selectCheckout);
  const order = useCheckoutOrder().currentData;
  const shipped = order !== undefined && step >= CHECKOUT_STEP.shipping;

  return (
    <Paper component="aside" aria-labelledby="checkout-summary-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="checkout-summary-heading" variant="h3" component="h2" gutterBottom>
        {CHECKOUT_TEXT.summaryHeading}
      </Typography>
      <Box component="ul" aria-label={CHECKOUT_TEXT.summaryLines} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {CHECKOUT_TEXT.quantity(item.qty)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.sum)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      {order ? (
        <AmountList>
          <AmountRow label={CHECKOUT_TEXT.subtotal}>{formatMoney(order.subtotal)}</AmountRow>
          <DiscountRow
            label={CHECKOUT_TEXT.discount}
            amount={order.discount}
            couponCode={order.coupon?.code}
          />
          {shipped && (
            <AmountRow label={CHECKOUT_TEXT.shipping}>{formatMoney(order.shippingTotal)}</AmountRow>
          )}
          <AmountRow label={CHECKOUT_TEXT.total} strong>
            {formatMoney(order.total)}
          </AmountRow>
        </AmountList>
      ) : (
        <AmountList>
          <AmountRow label={CHECKOUT_TEXT.subtotal}>{formatMoney(cartSubtotal)}</AmountRow>
          <DiscountRow label={CHECKOUT_TEXT.discount} amount={cartDiscount} couponCode={cartCoupon} />
        </AmountList>
      )}
      {/* While a reloaded tab reads its order back there is nothing to apply a coupon to yet. */}
      {(order || id === null) && (
        <Box sx={{ mt: 2 }}>{order ? <OrderCouponForm order={order} /> : <CartCouponForm />}</Box>
      )}
    </Paper>
  );
}
