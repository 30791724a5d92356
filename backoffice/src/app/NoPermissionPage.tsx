import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../shared/use-page-title';

export function NoPermissionPage() {
  usePageTitle('Sin permiso');
  return (
    <Stack spacing={2}>
      <Typography variant="h1">No tienes permiso</Typography>
      <Alert severity="warning">
        Tu cuenta no tiene el rol que esta página necesita. Si lo necesitas para tu trabajo, pídeselo a un
        administrador.
      </Alert>
      <div>
        <Button component={RouterLink} to="/" variant="contained">
          Ir al inicio
        </Button>
      </div>
    </Stack>
  );
}
