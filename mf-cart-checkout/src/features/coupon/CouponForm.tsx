import { useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { Box, Button, Typography } from '@store/app-kit/shared-mui-components';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { COUPON_CODE_LIMITS } from '@store/contracts';
import { requestToast } from '@store/app-kit';
import { COUPON_TEXT } from './coupon-text';

/** What went wrong, to show under the field, or null when it worked. */
export type CouponOutcome = string | null;

export interface CouponFormProps {
  /** The coupon in force, shown with 'Quitar'; null when none. */
  appliedCode: string | null;
  /** Applies a code (trimmed, never empty). */
  onApply: (code: string) => Promise<CouponOutcome>;
  onRemove: () => Promise<CouponOutcome>;
  /** Another save is running (the checkout's steps): nothing is sent meanwhile. */
  disabled?: boolean;
}

/**
 * 'Código de cupón' with 'Aplicar' (Enter submits), and the coupon in force with 'Quitar'.
 * docs/business-rules.md#coupons: '¡Cupón aplicado!' in a toast; a refusal in a toast too (it is
 * announced) and under the field, which it describes (aria-describedby) until the code changes.
 * One request at a time: a second Enter or click before the answer sends nothing.
 */
export function CouponForm({ appliedCode, onApply, onRemove, disabled = false }: CouponFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<CouponOutcome>(null);
  const [busy, setBusy] = useState(false);
  // State is read from the last render; two submits in the same tick both see `busy` false.
  const running = useRef(false);

  async function run(action: () => Promise<CouponOutcome>): Promise<CouponOutcome | undefined> {
    if (running.current || disabled) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const outcome = await action();
      setError(outcome);
      if (outcome !== null) requestToast(outcome, 'error');
      return outcome;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    if ((await run(() => onApply(typed))) !== null) return;
    setCode('');
    requestToast(COUPON_TEXT.applied);
  }

  const locked = busy || disabled;
  return (
    <Box component="form" noValidate aria-label={COUPON_TEXT.form} onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-code`}
          label={COUPON_TEXT.label}
          size="small"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          autoComplete="off"
          fullWidth
          sx={{ minWidth: 0 }}
          slotProps={{
            htmlInput: {
              maxLength: COUPON_CODE_LIMITS.maxLength,
              autoCapitalize: 'characters',
              spellCheck: false,
            },
          }}
        />
        <Button type="submit" variant="outlined" disabled={locked} sx={{ flexShrink: 0, minHeight: 40 }}>
          {COUPON_TEXT.apply}
        </Button>
      </Box>
      {appliedCode && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {COUPON_TEXT.current} <strong>{appliedCode}</strong>
          </Typography>
          <Button
            size="small"
            color="error"
            disabled={locked}
            aria-label={COUPON_TEXT.removeLabel(appliedCode)}
            onClick={() => void run(onRemove)}
          >
            {COUPON_TEXT.remove}
          </Button>
        </Box>
      )}
    </Box>
  );
}
