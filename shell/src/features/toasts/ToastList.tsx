import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { ReadableSnackbarProvider } from '@store/remote-kit';
import type { ToastListProps } from './queued-toast';

/** notistack's host with the store's readable colours, fed from the shell's queue. */
export function ToastList(props: ToastListProps) {
  return (
    <ReadableSnackbarProvider bridge={false}>
      <QueueToSnackbars {...props} />
    </ReadableSnackbarProvider>
  );
}

function QueueToSnackbars({ queue, onShown }: ToastListProps) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) enqueueSnackbar(toast.message, { variant: toast.variant });
    onShown(queue.map((toast) => toast.id));
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}
