import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { eventBus } from '@store/shared-kernel';

/**
 * Shows `toast-requested` intents when this remote runs on its own page (the shell does it
 * when composed). Must sit inside a notistack SnackbarProvider.
 */
export function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      eventBus.handle('toast-requested', ({ message, variant }) => {
        enqueueSnackbar(message, { variant });
        return { shown: true };
      }),
    [enqueueSnackbar],
  );
  return null;
}
