import { TextField, type TextFieldProps } from '@mui/material';
import { Field } from 'react-final-form';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  validate?: (value: string | undefined) => string | undefined;
};

/**
 * A MUI text field bound to react-final-form: its Spanish error shows once the field was left
 * (or the form submitted), and is tied to the input with aria-describedby by MUI's helper text.
 */
export function FormTextField({ name, validate, helperText, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error: unknown = meta.error ?? meta.submitError;
        const shownError = meta.touched ? error : undefined;
        return (
          <TextField
            {...props}
            {...input}
            value={input.value}
            error={typeof shownError === 'string'}
            helperText={typeof shownError === 'string' ? shownError : helperText}
            fullWidth
            margin="normal"
          />
        );
      }}
    </Field>
  );
}

/** Spanish validation messages, one place for every form. */
export const required =
  (message = 'Este campo es obligatorio.') =>
  (value: string | undefined): string | undefined =>
    value === undefined || value.trim() === '' ? message : undefined;

export const minLength =
  (length: number, message: string) =>
  (value: string | undefined): string | undefined =>
    (value ?? '').trim().length < length ? message : undefined;

export const composeValidators =
  (...validators: ((value: string | undefined) => string | undefined)[]) =>
  (value: string | undefined): string | undefined => {
    for (const validator of validators) {
      const error = validator(value);
      if (error) return error;
    }
    return undefined;
  };

/** `1,234.50`, `1234.5`, `L 1,234.50` → 1234.5; anything else → null. */
export function parseAmount(raw: string | undefined): number | null {
  const cleaned = (raw ?? '')
    .replace(/^\s*L\s*/u, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(?:\.\d{1,2})?$/u.test(cleaned)) return null;
  return Number(cleaned);
}
