/**
 * Where the card gateway sends the shopper back. A store order goes to the checkout's
 * finalisation page (GATEWAY_RETURN_URL); an order placed in an integrator's embedded checkout
 * goes to the frame of the page it was sold on (`/embed/frame?integrator=…&origin=…`), so the
 * round trip happens inside the iframe and the host page never leaves (docs/embedding.md).
 * The frame reads the gateway's answer from its own query, as the finalisation page does.
 */
import type { Queryable } from '../db/db.js';
import type { GatewaySettings } from './gateway-settings.js';

/** The return URL of one order, before the gateway's answer is added to its query. */
export async function orderReturnUrl(
  db: Queryable,
  settings: GatewaySettings,
  orderId: number,
): Promise<string> {
  if (settings.embedFrameUrl === undefined) return settings.returnUrl;
  const [row] = await db.query<{ embed_integrator: string | null; embed_origin: string | null }>(
    'SELECT embed_integrator, embed_origin FROM orders WHERE id = $1',
    [orderId],
  );
  if (!row?.embed_integrator || !row.embed_origin) return settings.returnUrl;
  const url = new URL(settings.embedFrameUrl);
  url.searchParams.set('integrator', row.embed_integrator);
  url.searchParams.set('origin', row.embed_origin);
  return url.toString();
}
