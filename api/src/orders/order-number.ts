/** The number a shopper sees and types under 'Mi Pedido': 'HN-' and the id on six digits. */
export function orderNumber(id: number): string {
  return `HN-${String(id).padStart(6, '0')}`;
}
