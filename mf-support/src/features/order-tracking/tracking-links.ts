import type { TrackingFormInput } from '@store/contracts';

/** The route of 'Mi Pedido' (the shell maps it to this remote's TrackingPage). */
export const TRACKING_PATH = '/estado-orden';

/**
 * Query parameters that open 'Mi Pedido' filled in (and looked up), as the order e-mail and
 * Finalización link to it: `/estado-orden?pedido=HN-7K3Q-X9PM-2AB4&correo=comprador@ejemplo.hn`.
 */
export const TRACKING_QUERY = { number: 'pedido', email: 'correo' } as const;

/** The 'Mi Pedido' form's values from the URL's query ('' for what it does not carry). */
export function trackingQueryValues(params: URLSearchParams): TrackingFormInput {
  return {
    number: params.get(TRACKING_QUERY.number) ?? '',
    email: params.get(TRACKING_QUERY.email) ?? '',
  };
}

/** A link that opens 'Mi Pedido' filled in with this order's number and e-mail. */
export function trackingPath(number: string, email: string): string {
  const query = new URLSearchParams({ [TRACKING_QUERY.number]: number, [TRACKING_QUERY.email]: email });
  return `${TRACKING_PATH}?${query.toString()}`;
}
