import { Form, useField } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
} from '@store/app-kit/shared-mui-page-components';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Store } from '@store/contracts';
import { failureMessage, SubmitButton, visibleError } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetPaymentStoresQuery } from './checkout-api';
import { offlinePaymentSaved, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { finalizacionPath } from './finalizacion-path';
import { StepError } from './StepError';
import { RetryAlert } from '../../components/RetryAlert';

interface StorePayValues {
  /** The chosen store's id as the radio's value ('' before a choice). */
  store: string;
}

function StoreLabel({ store }: { store: Store }) {
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {store.name}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {store.address}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {CHECKOUT_TEXT.storeHours(store.hours)}
      </Box>
    </Box>
  );
}

/** The stores as radios: one group, one name, arrows move between them (native radios). */
function StoreChoice({ stores, disabled }: { stores: Store[]; disabled: boolean }) {
  const { input, meta } = useField<string>('store');
  const error = visibleError(meta);
  return (
    <FormControl component="fieldset" error={error !== undefined} required sx={{ mt: 1, width: '100%' }}>
      <FormLabel component="legend">{CHECKOUT_TEXT.storeChoice}</FormLabel>
      <RadioGroup
        name={input.name}
        value={input.value}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => input.onBlur()}
        aria-describedby={error ? 'checkout-store-error' : undefined}
      >
        {stores.map((store) => (
          <FormControlLabel
            key={store.id}
            value={String(store.id)}
            control={<Radio />}
            label={<StoreLabel store={store} />}
            disabled={disabled}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id="checkout-store-error">{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * 'F. Pago' at a store: one of `GET /stores?pickup=1`, then `PUT /orders/{id}/storepay`;
 * Finalización says where, until when and what to bring.
 */
export function StorePayForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id, status, task } = useAppSelector(selectCheckout);
  const stores = useGetPaymentStoresQuery(undefined);

  async function confirm(values: StorePayValues) {
    const storeId = Number(values.store);
    if (!Number.isInteger(storeId) || storeId <= 0) return { store: CHECKOUT_TEXT.storeRequired };
    const result = await dispatch(offlinePaymentSaved({ method: 'store-pay', storeId }));
    if (offlinePaymentSaved.fulfilled.match(result) && id !== null) void navigate(finalizacionPath(id));
    return undefined;
  }

  if (stores.isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{CHECKOUT_TEXT.loadingStores}</Typography>
      </Box>
    );
  }
  if (stores.isError) {
    return <RetryAlert onRetry={() => void stores.refetch()}>{failureMessage(stores.error)}</RetryAlert>;
  }
  const list = stores.data ?? [];
  if (list.length === 0) return <Alert severity="info">{CHECKOUT_TEXT.noStores}</Alert>;

  return (
    <Form<StorePayValues>
      onSubmit={confirm}
      initialValues={{ store: '' }}
      validate={(values) => (values.store ? {} : { store: CHECKOUT_TEXT.storeRequired })}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={CHECKOUT_TEXT.storePayMethod}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {task === 'store-pay' && <StepError />}
          <Typography variant="body2">{CHECKOUT_TEXT.storePayLead}</Typography>
          <StoreChoice stores={list} disabled={status === 'saving'} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {CHECKOUT_TEXT.storeBring}
          </Typography>
          <SubmitButton
            busy={status === 'saving' && task === 'store-pay'}
            disabled={status === 'saving'}
            label={CHECKOUT_TEXT.confirmOrder}
            busyLabel={CHECKOUT_TEXT.confirming}
          />
        </Box>
      )}
    />
  );
}
