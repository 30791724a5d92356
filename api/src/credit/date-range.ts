/** The d1/d2 date range of the portal's history calls (contracts, purchases). */
import {
  addDays,
  addMonths,
  type CalendarDate,
  compareDates,
  formatDate,
  type HistoryRangeQuery,
  hondurasToday,
  parseDate,
  startOfHonduranDay,
} from '@store/contracts';
import { badRequest } from '../http/errors.js';

export interface DateRange {
  /** YYYY-MM-DD as applied */
  d1: string;
  d2: string;
  /** first instant of d1 in Honduras */
  from: Date;
  /** first instant of the day after d2 in Honduras (exclusive) */
  to: Date;
}

export const INVALID_D1 = 'La fecha inicial (d1) no es válida; usa el formato AAAA-MM-DD';
export const INVALID_D2 = 'La fecha final (d2) no es válida; usa el formato AAAA-MM-DD';
export const RANGE_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

/**
 * Both days are included. Without d2 the range ends today (Honduras); without d1 it starts
 * twelve months before d2.
 */
export function parseDateRange(query: HistoryRangeQuery, now: Date = new Date()): DateRange {
  const fields: Record<string, string> = {};
  let end: CalendarDate | null = hondurasToday(now);
  if (query.d2 !== undefined && query.d2 !== '') {
    end = parseDate(query.d2);
    if (!end) fields.d2 = INVALID_D2;
  }
  let start: CalendarDate | null = end ? addMonths(end, -12) : null;
  if (query.d1 !== undefined && query.d1 !== '') {
    start = parseDate(query.d1);
    if (!start) fields.d1 = INVALID_D1;
  }
  const [first] = Object.values(fields);
  if (first !== undefined || !start || !end) throw badRequest(first ?? INVALID_D1, fields);
  if (compareDates(start, end) > 0) throw badRequest(RANGE_REVERSED, { d1: RANGE_REVERSED });
  return {
    d1: formatDate(start),
    d2: formatDate(end),
    from: startOfHonduranDay(start),
    to: startOfHonduranDay(addDays(end, 1)),
  };
}
