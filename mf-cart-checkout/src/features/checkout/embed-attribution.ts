/**
 * The embeddable checkout's seam in the order's creation (docs/embedding.md). When the checkout
 * runs inside an integrator's page (the `embed-frame` entry), the order it creates belongs to
 * that integrator: `POST /orders` carries `X-Embed-Integrator` and `X-Embed-Origin`, which the
 * API checks against the integrator's allow-list and stores, and which send the card gateway's
 * answer back into the frame. The storefront never sets it, so its requests stay as they were.
 *
 * A module variable, not Redux state: it is fixed for the life of the frame's document (set once
 * at start from the API's own inline config) and is not the shopper's data.
 */
export interface EmbedAttribution {
  /** The integrator's key (`demo`). */
  integrator: string;
  /** The exact origin of the host page that framed the checkout (`https://tienda.example`). */
  hostOrigin: string;
}

let attribution: EmbedAttribution | null = null;

export function setEmbedAttribution(value: EmbedAttribution | null): void {
  attribution = value;
}

/** The headers `POST /orders` adds; none outside the embedded checkout. */
export function embedAttributionHeaders(): Record<string, string> {
  return attribution
    ? { 'X-Embed-Integrator': attribution.integrator, 'X-Embed-Origin': attribution.hostOrigin }
    : {};
}

/**
 * True inside an integrator's page. The credit line is not offered there: it needs the store's
 * customer session (the portal's login dialog), which the frame does not have.
 */
export function isEmbeddedCheckout(): boolean {
  return attribution !== null;
}
