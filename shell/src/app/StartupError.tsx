import { Button, Container, Typography } from '@store/app-kit/shared-mui-components';

/** Shown when the deploy-time configuration itself cannot be read. */
export function StartupError({ message }: { message: string }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        No pudimos abrir la tienda
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reintentar
      </Button>
    </Container>
  );
}
