/**
 * Finalización for an order placed without the gateway (transfer, pay at store): the order's id
 * in the query, read back with the tab's token (the gateway's return carries its own query).
 */
export const FINALIZACION_ORDER_PARAM = 'pedido';

export function finalizacionPath(orderId: number): string {
  return `/checkout/finalizacion?${FINALIZACION_ORDER_PARAM}=${String(orderId)}`;
}

/** The order id of a Finalización query, or null when it names none. */
export function finalizacionOrderId(params: URLSearchParams): number | null {
  const raw = params.get(FINALIZACION_ORDER_PARAM);
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
