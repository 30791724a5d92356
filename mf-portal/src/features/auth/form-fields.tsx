import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { visibleError } from '@store/remote-kit';

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
