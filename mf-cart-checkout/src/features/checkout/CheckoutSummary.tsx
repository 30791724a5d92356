import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@store/shared-kernel';
import { useAppSelector } from '../../app/hooks';
import { AmountList, AmountRow, DiscountRow } from '../../components/AmountList';
import { selectCartItems, selectCartSubtotal, selectCouponDiscount } from '../cart';
import { CHECKOUT_STEP, selectCheckoutStep } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { useCheckoutOrder } from './use-checkout-order';

/**
 * The right column: the cart's lines and subtotal; once shipping is saved, the shipping cost
 * and the total the server computed (it is the authority on discounts, shipping and tax).
 */
export function CheckoutSummary() {
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const cartDiscount = useAppSelector(selectCouponDiscount);
  const step = useAppSelector(selectCheckoutStep);
  // Once shipping is saved the server's figures are the ones to show.
  const order = useCheckoutOrder().currentData;
  const priced = order !== undefined && step >= CHECKOUT_STEP.shipping;
  const discount = priced ? order.discount : cartDiscount;

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
      <AmountList>
        <AmountRow label={CHECKOUT_TEXT.subtotal}>{formatMoney(subtotal)}</AmountRow>
        <DiscountRow label={CHECKOUT_TEXT.discount} amount={discount} />
        {priced && (
          <>
            <AmountRow label={CHECKOUT_TEXT.shipping}>{formatMoney(order.shippingTotal)}</AmountRow>
            <AmountRow label={CHECKOUT_TEXT.total} strong>
              {formatMoney(order.total)}
            </AmountRow>
          </>
        )}
      </AmountList>
    </Paper>
  );
}
