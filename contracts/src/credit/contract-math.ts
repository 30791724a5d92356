/**
 * The credit formulas of docs/business-rules.md#credit-purchase, as pure functions over lempiras.
 * Every amount is rounded to cents once, at the end of its own formula.
 */
import { roundMoney } from './money.js';

/** Down payment (prima) = total × down-payment percentage / 100. */
export function downPaymentAmount(total: number, percent: number): number {
  return roundMoney((total * percent) / 100);
}

/** Monthly rate of an annual percentage: annual rate × 0.01 / 12. */
export function monthlyRate(annualRatePercent: number): number {
  return (annualRatePercent * 0.01) / 12;
}

/**
 * Monthly fee (cuota): financed / term when the rate is 0; otherwise the annuity payment
 * financed × r / (1 − (1 + r)^−term) with r the monthly rate.
 */
export function monthlyFee(financed: number, annualRatePercent: number, term: number): number {
  if (!Number.isInteger(term) || term < 1)
    throw new RangeError('El plazo debe ser un número entero de meses');
  if (financed <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return roundMoney(financed / term);
  return roundMoney((financed * rate) / (1 - (1 + rate) ** -term));
}
