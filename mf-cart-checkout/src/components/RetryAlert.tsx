import type { ReactNode } from 'react';
import { Alert, Button } from '@store/app-kit/shared-mui-components';
import type { SxProps, Theme } from '@mui/material/styles';

/** A read that failed: what the server said, and 'Reintentar' to read it again. */
export function RetryAlert({
  onRetry,
  children,
  sx,
}: {
  onRetry: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
