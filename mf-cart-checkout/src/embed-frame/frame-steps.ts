import type { EmbedStep } from '@store/contracts';
import type { CheckoutView } from '../features/checkout/checkout-slice';

/** The card hand-off and Finalización before it confirms: the shopper is still paying. */
const PAYING_PATHS: readonly string[] = ['/shopping/boton-pago', '/checkout/finalizacion'];

/**
 * The step the host is told (`change`), from what the frame shows: the checkout's view
 * (the form being filled, including a step the shopper went back to edit), the card's
 * round trip, and the placed order. Taken from the view rather than the number on
 * `checkout-step-changed`, which counts saved steps: after 'Contacto' is saved it says 1 while
 * the shopper already fills 'Envío'.
 */
export function embedStepOf(view: CheckoutView, pathname: string, completed: boolean): EmbedStep {
  if (completed) return 'complete';
  if (PAYING_PATHS.includes(pathname)) return 'payment';
  if (view === 'contact') return 'contact';
  if (view === 'shipping') return 'shipping';
  return 'payment';
}
