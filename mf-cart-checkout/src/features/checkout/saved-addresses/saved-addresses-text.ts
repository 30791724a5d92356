/** The saved addresses' copy in the checkout's 'Envío' step. */
export const SAVED_ADDRESSES_TEXT = {
  legend: '¿Dónde recibes tu pedido?',
  other: 'Otra dirección',
  default: 'Predeterminada',
  loading: 'Cargando tus direcciones…',
  recipient: 'Recibe',
} as const;
