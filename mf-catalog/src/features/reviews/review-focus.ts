import { focusFormField } from '@store/remote-kit';

/** The form's first field (the stars), for a shopper who just logged in to write a review. */
export function focusFirstField(form: HTMLElement | null): boolean {
  return focusFormField(form?.querySelector<HTMLElement>('[role="radiogroup"], input, textarea'));
}

/** How often, and how long, to wait for the portal's login dialog to let go of the focus. */
const MODAL_POLL_MS = 100;
const MODAL_WAIT_LIMIT_MS = 10_000;

const focusInModal = () => document.activeElement?.closest('[aria-modal="true"]') != null;

/** Nothing has the focus: it was on something that went away (the prompt, the dialog). */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Runs `then` once no modal dialog holds the focus. The portal's login dialog may still be open
 * (or closing) when `auth-changed` arrives; its focus trap would pull focus back, and on close it
 * gives focus back to the prompt that opened it, which is gone by then. Returns a cancel.
 */
export function afterModalLetsGo(then: () => void): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    if (focusInModal() && Date.now() - started < MODAL_WAIT_LIMIT_MS) {
      timer = setTimeout(check, MODAL_POLL_MS);
      return;
    }
    then();
  };
  timer = setTimeout(check, 0);
  return () => clearTimeout(timer);
}
