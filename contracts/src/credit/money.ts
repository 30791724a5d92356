import { Type } from '@sinclair/typebox';

/** An amount in lempiras as the credit and history responses send it (a JSON number). */
export const Money = (description = 'Lempiras (HNL)') => Type.Number({ description });

/**
 * Rounds half away from zero to cents, avoiding binary drift (1.005 → 1.01). The credit
 * formulas round with it, and the API takes it from here (api/src/money.ts), so the checkout's
 * preview and the figures the server saves cannot differ by a cent.
 */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}
