/**
 * The formulas of docs/business-rules.md#credit-purchase against values worked out by hand
 * (the working is in the comments), once for the checkout and the API.
 */
import { downPaymentAmount, monthlyFee, monthlyRate } from './contract-math.js';
import { roundMoney } from './money.js';

describe('roundMoney', () => {
  it('rounds half away from zero to cents without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2599.999)).toBe(2600);
  });
});

describe('down payment = total × percentage / 100, in cents', () => {
  it.each([
    // 12,000 × 25 / 100 = 3,000
    [12000, 25, 3000],
    // 25,999.99 × 10 / 100 = 2,599.999 → 2,600.00
    [25999.99, 10, 2600],
    // 20,150 × 30 / 100 = 6,045
    [20150, 30, 6045],
    [18450, 0, 0],
  ])('%d at %d %% is %d', (total, percent, expected) => {
    expect(downPaymentAmount(total, percent)).toBe(expected);
  });
});

describe('monthly rate = annual rate × 0.01 / 12', () => {
  it('divides the annual percentage into months', () => {
    expect(monthlyRate(24)).toBeCloseTo(0.02, 12);
    expect(monthlyRate(18)).toBeCloseTo(0.015, 12);
    expect(monthlyRate(0)).toBe(0);
  });
});

describe('monthly fee', () => {
  it('is financed / term when the rate is 0', () => {
    // 12,000 / 12 = 1,000
    expect(monthlyFee(12000, 0, 12)).toBe(1000);
    // 1,000 / 3 = 333.333… → 333.33
    expect(monthlyFee(1000, 0, 3)).toBe(333.33);
    // 500 / 3 = 166.666… → 166.67
    expect(monthlyFee(500, 0, 3)).toBe(166.67);
    // 1,080 / 12 = 90
    expect(monthlyFee(1080, 0, 12)).toBe(90);
  });

  it('is the annuity payment financed × r / (1 − (1 + r)^−term) when the rate is above 0', () => {
    // 10,000 at 24 % a year (r = 0.02) over 12 months: 200 / (1 − 1.02^−12) = 200 / 0.211507 = 945.5960
    expect(monthlyFee(10000, 24, 12)).toBe(945.6);
    // 1,000 at 12 % (r = 0.01) over 3 months: 10 / (1 − 1.01^−3) = 10 / 0.029410 = 340.0221
    expect(monthlyFee(1000, 12, 3)).toBe(340.02);
    // 18,135 at 24 % over 24 months: 362.70 / (1 − 1.02^−24) = 362.70 / 0.378279 = 958.8173
    expect(monthlyFee(18135, 24, 24)).toBe(958.82);
    // 14,105 at 24 % over 6 months: 282.10 / (1 − 1.02^−6) = 282.10 / 0.112029 = 2,518.1066
    expect(monthlyFee(14105, 24, 6)).toBe(2518.11);
    // 27,135 at 18 % (r = 0.015) over 36 months: 407.025 / (1 − 1.015^−36) = 407.025 / 0.414910 = 980.9953
    expect(monthlyFee(27135, 18, 36)).toBe(981);
  });

  it('is 0 with nothing financed, and refuses a term that is not a whole number of months', () => {
    expect(monthlyFee(0, 24, 12)).toBe(0);
    expect(() => monthlyFee(1000, 24, 0)).toThrow(RangeError);
    expect(() => monthlyFee(1000, 24, 1.5)).toThrow('El plazo debe ser un número entero de meses');
  });
});
