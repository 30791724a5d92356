import { useField } from 'react-final-form';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { visibleError } from './visible-error';

export interface DateFieldInputProps {
  name: string;
  label: string;
  /** Earliest and latest day the picker offers (YYYY-MM-DD); the form's rule still decides. */
  min?: string;
  max?: string;
  required?: boolean;
  helperText?: string;
}

/**
 * The browser's own date field (its picker, keyboard entry and screen-reader support), bound
 * to react-final-form; the value is the calendar day as `YYYY-MM-DD`. `TextFieldInput`'s date
 * twin: same look, same rule for when the message shows.
 */
export function DateFieldInput({ name, label, min, max, required = false, helperText }: DateFieldInputProps) {
  const { input, meta } = useField<string>(name);
  const error = visibleError(meta);
  return (
    <TextField
      type="date"
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={label}
      required={required}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="dense"
      // The browser draws its own day/month/year placeholder: the label stays above it.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max, lang: 'es-HN' } }}
    />
  );
}
