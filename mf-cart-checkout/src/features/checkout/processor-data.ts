import type { ProcessorData } from '@store/contracts';

/**
 * `processorData` of docs/business-rules.md#checkout: the gateway's signed fields from
 * `PUT /orders/{id}/billing` plus the card the shopper typed, which `/shopping/boton-pago` posts
 * to the gateway.
 */
export type CardHandOff = ProcessorData & { number: string; expiry: string; cvc: string };

/*
 * Held in this module's memory only, never in Redux (whose state other code may persist or log),
 * storage or the URL: the card number and CVC must not outlive the page that posts them. Both
 * the checkout page and the hand-off page are exposed by this remote and share this module
 * instance, so a client-side navigation carries it; a reload finds nothing, by design.
 */
let held: CardHandOff | null = null;

export function holdCardHandOff(data: CardHandOff): void {
  held = data;
}

/** What the hand-off page will post, or null (opened directly, reloaded, already posted). */
export function peekCardHandOff(): CardHandOff | null {
  return held;
}

/** Forgets the card as soon as it has been handed to the gateway's form. */
export function clearCardHandOff(): void {
  held = null;
}
