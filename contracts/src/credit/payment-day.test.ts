/**
 * The calendar and the first-payment-day rule of docs/business-rules.md#credit-purchase at the
 * awkward ends of months: the 31st, February in 2026 and in the leap year 2028, and December
 * rolling into January of the next year.
 */
import {
  addDays,
  addMonths,
  type CalendarDate,
  daysInMonth,
  formatDate,
  hondurasToday,
  parseDate,
} from './calendar.js';
import { firstAvailablePaymentDate, firstPaymentOnDay, paymentBaseDate } from './payment-day.js';

const date = (text: string): CalendarDate => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

/** The store's payment days in the demo data: never the 29th to the 31st. */
const days = new Set([1, 5, 10, 15, 20, 25, 28]);

describe('calendar', () => {
  it('knows the length of every month, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths(date('2026-01-31'), 1)).toEqual(date('2026-02-28'));
    expect(addMonths(date('2028-01-31'), 1)).toEqual(date('2028-02-29'));
    expect(addMonths(date('2026-03-31'), 1)).toEqual(date('2026-04-30'));
    expect(addMonths(date('2026-12-31'), 1)).toEqual(date('2027-01-31'));
    expect(addMonths(date('2026-11-30'), 3)).toEqual(date('2027-02-28'));
    expect(addMonths(date('2027-01-15'), -1)).toEqual(date('2026-12-15'));
  });

  it('adds days across month and year ends', () => {
    expect(addDays(date('2028-02-28'), 1)).toEqual(date('2028-02-29'));
    expect(addDays(date('2026-02-28'), 1)).toEqual(date('2026-03-01'));
    expect(addDays(date('2026-12-31'), 1)).toEqual(date('2027-01-01'));
  });

  it('reads and writes strict YYYY-MM-DD that names a real day', () => {
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-04-31')).toBeNull();
    expect(parseDate('10/03/2026')).toBeNull();
    expect(formatDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });

  it('today is the calendar day in Honduras (UTC−6), whatever the clock’s zone', () => {
    expect(hondurasToday(new Date('2026-03-01T05:59:00Z'))).toEqual(date('2026-02-28'));
    expect(hondurasToday(new Date('2026-03-01T06:00:00Z'))).toEqual(date('2026-03-01'));
    expect(hondurasToday(new Date('2028-03-01T05:00:00Z'))).toEqual(date('2028-02-29'));
    expect(hondurasToday(new Date('2027-01-01T05:59:59Z'))).toEqual(date('2026-12-31'));
  });
});

describe('paymentBaseDate', () => {
  it('is one calendar month ahead for the default contract (the last day of a shorter month)', () => {
    expect(paymentBaseDate(date('2026-01-31'), true)).toEqual(date('2026-02-28'));
    expect(paymentBaseDate(date('2028-01-31'), true)).toEqual(date('2028-02-29'));
    expect(paymentBaseDate(date('2026-03-31'), true)).toEqual(date('2026-04-30'));
    expect(paymentBaseDate(date('2026-12-15'), true)).toEqual(date('2027-01-15'));
    expect(paymentBaseDate(date('2026-12-31'), true)).toEqual(date('2027-01-31'));
  });

  it('is 31 days ahead for the other contracts', () => {
    // 31 January + 31 days: 28 days to 28 February, 3 more in 2026; 29 and 2 in 2028.
    expect(paymentBaseDate(date('2026-01-31'), false)).toEqual(date('2026-03-03'));
    expect(paymentBaseDate(date('2028-01-31'), false)).toEqual(date('2028-03-02'));
    expect(paymentBaseDate(date('2026-12-15'), false)).toEqual(date('2027-01-15'));
    expect(paymentBaseDate(date('2026-12-31'), false)).toEqual(date('2027-01-31'));
  });
});

describe('firstAvailablePaymentDate', () => {
  it('takes the first available day at or after that day of the month', () => {
    expect(firstAvailablePaymentDate(date('2026-03-03'), days)).toEqual(date('2026-03-05'));
    expect(firstAvailablePaymentDate(date('2026-03-05'), days)).toEqual(date('2026-03-05'));
    expect(firstAvailablePaymentDate(date('2026-02-28'), days)).toEqual(date('2026-02-28'));
  });

  it('rolls over into the first 15 days of the next month when the month has no day left', () => {
    // 29 February 2028 is not a payment day: 1 March.
    expect(firstAvailablePaymentDate(date('2028-02-29'), days)).toEqual(date('2028-03-01'));
    // December into January of the next year.
    expect(firstAvailablePaymentDate(date('2026-12-29'), days)).toEqual(date('2027-01-01'));
    expect(firstAvailablePaymentDate(date('2027-01-31'), days)).toEqual(date('2027-02-01'));
    expect(firstAvailablePaymentDate(date('2026-04-22'), new Set([10, 20]))).toEqual(date('2026-05-10'));
  });

  it('takes the 31st only in a month that has one', () => {
    const thirtyFirst = new Set([31]);
    expect(firstAvailablePaymentDate(date('2026-03-31'), thirtyFirst)).toEqual(date('2026-03-31'));
    // April has no 31st and the roll-over only looks at 1–15 May.
    expect(firstAvailablePaymentDate(date('2026-04-30'), thirtyFirst)).toBeNull();
  });

  it('finds nothing when no day is available up to the 15th of the next month', () => {
    expect(firstAvailablePaymentDate(date('2026-04-22'), new Set([16, 20]))).toBeNull();
    expect(firstAvailablePaymentDate(date('2026-04-22'), new Set())).toBeNull();
  });
});

describe('firstPaymentOnDay (a day the customer chose)', () => {
  it('is the first date on or after the start that falls on that day', () => {
    expect(firstPaymentOnDay(date('2026-02-10'), 15)).toEqual(date('2026-02-15'));
    expect(firstPaymentOnDay(date('2026-02-20'), 5)).toEqual(date('2026-03-05'));
    expect(firstPaymentOnDay(date('2026-01-31'), 31)).toEqual(date('2026-01-31'));
  });

  it('skips months too short for the day: the 31st, and the 29th and 30th in February', () => {
    expect(firstPaymentOnDay(date('2026-02-28'), 31)).toEqual(date('2026-03-31'));
    expect(firstPaymentOnDay(date('2026-04-01'), 31)).toEqual(date('2026-05-31'));
    expect(firstPaymentOnDay(date('2026-01-31'), 30)).toEqual(date('2026-03-30'));
    expect(firstPaymentOnDay(date('2027-01-31'), 29)).toEqual(date('2027-03-29'));
    // 2028 is a leap year: 29 February exists.
    expect(firstPaymentOnDay(date('2028-01-31'), 29)).toEqual(date('2028-02-29'));
    expect(firstPaymentOnDay(date('2028-02-29'), 29)).toEqual(date('2028-02-29'));
  });

  it('moves from December into January of the next year', () => {
    expect(firstPaymentOnDay(date('2026-12-20'), 5)).toEqual(date('2027-01-05'));
    expect(firstPaymentOnDay(date('2026-12-31'), 1)).toEqual(date('2027-01-01'));
    expect(firstPaymentOnDay(date('2026-12-31'), 31)).toEqual(date('2026-12-31'));
  });
});
