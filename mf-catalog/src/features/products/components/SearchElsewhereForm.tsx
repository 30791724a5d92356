import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Stack } from '@store/app-kit/shared-mui-components';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { searchResultsHref } from '../../search-preview';

export const SEARCH_ELSEWHERE_LABEL = 'Buscar otro producto';

/**
 * An empty result's way out: search for something else. Goes to the search results page with
 * the words (a fresh search: the filters of this page do not follow). Spaces only search nothing.
 */
export function SearchElsewhereForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const labelId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      field.current?.focus();
      return;
    }
    void navigate(searchResultsHref(value));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-labelledby={labelId}
      noValidate
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ width: '100%', maxWidth: 420 }}
    >
      <TextField
        fullWidth
        size="small"
        type="search"
        name="q"
        label={SEARCH_ELSEWHERE_LABEL}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputRef={field}
        slotProps={{ inputLabel: { id: labelId } }}
      />
      <Button type="submit" variant="outlined">
        Buscar
      </Button>
    </Stack>
  );
}
