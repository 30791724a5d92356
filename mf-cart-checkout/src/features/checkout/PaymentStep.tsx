import type { ComponentType } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { FormControlLabel } from '@store/app-kit/shared-mui-page-components';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@store/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CreditPaymentForm } from './credit/CreditPaymentForm';
import { CREDIT_TEXT } from './credit/credit-text';
import { isEmbeddedCheckout } from './embed-attribution';
import { CardPaymentForm } from './CardPaymentForm';
import { errorDismissed, paymentMethodChosen, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { StorePayForm } from './StorePayForm';
import { TransferForm } from './TransferForm';

interface PaymentOption {
  method: PaymentMethod;
  label: string;
  Form: ComponentType;
}

/** The methods 'F. Pago' offers, in this order, card first (the spec's default). */
const CARD_OPTION: PaymentOption = {
  method: 'credit-card',
  label: CHECKOUT_TEXT.cardMethod,
  Form: CardPaymentForm,
};
const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  CARD_OPTION,
  { method: 'transfer', label: CHECKOUT_TEXT.transferMethod, Form: TransferForm },
  { method: 'store-pay', label: CHECKOUT_TEXT.storePayMethod, Form: StorePayForm },
  { method: 'credit', label: CREDIT_TEXT.method, Form: CreditPaymentForm },
];

/** What this checkout offers: no credit inside an integrator's page (embed-attribution.ts). */
const offeredOptions = (): readonly PaymentOption[] =>
  isEmbeddedCheckout() ? PAYMENT_OPTIONS.filter((option) => option.method !== 'credit') : PAYMENT_OPTIONS;

const optionOf = (method: PaymentMethod): PaymentOption =>
  offeredOptions().find((option) => option.method === method) ?? CARD_OPTION;

/**
 * 'F. Pago' (step 3): the method is checkout state (`paymentMethod`, kept in the tab's session
 * so a reload shows the same one) and its form below the choice.
 */
export function PaymentStep() {
  const dispatch = useAppDispatch();
  const { paymentMethod, status } = useAppSelector(selectCheckout);
  const chosen = optionOf(paymentMethod);

  function choose(method: PaymentMethod) {
    // The last failure was about the method being left.
    dispatch(errorDismissed());
    dispatch(paymentMethodChosen(method));
  }

  return (
    <Box component="section" aria-labelledby="checkout-payment-heading" sx={{ mt: 3 }}>
      <Typography id="checkout-payment-heading" variant="h3" component="h2" gutterBottom>
        {CHECKOUT_TEXT.paymentHeading}
      </Typography>
      <RadioGroup
        aria-label={CHECKOUT_TEXT.paymentMethods}
        name="payment-method"
        value={chosen.method}
        onChange={(_event, value) => {
          const option = offeredOptions().find((candidate) => candidate.method === value);
          if (option) choose(option.method);
        }}
      >
        {offeredOptions().map((option) => (
          <FormControlLabel
            key={option.method}
            value={option.method}
            control={<Radio />}
            label={option.label}
            disabled={status === 'saving'}
          />
        ))}
      </RadioGroup>
      <Box sx={{ mt: 1 }}>
        <chosen.Form />
      </Box>
    </Box>
  );
}
