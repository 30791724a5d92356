import { eventBus } from '../events/versioned-bus';
import type { ToastVariant } from '../events/event-contracts';

/** docs/business-rules.md#constants: toasts close after 3 seconds. */
export const TOAST_AUTO_HIDE_MS = 3000;

/**
 * Asks whoever shows toasts (the shell, or a remote's standalone page) to show one. A toast
 * nobody can show is logged, never thrown at the caller: it is feedback, not the action.
 */
export function requestToast(message: string, variant: ToastVariant = 'success'): void {
  eventBus.request('shell:toast-requested', { v: 1, message, variant }).catch((error: unknown) => {
    console.warn('Toast sin mostrar:', message, error);
  });
}
