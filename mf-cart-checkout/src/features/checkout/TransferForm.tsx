import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { BANK_CODES, BANK_NAMES } from '@store/contracts';
import type { BankCode } from '@store/contracts';
import { SubmitButton } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { offlinePaymentSaved, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { SelectInput } from './form-fields';
import { finalizacionPath } from './finalizacion-path';
import { StepError } from './StepError';

interface TransferValues {
  /** '' = every account. */
  bank: string;
}

const BANK_OPTIONS = BANK_CODES.map((code) => ({ value: code, label: BANK_NAMES[code] }));

const bankOf = (value: string): BankCode | null => BANK_CODES.find((code) => code === value) ?? null;

/**
 * 'F. Pago' by bank transfer or deposit: `PUT /orders/{id}/transfer` with the bank chosen (or
 * none: every account), then Finalización shows the accounts, amount, reference and deadline.
 */
export function TransferForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id, status, task } = useAppSelector(selectCheckout);

  async function confirm(values: TransferValues) {
    const result = await dispatch(offlinePaymentSaved({ method: 'transfer', bank: bankOf(values.bank) }));
    if (offlinePaymentSaved.fulfilled.match(result) && id !== null) void navigate(finalizacionPath(id));
  }

  return (
    <Form<TransferValues>
      onSubmit={confirm}
      initialValues={{ bank: '' }}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={CHECKOUT_TEXT.transferMethod}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {task === 'transfer' && <StepError />}
          <Typography variant="body2" sx={{ mb: 1 }}>
            {CHECKOUT_TEXT.transferLead}
          </Typography>
          <SelectInput
            name="bank"
            label={CHECKOUT_TEXT.bank}
            placeholder={CHECKOUT_TEXT.anyBank}
            options={BANK_OPTIONS}
            required={false}
            helperText={CHECKOUT_TEXT.bankHelp}
          />
          <SubmitButton
            busy={status === 'saving' && task === 'transfer'}
            disabled={status === 'saving'}
            label={CHECKOUT_TEXT.confirmOrder}
            busyLabel={CHECKOUT_TEXT.confirming}
          />
        </Box>
      )}
    />
  );
}
