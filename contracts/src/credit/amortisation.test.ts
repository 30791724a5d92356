/**
 * The payment schedule (French system) against tables worked out by hand: interest on the
 * balance at the monthly rate, rounded to cents, and a last row that takes whatever cents the
 * rounding left over so the balance ends at exactly 0.
 */
import { amortisationSchedule } from './amortisation.js';
import { parseDate, type CalendarDate } from './calendar.js';

const date = (text: string): CalendarDate => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

describe('amortisationSchedule', () => {
  it('pays interest on the balance; the last fee takes the cent the rounding left over', () => {
    const schedule = amortisationSchedule({
      financedAmount: 1000,
      rate: 12,
      term: 3,
      fee: 340.02,
      firstPayment: date('2026-01-31'),
    });
    // 1,000 × 0.01 = 10.00; 669.98 × 0.01 = 6.6998 → 6.70; 336.66 × 0.01 = 3.3666 → 3.37;
    // the last payment is the whole balance 336.66 + 3.37 = 340.03. Dates keep the 31st where
    // the month has one (31 January + 1 month = 28 February).
    expect(schedule).toEqual([
      { number: 1, date: '2026-01-31', fee: 340.02, interest: 10, principal: 330.02, balance: 669.98 },
      { number: 2, date: '2026-02-28', fee: 340.02, interest: 6.7, principal: 333.32, balance: 336.66 },
      { number: 3, date: '2026-03-31', fee: 340.03, interest: 3.37, principal: 336.66, balance: 0 },
    ]);
  });

  it('a last fee below the others when the rounded fee overpaid (12 months at 24 %)', () => {
    const schedule = amortisationSchedule({
      financedAmount: 10000,
      rate: 24,
      term: 12,
      fee: 945.6,
      firstPayment: date('2026-12-15'),
    });
    expect(schedule).toHaveLength(12);
    // 10,000 × 0.02 = 200 interest, 745.60 principal; 9,254.40 × 0.02 = 185.088 → 185.09.
    expect(schedule[0]).toEqual({
      number: 1,
      date: '2026-12-15',
      fee: 945.6,
      interest: 200,
      principal: 745.6,
      balance: 9254.4,
    });
    expect(schedule[1]).toMatchObject({
      date: '2027-01-15',
      interest: 185.09,
      principal: 760.51,
      balance: 8493.89,
    });
    // After 11 payments 927.01 remain: 927.01 × 0.02 = 18.5402 → 18.54, so the last fee is
    // 927.01 + 18.54 = 945.55, five cents under the others.
    expect(schedule[10]).toMatchObject({ balance: 927.01 });
    expect(schedule[11]).toEqual({
      number: 12,
      date: '2027-11-15',
      fee: 945.55,
      interest: 18.54,
      principal: 927.01,
      balance: 0,
    });
    const principal = schedule.reduce((sum, row) => sum + row.principal, 0);
    expect(Math.round(principal * 100) / 100).toBe(10000);
  });

  it('without interest splits the amount evenly, the last fee taking the cents (up or down)', () => {
    const upward = amortisationSchedule({
      financedAmount: 1000,
      rate: 0,
      term: 3,
      fee: 333.33,
      firstPayment: date('2026-05-10'),
    });
    // 1,000 − 2 × 333.33 = 333.34
    expect(upward.map((row) => [row.fee, row.interest, row.balance])).toEqual([
      [333.33, 0, 666.67],
      [333.33, 0, 333.34],
      [333.34, 0, 0],
    ]);
    const downward = amortisationSchedule({
      financedAmount: 500,
      rate: 0,
      term: 3,
      fee: 166.67,
      firstPayment: date('2028-01-29'),
    });
    // 500 − 2 × 166.67 = 166.66; 29 February exists in 2028.
    expect(downward.map((row) => [row.date, row.fee, row.balance])).toEqual([
      ['2028-01-29', 166.67, 333.33],
      ['2028-02-29', 166.67, 166.66],
      ['2028-03-29', 166.66, 0],
    ]);
  });

  it('has no rows when nothing is financed', () => {
    expect(
      amortisationSchedule({
        financedAmount: 0,
        rate: 24,
        term: 12,
        fee: 0,
        firstPayment: date('2026-01-31'),
      }),
    ).toEqual([]);
  });
});
