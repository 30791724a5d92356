import { Alert, Button } from '@store/app-kit/shared-mui-components';

/** A failed call: the server's Spanish message and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
