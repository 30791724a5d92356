/**
 * First payment date of a contract (docs/business-rules.md#credit-purchase): about 31 days from
 * now, or one calendar month ahead for the default contract; then the first available day of the
 * credit-days map at or after that day of the month, else it rolls into the next month within its
 * first 15 days.
 */
import { addDays, addMonths, type CalendarDate, daysInMonth } from './calendar.js';

/** Days of the month (1–31) on which a payment may fall. */
export type AvailableDays = ReadonlySet<number>;

/** How far into the next month the roll-over may go. */
export const ROLL_OVER_LAST_DAY = 15;

/** The date the search starts from: a month ahead for the default contract, 31 days otherwise. */
export function paymentBaseDate(today: CalendarDate, isDefaultContract: boolean): CalendarDate {
  return isDefaultContract ? addMonths(today, 1) : addDays(today, 31);
}

/**
 * The first available day at or after `base` in base's month, else the first available day
 * among the first 15 of the following month; null when neither exists.
 */
export function firstAvailablePaymentDate(base: CalendarDate, available: AvailableDays): CalendarDate | null {
  for (let day = base.day; day <= daysInMonth(base.year, base.month); day += 1) {
    if (available.has(day)) return { ...base, day };
  }
  const next = addMonths({ ...base, day: 1 }, 1);
  const last = Math.min(ROLL_OVER_LAST_DAY, daysInMonth(next.year, next.month));
  for (let day = 1; day <= last; day += 1) {
    if (available.has(day)) return { ...next, day };
  }
  return null;
}

/**
 * When the customer picks the day of the month themselves: the first date on or after `base`
 * that falls on that day (months too short for it are skipped, e.g. day 30 skips February).
 */
export function firstPaymentOnDay(base: CalendarDate, day: number): CalendarDate {
  let month = { ...base, day: 1 };
  if (day < base.day) month = addMonths(month, 1);
  while (day > daysInMonth(month.year, month.month)) month = addMonths(month, 1);
  return { ...month, day };
}
