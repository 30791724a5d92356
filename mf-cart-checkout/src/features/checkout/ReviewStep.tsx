import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@store/shared-kernel';
import { useAppDispatch } from '../../app/hooks';
import { AmountList, AmountRow, DiscountRow } from '../../components/AmountList';
import { editStarted } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { useCheckoutOrder } from './use-checkout-order';

function DetailSection({
  id,
  title,
  action,
  onAction,
  lines,
}: {
  id: string;
  title: string;
  action: string;
  onAction: () => void;
  lines: string[];
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        <Button size="small" onClick={onAction}>
          {action}
        </Button>
      </Box>
      {lines
        .filter((line) => line.length > 0)
        .map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
    </Box>
  );
}

/**
 * Step 2 onwards: the order exactly as the server priced it. Choosing the payment ('F. Pago')
 * is the next piece of work; until then this says so instead of offering buttons that do nothing.
 */
export function ReviewStep() {
  const dispatch = useAppDispatch();
  const order = useCheckoutOrder().currentData;
  if (!order) return null;
  const address = order.shippingAddress;
  return (
    <Box component="section" aria-labelledby="checkout-review-heading">
      <Typography id="checkout-review-heading" variant="h2" component="h1" gutterBottom>
        {CHECKOUT_TEXT.reviewHeading}
      </Typography>
      {order.number && (
        <Typography color="text.secondary" gutterBottom>
          {CHECKOUT_TEXT.orderNumber} {order.number}
        </Typography>
      )}
      <AmountList label={CHECKOUT_TEXT.reviewHeading}>
        <AmountRow label={CHECKOUT_TEXT.subtotal}>{formatMoney(order.subtotal)}</AmountRow>
        <DiscountRow label={CHECKOUT_TEXT.discount} amount={order.discount} couponCode={order.coupon?.code} />
        <AmountRow label={CHECKOUT_TEXT.shipping}>{formatMoney(order.shippingTotal)}</AmountRow>
        <AmountRow label={CHECKOUT_TEXT.tax}>{formatMoney(order.tax)}</AmountRow>
        <AmountRow label={CHECKOUT_TEXT.total} strong>
          {formatMoney(order.total)}
        </AmountRow>
      </AmountList>
      <Divider sx={{ mt: 2 }} />
      <DetailSection
        id="checkout-review-contact"
        title={CHECKOUT_TEXT.contactSection}
        action={CHECKOUT_TEXT.editContact}
        onAction={() => dispatch(editStarted('contact'))}
        lines={[
          `${order.firstname} ${order.lastname}`.trim(),
          order.email,
          [order.telephone, order.fax].filter(Boolean).join(' · '),
          order.custom_field,
        ]}
      />
      <DetailSection
        id="checkout-review-shipping"
        title={CHECKOUT_TEXT.shippingSection}
        action={CHECKOUT_TEXT.editShipping}
        onAction={() => dispatch(editStarted('shipping'))}
        lines={
          address
            ? [
                address.address_1,
                address.address_2,
                [address.municipality, address.department].filter(Boolean).join(', '),
              ]
            : []
        }
      />
      <Alert severity="info" role="status" sx={{ mt: 3 }}>
        {CHECKOUT_TEXT.paymentPending}
      </Alert>
    </Box>
  );
}
