import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TextFieldInput, visibleError } from '@store/remote-kit';
import type { TextFieldInputProps } from '@store/remote-kit';

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

/**
 * Text fields row by row: the fields of a longer row share the line from the `sm` breakpoint up
 * and stack below it, so a pair such as Nombre / Apellido reads as one.
 */
export function FieldRows({ rows }: { rows: readonly (readonly TextFieldInputProps[])[] }) {
  return rows.map((row) => {
    const fields = row.map((field) => <TextFieldInput key={field.name} {...field} />);
    if (row.length === 1) return fields;
    return (
      <Box
        key={row.map((field) => field.name).join(' ')}
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${String(row.length)}, 1fr)` },
        }}
      >
        {fields}
      </Box>
    );
  });
}
