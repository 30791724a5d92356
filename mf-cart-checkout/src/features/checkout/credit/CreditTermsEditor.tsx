import { useState } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { roundMoney } from '@store/contracts';
import type { PlannedContract } from '@store/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { contractEdited } from '../checkout-slice';
import type { CreditConditions } from './credit-conditions';
import { CREDIT_TEXT } from './credit-text';

/** A number typed in Spanish or English style ('12,5' or '12.5'); null when it is not one. */
function parseNumber(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

const twoDecimals = (value: number) => String(Math.round(value * 100) / 100);

interface EditorProps {
  first: PlannedContract;
  conditions: CreditConditions;
  disabled: boolean;
  /** What the server refused, by the field it concerns (shown until the field changes). */
  serverErrors: { downPayment?: string | undefined; term?: string | undefined; day?: string | undefined };
}

/**
 * The first contract's down payment (as a percentage or in lempiras, each following the other),
 * its term, and the payment day of every contract. A value out of bounds is said under its field
 * and not applied; a valid one updates the contracts at once (spec: editing merges into the
 * first contract).
 */
export function CreditTermsEditor({ first, conditions, disabled, serverErrors }: EditorProps) {
  const dispatch = useAppDispatch();
  const { minDownPayment: min, maxDownPayment: max } = conditions;
  const [pctText, setPctText] = useState(() => String(first.downPaymentPct));
  const [amountText, setAmountText] = useState(() => twoDecimals(first.downPayment));
  const [pctError, setPctError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  function applyPercent(pct: number) {
    dispatch(contractEdited({ downPayment: pct }));
  }

  function onPercent(text: string) {
    setPctText(text);
    const pct = parseNumber(text);
    if (pct === null || pct < min || pct > max) {
      setPctError(CREDIT_TEXT.outOfRange(min, max));
      return;
    }
    setPctError(null);
    setAmountError(null);
    setAmountText(twoDecimals(roundMoney((first.totalAmount * pct) / 100)));
    applyPercent(pct);
  }

  function onAmount(text: string) {
    setAmountText(text);
    const amount = parseNumber(text);
    const low = roundMoney((first.totalAmount * min) / 100);
    const high = roundMoney((first.totalAmount * max) / 100);
    if (amount === null || amount < low || amount > high) {
      setAmountError(CREDIT_TEXT.outOfRange(low, high));
      return;
    }
    // The server takes a percentage: the amount becomes one, to two decimals.
    const pct = Math.min(max, Math.max(min, Math.round((amount / first.totalAmount) * 10000) / 100));
    setAmountError(null);
    setPctError(null);
    setPctText(String(pct));
    applyPercent(pct);
  }

  const terms = Array.from({ length: first.maxTerm - first.minTerm + 1 }, (_, i) => first.minTerm + i);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} disabled={disabled}>
      <Typography component="legend" variant="h4" sx={{ mb: 0.5 }}>
        {CREDIT_TEXT.editHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {CREDIT_TEXT.editLead}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={CREDIT_TEXT.downPaymentPct(min, max)}
          value={pctText}
          onChange={(event) => onPercent(event.target.value)}
          error={pctError !== null || serverErrors.downPayment !== undefined}
          helperText={pctError ?? serverErrors.downPayment ?? ' '}
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={CREDIT_TEXT.downPaymentAmount}
          value={amountText}
          onChange={(event) => onAmount(event.target.value)}
          error={amountError !== null}
          helperText={amountError ?? ' '}
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label={CREDIT_TEXT.termChoice}
          value={String(first.term)}
          onChange={(event) => dispatch(contractEdited({ term: Number(event.target.value) }))}
          error={serverErrors.term !== undefined}
          helperText={serverErrors.term ?? ' '}
          margin="dense"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {terms.map((term) => (
            <option key={term} value={term}>
              {CREDIT_TEXT.months(term)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={CREDIT_TEXT.dayChoice}
          value={String(first.day)}
          onChange={(event) => dispatch(contractEdited({ day: Number(event.target.value) }))}
          error={serverErrors.day !== undefined}
          helperText={serverErrors.day ?? ' '}
          margin="dense"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {conditions.days.map((day) => (
            <option key={day} value={day}>
              {CREDIT_TEXT.dayOption(day)}
            </option>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
