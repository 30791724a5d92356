import type { ToastVariant } from '@store/app-kit';

/** A toast asked for on the bus, waiting for the toast list to show it. */
export interface QueuedToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface ToastListProps {
  queue: readonly QueuedToast[];
  /** Called with the ids just handed to notistack, so the host drops them from its queue. */
  onShown: (ids: readonly number[]) => void;
}
