/**
 * The coupon field's Spanish copy. The refusals ('Cupón vencido', 'Coupón agotado'…) are
 * COUPON_MESSAGES of @store/contracts, the API's own words (docs/business-rules.md#coupons).
 */
export const COUPON_TEXT = {
  form: 'Cupón de descuento',
  label: 'Código de cupón',
  apply: 'Aplicar',
  applied: '¡Cupón aplicado!',
  current: 'Cupón aplicado:',
  remove: 'Quitar',
  removeLabel: (code: string) => `Quitar cupón ${code}`,
} as const;
