/** Money in HNL, rounded to cents (prices include ISV). */
export const ISV_RATE = 0.15;

/** Rounds half away from zero to cents, avoiding binary drift (1.005 → 1.01). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

/** The ISV contained in a tax-inclusive amount. */
export function includedTax(totalWithTax: number): number {
  return roundMoney(totalWithTax - totalWithTax / (1 + ISV_RATE));
}
