import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { StoreLogo } from '../../layout/StoreLogo';

/** Shown instead of the store when the run-time config says `maintenance: true`. */
export function MaintenancePage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Box sx={{ mb: 4, display: 'flex', justifyContent: 'center' }}>
        <StoreLogo />
      </Box>
      <Typography variant="h1" gutterBottom>
        ¡Estamos en mantenimiento!
      </Typography>
      <Typography color="text.secondary">
        Estamos mejorando la tienda para ti. Volveremos muy pronto; gracias por tu paciencia.
      </Typography>
    </Container>
  );
}
