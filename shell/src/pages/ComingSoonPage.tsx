import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@store/app-kit/shared-mui-components';
import { StandaloneNotice } from './StandaloneNotice';

/** `/pages/coming-soon`: a launch page without header and footer. */
export function ComingSoonPage() {
  useEffect(() => {
    document.title = 'Muy pronto — Tienda Tecnología HN';
  }, []);
  return (
    <StandaloneNotice title="¡Muy pronto!">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Estamos preparando algo nuevo para ti. Mientras tanto, nuestra tienda sigue abierta.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Ir a la tienda
      </Button>
    </StandaloneNotice>
  );
}
