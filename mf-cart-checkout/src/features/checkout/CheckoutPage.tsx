import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CircularProgress, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { failureMessage } from '@store/remote-kit';
import { eventBus } from '@store/app-kit';
import { useAppSelector } from '../../app/hooks';
import { selectCartItems } from '../cart';
import { selectCheckoutStep, selectCheckoutView } from './checkout-slice';
import { useCheckoutListeners } from './checkout-listeners';
import { CHECKOUT_TEXT } from './checkout-text';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactStep } from './ContactStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';
import { useCheckoutOrder } from './use-checkout-order';
import { RetryAlert } from '../../components/RetryAlert';

function EmptyCheckout() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {CHECKOUT_TEXT.emptyCart}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {CHECKOUT_TEXT.seeProducts}
      </Button>
    </Paper>
  );
}

/**
 * A reloaded tab reads its order back before showing a step (its values fill the forms). An
 * order the server no longer opens, or that left the checkout, is forgotten on the way
 * (app/listener-middleware.ts); any other failure offers a retry.
 */
function ResumingOrder({ error, retry }: { error: unknown; retry: () => void }) {
  if (error) {
    return <RetryAlert onRetry={retry}>{failureMessage(error)}</RetryAlert>;
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{CHECKOUT_TEXT.loadingOrder}</Typography>
    </Box>
  );
}

function CurrentStep() {
  const view = useAppSelector(selectCheckoutView);
  if (view === 'contact') return <ContactStep />;
  if (view === 'shipping') return <ShippingStep />;
  return <ReviewStep />;
}

/**
 * `/checkout`: the step being filled on the left, the order on the right (one column below
 * 992px, the theme's `lg`). The shell's stepper follows `checkout-step-changed`.
 */
export function CheckoutPage() {
  useCheckoutListeners();
  const items = useAppSelector(selectCartItems);
  const step = useAppSelector(selectCheckoutStep);
  const hasItems = items.length > 0;
  // The tab's order (none before the contact step): its steps wait until it has been read.
  const order = useCheckoutOrder(hasItems);
  const needsResume = !order.isUninitialized && !order.currentData;

  // On mount too: after a reload the shell's stepper starts from this remote's step.
  useEffect(() => {
    eventBus.publish('cart:checkout-step-changed', { v: 1, step });
  }, [step]);

  if (!hasItems) {
    return (
      <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
        <EmptyCheckout />
      </Box>
    );
  }

  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: 3,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {needsResume ? (
          <ResumingOrder error={order.isError ? order.error : undefined} retry={() => void order.refetch()} />
        ) : (
          <CurrentStep />
        )}
      </Paper>
      <CheckoutSummary />
    </Box>
  );
}
