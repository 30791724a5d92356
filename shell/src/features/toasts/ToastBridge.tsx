import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { eventBus } from '@store/shared-kernel';

/** The shell owns toasts: any remote asks through `toast-requested`. */
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
