import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';

/**
 * A list's filter bar, the one every back-office list uses: a search box applied on submit (one
 * request per search, not per key), the list's own fields beside it (FilterSelect, FilterDate,
 * or text fields of its own) and the submit button. The values live in the URL (useUrlFilters);
 * this only edits them.
 */
export function FilterForm({
  label,
  searchLabel = 'Buscar',
  helperText,
  text: initialText,
  onSearch,
  onSubmit,
  submitLabel = 'Buscar',
  children,
}: {
  /** The form's accessible name, e.g. 'Filtrar tickets'. */
  label: string;
  searchLabel?: string;
  helperText?: string;
  /** The search text in the URL now. */
  text?: string | undefined;
  /** Without it there is no search box (a form of its own fields, applied by onSubmit). */
  onSearch?: (text: string) => void;
  /** Also called on submit: a form whose fields are applied together (the audit log's). */
  onSubmit?: () => void;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const [text, setText] = useState(initialText ?? '');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch?.(text);
    onSubmit?.();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {onSearch && (
        <TextField
          label={searchLabel}
          helperText={helperText}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
        />
      )}
      {children}
      <Button type="submit" variant="contained">
        {submitLabel}
      </Button>
    </Box>
  );
}

/**
 * One closed-list filter, labelled, applied at once. With `allLabel` its first option is "no
 * filter" ('' = all: 'Todos', 'Todas'); without it one of the options is always chosen.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  labels,
  onChange,
  minWidth = 160,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: Value | undefined;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labels[option]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** A day (`YYYY-MM-DD`, the browser's date picker), labelled: one end of a date range. */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  /** 'Desde' or 'Hasta'. */
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
