import type { HTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { visibleError } from './visible-error';

export interface TextFieldInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * Leave it off where a rule says 'too long': cutting what someone types or pastes would
   * hide the problem instead of naming it.
   */
  maxLength?: number;
  /** Rewrites what was typed before the form keeps it (e.g. an identity mask). */
  parse?: (value: string) => string;
  /** Marks the field required for assistive tech and the label; the form's rules still decide. */
  required?: boolean;
  multiline?: boolean;
}

/**
 * An MUI text field bound to react-final-form, shared by the remotes' forms. Its message shows
 * under it (and names it through aria-describedby) by the rule of `visibleError`.
 */
export function TextFieldInput({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  parse,
  required = false,
  multiline = false,
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
      required={required}
      multiline={multiline}
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { placeholder, inputMode, maxLength } }}
    />
  );
}
