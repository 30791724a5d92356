import { Alert } from '@store/app-kit/shared-mui-components';
import { useAppSelector } from '../../app/hooks';
import { selectCheckout } from './checkout-slice';

/**
 * docs/business-rules.md#checkout: a failed call's message (the server's, or the status text)
 * above the form. A refused coupon is the coupon field's to show, under itself.
 */
export function StepError() {
  const { status, error, task } = useAppSelector(selectCheckout);
  if (status !== 'error' || !error || task === 'coupon') return null;
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {error}
    </Alert>
  );
}
