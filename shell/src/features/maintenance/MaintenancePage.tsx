import { useEffect } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { StandaloneNotice } from '../../pages/StandaloneNotice';

/** Shown instead of the store when the run-time config says `maintenance: true`. */
export function MaintenancePage() {
  useEffect(() => {
    document.title = 'En mantenimiento — Tienda Tecnología HN';
  }, []);
  return (
    <Box component="main">
      <StandaloneNotice title="¡Estamos en mantenimiento!">
        <Typography color="text.secondary">
          Estamos mejorando la tienda para ti. Volveremos muy pronto; gracias por tu paciencia.
        </Typography>
      </StandaloneNotice>
    </Box>
  );
}
