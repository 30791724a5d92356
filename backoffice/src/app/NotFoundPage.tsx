import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../shared/use-page-title';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Página no encontrada</Typography>
      <Typography>La dirección no corresponde a ninguna pantalla del back office.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Ir al inicio
      </Button>
    </Stack>
  );
}
