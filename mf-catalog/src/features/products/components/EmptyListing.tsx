import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { SearchElsewhereForm } from './SearchElsewhereForm';

/**
 * An empty category or search says so and offers a way on: 'Limpiar filtros' when filters are
 * what left nothing, and always a search for something else.
 */
export function EmptyListing({
  message,
  onClearFilters,
}: {
  message: ReactNode;
  onClearFilters?: () => void;
}) {
  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      <Typography>{message}</Typography>
      {onClearFilters && (
        <Button variant="outlined" onClick={onClearFilters}>
          Limpiar filtros
        </Button>
      )}
      <SearchElsewhereForm />
    </Stack>
  );
}
