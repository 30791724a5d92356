import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';

function visibleError(
  meta: {
    error?: unknown;
    submitError?: unknown;
    touched?: boolean;
    modified?: boolean;
    dirtySinceLastSubmit?: boolean;
  },
  showWhenModified = false,
): string | undefined {
  if (
    typeof meta.error === 'string' &&
    (meta.touched === true || (showWhenModified && meta.modified === true))
  ) {
    return meta.error;
  }
  if (typeof meta.submitError === 'string' && meta.dirtySinceLastSubmit !== true) return meta.submitError;
  return undefined;
}

interface TextFieldInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  parse?: (value: string) => string;
}

/** An MUI text field bound to react-final-form; errors show once the field was visited. */
export function TextFieldInput({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  parse,
}: TextFieldInputProps) {
  const { input, meta } = useField<string>(name, parse ? { parse } : {});
  const error = visibleError(meta);
  return (
    <TextField
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { placeholder, inputMode, maxLength } }}
    />
  );
}

/** A checkbox bound to react-final-form; its error shows as soon as it was toggled. */
export function CheckboxInput({ name, label }: { name: string; label: ReactNode }) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = visibleError(meta, true);
  const errorId = `${name}-error`;
  return (
    <FormControl error={error !== undefined} margin="dense">
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={input.name}
            checked={input.checked ?? false}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            slotProps={{ input: { 'aria-describedby': error ? errorId : undefined } }}
          />
        }
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The forms' full-width submit button; shows `busyLabel` while the request runs. */
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
      fullWidth
      size="large"
      disabled={disabled || busy}
      sx={{ mt: 2 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
