/**
 * Where the frame's MemoryRouter starts. The frame's own URL (`/embed/frame?integrator=&origin=`)
 * is the API's, not a checkout route: the checkout's routes live in memory. The one exception is
 * the card gateway's answer: the gateway sends the iframe back to the same document with
 * `orderid`, `response`, `hash`… added, and the checkout's Finalización must receive them.
 */
export const CHECKOUT_PATH = '/checkout';

/** The frame document's own parameters, which are not the gateway's. */
const FRAME_PARAMS = ['integrator', 'origin'] as const;

/** `/checkout/finalizacion?<the gateway's parameters>` after the card round trip, else null. */
export function gatewayReturnRoute(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.get('orderid') || !params.get('hash')) return null;
  for (const name of FRAME_PARAMS) params.delete(name);
  return `/checkout/finalizacion?${params.toString()}`;
}
