/** The frame's own words (the checkout's are in features/checkout/checkout-text.ts). */
export const FRAME_TEXT = {
  heading: (name: string) => `Finaliza tu compra en ${name}`,
  documentTitle: (name: string) => `Checkout — ${name}`,
  cancel: 'Cancelar compra',
  preparing: 'Preparando tu compra…',
  startupError: 'No pudimos iniciar el checkout.',
  startupErrorLead: 'Recarga la página. Si el problema sigue, avisa a la tienda donde estabas comprando.',
  outside: 'Esta página es de la tienda y no se abre dentro del checkout.',
  back: 'Volver',
  orderInProgress: 'El pedido ya está en curso; no se pueden cambiar las líneas',
  orderUnconfirmed: 'No pudimos confirmar el pedido en este momento.',
} as const;
