import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface FieldMeta {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/**
 * A rule's message once the field was left (or a submit was tried, which touches every
 * field); the server's message for the field until the shopper changes something.
 */
function visibleError(meta: FieldMeta): string | undefined {
  if (typeof meta.error === 'string' && meta.touched === true) return meta.error;
  if (typeof meta.submitError === 'string' && meta.dirtySinceLastSubmit !== true) return meta.submitError;
  return undefined;
}

interface TextFieldInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  required?: boolean;
  multiline?: boolean;
}

/**
 * An MUI text field bound to react-final-form. No `maxLength`: the spec's 'Longitud de texto
 * muy largo' has to be reachable, and cutting what someone pastes would hide the problem.
 */
export function TextFieldInput({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  required = false,
  multiline = false,
}: TextFieldInputProps) {
  const { input, meta } = useField<string>(name);
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
      required={required}
      multiline={multiline}
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { placeholder, inputMode } }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** Runs after the form value changed (e.g. clear the municipality when the department changes). */
  onValueChange?: (value: string) => void;
  helperText?: ReactNode;
}

/** A native select (keyboard and screen-reader friendly on every device) bound to the form. */
export function SelectInput({
  name,
  label,
  options,
  placeholder,
  disabled = false,
  onValueChange,
  helperText,
}: SelectInputProps) {
  const { input, meta } = useField<string>(name);
  const error = visibleError(meta);
  return (
    <TextField
      select
      name={input.name}
      value={input.value}
      onChange={(event) => {
        input.onChange(event);
        onValueChange?.(event.target.value);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={label}
      required
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="dense"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Disabled and reading 'Guardando…' while the step is being saved. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
      {busy ? busyLabel : label}
    </Button>
  );
}
