import { HttpError } from '../http/errors.js';

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

export const orderNotFound = (): HttpError => new HttpError(404, ORDER_NOT_FOUND, 'NOT_FOUND');

/** The order left the checkout (paid, expired, under credit review...): it can no longer change. */
export function orderLocked(status: string): HttpError {
  if (status === 'expired')
    return new HttpError(
      409,
      'El pedido venció y sus productos se liberaron; vuelve a realizar tu pedido',
      'ORDER_EXPIRED',
    );
  return new HttpError(409, 'El pedido ya no se puede modificar', 'ORDER_LOCKED');
}

/** Checkout steps must come in order: contact before shipping, shipping before payment. */
export function stepMissing(step: 'contact' | 'shipping'): HttpError {
  return step === 'contact'
    ? new HttpError(409, 'Guarda primero los datos de contacto', 'CONTACT_REQUIRED')
    : new HttpError(409, 'Elige primero la forma de envío', 'SHIPPING_REQUIRED');
}
