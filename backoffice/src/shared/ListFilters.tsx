import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';

/**
 * A list's filter bar: a search box applied on submit (one request per search, not per key),
 * the list's own selects beside it, and "Buscar". The values live in the URL (useUrlFilters);
 * this only edits them.
 */
export function FilterForm({
  label,
  searchLabel = 'Buscar',
  helperText,
  text: initialText,
  onSearch,
  children,
}: {
  /** The form's accessible name, e.g. 'Filtrar tickets'. */
  label: string;
  searchLabel?: string;
  helperText?: string;
  /** The search text in the URL now. */
  text: string | undefined;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState(initialText ?? '');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        label={searchLabel}
        helperText={helperText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
      />
      {children}
      <Button type="submit" variant="contained">
        Buscar
      </Button>
    </Box>
  );
}

/** One closed-list filter ('' = all), labelled, applied at once. */
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
  /** The first option, no filter: 'Todos', 'Todas'. */
  allLabel: string;
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
        <MenuItem value="">{allLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labels[option]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
