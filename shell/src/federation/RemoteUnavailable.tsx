import { Alert, AlertTitle, Button } from '@store/app-kit/shared-mui-components';
import { REMOTES, type RemoteName } from './remote-registry';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
}

/** What a shopper sees where a remote could not load or crashed. */
export function RemoteUnavailable({ remote, onRetry }: Props) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      <AlertTitle>No pudimos cargar {REMOTES[remote].label}</AlertTitle>
      Esta sección no está disponible en este momento. El resto de la tienda sigue funcionando.
    </Alert>
  );
}
