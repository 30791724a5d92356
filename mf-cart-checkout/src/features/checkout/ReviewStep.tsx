import { Box, Button, Divider, Typography } from '@store/app-kit/shared-mui-components';
import { useAppDispatch } from '../../app/hooks';
import { TextLines } from '../../components/TextLines';
import { editStarted } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { OrderAmounts } from './OrderAmounts';
import { PaymentStep } from './PaymentStep';
import { deliveryAddressLines } from './delivery-address';
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
      <TextLines lines={lines} />
    </Box>
  );
}

/** Step 2 onwards: the order exactly as the server priced it, then 'F. Pago'. */
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
      <OrderAmounts order={order} />
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
        lines={address ? deliveryAddressLines(address) : []}
      />
      <Divider sx={{ mt: 3 }} />
      <PaymentStep />
    </Box>
  );
}
