import type { ComponentType } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useNavigate } from 'react-router-dom';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { cardBrand, fieldErrors, validateCardForm } from '@store/contracts';
import type { CardBrand, CardFields } from '@store/contracts';
import { AmexLogo, MastercardLogo, SubmitButton, TextFieldInput, VisaLogo } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { billingSaved, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { StepError } from './StepError';

const EMPTY_CARD: CardFields = { card_number: '', card_name: '', expiry: '', cvc: '' };

/** Groups of four digits as printed on the card (Amex's 4-6-5 is still readable this way). */
const formatCardNumber = (value: string): string =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MMAA' typed becomes 'MM/AA', the format the rule and the gateway read. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

const BRAND_LOGOS: Record<CardBrand, ComponentType> = {
  visa: VisaLogo,
  mastercard: MastercardLogo,
  amex: AmexLogo,
};

/** The footer's drawn mark of the brand the number belongs to, once its first digits tell. */
function BrandHint({ number }: { number: string }) {
  const brand = cardBrand(number);
  const Logo = brand ? BRAND_LOGOS[brand] : null;
  return (
    <Box aria-live="polite" sx={{ minHeight: 34, display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      {Logo && (
        <>
          <Typography variant="body2" color="text.secondary">
            {CHECKOUT_TEXT.cardBrand}:
          </Typography>
          <Logo />
        </>
      )}
    </Box>
  );
}

/**
 * 'F. Pago' by card: the card goes to `PUT /orders/{id}/billing`, then to `/shopping/boton-pago`
 * in memory. A failure keeps what was typed except the number and CVC.
 */
export function CardPaymentForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, task } = useAppSelector(selectCheckout);
  const paying = status === 'saving' && task === 'billing';

  async function pay(values: CardFields, form: FormApi<CardFields>) {
    const verdict = validateCardForm(values);
    if (!verdict.ok) return verdict.fields;
    const result = await dispatch(billingSaved(verdict.value));
    if (billingSaved.fulfilled.match(result)) {
      void navigate('/shopping/boton-pago');
      return undefined;
    }
    // The card's secrets are typed again rather than kept on a page that failed.
    form.batch(() => {
      form.change('card_number', '');
      form.change('cvc', '');
      form.resetFieldState('card_number');
      form.resetFieldState('cvc');
    });
    return undefined;
  }

  return (
    <Form<CardFields>
      onSubmit={pay}
      validate={(values) => fieldErrors(validateCardForm({ ...EMPTY_CARD, ...values }))}
      initialValues={EMPTY_CARD}
      render={({ handleSubmit, values }) => (
        <Box
          component="form"
          noValidate
          aria-label={CHECKOUT_TEXT.cardMethod}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {task === 'billing' && <StepError />}
          <TextFieldInput
            name="card_number"
            label={CHECKOUT_TEXT.cardNumber}
            autoComplete="cc-number"
            inputMode="numeric"
            parse={formatCardNumber}
            required
          />
          <BrandHint number={values.card_number} />
          <TextFieldInput name="card_name" label={CHECKOUT_TEXT.cardName} autoComplete="cc-name" required />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextFieldInput
              name="expiry"
              label={CHECKOUT_TEXT.cardExpiry}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/AA"
              parse={formatExpiry}
              required
            />
            <TextFieldInput
              name="cvc"
              label={CHECKOUT_TEXT.cardCvc}
              autoComplete="cc-csc"
              inputMode="numeric"
              parse={digitsOnly(4)}
              required
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {CHECKOUT_TEXT.cardSafety}
          </Typography>
          <SubmitButton
            busy={paying}
            disabled={status === 'saving'}
            label={CHECKOUT_TEXT.pay}
            busyLabel={CHECKOUT_TEXT.paying}
          />
        </Box>
      )}
    />
  );
}
