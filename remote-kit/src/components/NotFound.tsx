import { Button, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { Link as RouterLink } from 'react-router-dom';
import { NoIndex } from '../page/PageHead';

/**
 * A page that does not exist (or no longer does), with a way back to the start. Rendered in the
 * browser such a page answers 200, so its `noindex` is what keeps it out of search indexes.
 */
export function NotFound({ title, message }: { title: string; message: string }) {
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
      <NoIndex />
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Volver al inicio
      </Button>
    </Stack>
  );
}
