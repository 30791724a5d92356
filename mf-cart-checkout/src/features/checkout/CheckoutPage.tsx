import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { eventBus } from '@store/shared-kernel';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartItems } from '../cart/cart-slice';
import {
  orderResumed,
  selectCheckout,
  selectCheckoutStep,
  selectCheckoutView,
  selectNeedsResume,
} from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactStep } from './ContactStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';

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

/** A reloaded tab reads its order back before showing a step (its values fill the forms). */
function ResumingOrder() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectCheckout);
  if (status === 'error' && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void dispatch(orderResumed())}>
            {CHECKOUT_TEXT.retry}
          </Button>
        }
      >
        {error}
      </Alert>
    );
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
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const step = useAppSelector(selectCheckoutStep);
  const needsResume = useAppSelector(selectNeedsResume);
  const hasItems = items.length > 0;

  // On mount too: after a reload the shell's stepper starts from this remote's step.
  useEffect(() => {
    eventBus.publish('checkout-step-changed', { v: 1, step });
  }, [step]);

  useEffect(() => {
    if (needsResume && hasItems) void dispatch(orderResumed());
  }, [dispatch, needsResume, hasItems]);

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
        {needsResume ? <ResumingOrder /> : <CurrentStep />}
      </Paper>
      <CheckoutSummary />
    </Box>
  );
}
