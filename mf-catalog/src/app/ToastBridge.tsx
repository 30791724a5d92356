import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { eventBus } from '@store/shared-kernel';

/**
 * Shows the bus's `toast-requested` intents with notistack. In the store page the shell owns
 * toasts; this bridge is for the remote's standalone page (and tests) only.
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
