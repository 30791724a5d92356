import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@store/app-kit/shared-mui-components';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Página no encontrada — Tienda Tecnología HN';
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        La página que buscas no existe o fue movida.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Volver al inicio
      </Button>
    </Container>
  );
}
