import type { ReactNode } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';

/** A titled group of a long form's fields (a fieldset, so its title names the group). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ p: 0, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
