import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { eventBus } from '@store/app-kit';

/**
 * Shows the bus's `toast-requested` intents with notistack. The shell mounts it once for the
 * store page; a remote mounts it only on its standalone page (and in tests). Must sit inside
 * a notistack SnackbarProvider.
 */
export function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      eventBus.handle('shell:toast-requested', ({ message, variant }) => {
        enqueueSnackbar(message, { variant });
        return { shown: true };
      }),
    [enqueueSnackbar],
  );
  return null;
}
