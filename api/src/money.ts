/** Money in HNL, rounded to cents (prices include ISV). */
import { roundMoney } from '@store/contracts';

/** One rounding for the whole API, the one the credit formulas in the contracts use too. */
export { roundMoney };

export const ISV_RATE = 0.15;

/** The ISV contained in a tax-inclusive amount. */
export function includedTax(totalWithTax: number): number {
  return roundMoney(totalWithTax - totalWithTax / (1 + ISV_RATE));
}
