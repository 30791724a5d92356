import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@store/app-kit/shared-mui-components';
import { StoreLogo } from '../layout/StoreLogo';

interface Props {
  title: string;
  children: ReactNode;
}

/** A page that stands without header and footer: maintenance and coming soon. */
export function StandaloneNotice({ title, children }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ mb: 4, display: 'flex', justifyContent: 'center' }}>
        <StoreLogo />
      </Box>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
