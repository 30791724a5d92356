/**
 * Calendar dates (no time of day) for payment schedules and the API's date-range filters.
 * Honduras keeps UTC-6 all year (no daylight saving), so "today" and the limits of a day are a
 * fixed offset from UTC and need no time-zone database: PGlite, PostgreSQL and a browser in any
 * time zone agree. `formatDate` writes YYYY-MM-DD for the wire, not a date for people to read.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

export const HONDURAS_UTC_OFFSET_HOURS = -6;
const OFFSET_MS = HONDURAS_UTC_OFFSET_HOURS * 3_600_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar date in Honduras at the instant `now`. */
export function hondurasToday(now: Date = new Date()): CalendarDate {
  return fromUtc(new Date(now.getTime() + OFFSET_MS));
}

/** The instant a Honduran calendar day starts (00:00 at UTC-6). */
export function startOfHonduranDay(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - OFFSET_MS);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(Date.UTC(date.year, date.month - 1, date.day + days)));
}

/** Same day of month `months` later; a day the month lacks becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function formatDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Strict YYYY-MM-DD that names a real day (2026-02-30 is refused), else null. */
export function parseDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
