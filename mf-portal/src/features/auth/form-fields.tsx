import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
} from '@store/app-kit/shared-mui-page-components';
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
