import { Button } from '@store/app-kit/shared-mui-components';

/** A form's full-width submit button; disabled and reading `busyLabel` while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled || busy}
      sx={{ mt: 2 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
