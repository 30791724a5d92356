import type { ReactNode } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';

/** A part of Finalización's receipt, named by its heading (landmark for screen readers). */
export function ReceiptSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
