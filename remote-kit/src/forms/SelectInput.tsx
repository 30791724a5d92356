import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { visibleError } from './visible-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** False for a choice that may stay on its first option (the placeholder's value is ''). */
  required?: boolean;
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
  required = true,
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
      required={required}
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
