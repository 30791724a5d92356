import { useField } from 'react-final-form';
import TextField from '@mui/material/TextField';
import { visibleError } from '@store/remote-kit';

/**
 * A day picked with the browser's own date input (keyboard and screen-reader support come
 * with it), bound to react-final-form. `TextFieldInput` has no date type, so this is its date
 * twin: same look, same rule for when the message shows.
 */
export function DateFieldInput({ name, label }: { name: string; label: string }) {
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
      type="date"
      required
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{
        // The native input always shows its day/month/year placeholder: the label stays above it.
        inputLabel: { shrink: true },
        htmlInput: { lang: 'es-HN' },
      }}
    />
  );
}
