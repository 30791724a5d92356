/*
 * The date range of the portal's history pages (Contratos, Compras): two calendar days, both
 * included, sent to the API as d1/d2 and kept in the page's URL as ?desde=&hasta=. Days are
 * Honduran days (UTC-6) like the API's, so "today" is the same on the page and on the server.
 */
import { addMonths, compareDates, formatDate, hondurasToday, parseDate } from '@store/contracts';

/** Two days written YYYY-MM-DD (the value of an `<input type="date">` and of d1/d2). */
export interface DateRange {
  desde: string;
  hasta: string;
}

/** What the form holds while the shopper edits it (a cleared date input is empty). */
export type DateRangeInput = Partial<DateRange>;

/** The API's default too (api/src/credit/date-range.ts): the last twelve months up to today. */
export const DEFAULT_HISTORY_MONTHS = 12;

export const DATE_RANGE_TEXT = {
  from: 'Desde',
  to: 'Hasta',
  search: 'Buscar',
  searching: 'Buscando…',
  incomplete: 'Ingresa la fecha completa (día, mes y año)',
  invalid: 'La fecha no es válida',
  fromAfterTo: "La fecha 'Desde' no puede ser posterior a 'Hasta'",
  /** The range in force, with its days already written for people ('2 de marzo de 2026'). */
  shown: (from: string, to: string) => `Del ${from} al ${to}`,
} as const;

export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = hondurasToday(now);
  return { desde: formatDate(addMonths(today, -DEFAULT_HISTORY_MONTHS)), hasta: formatDate(today) };
}

/** The form's rule: both days given and real, and 'Desde' not after 'Hasta' (said at 'Desde'). */
export function validateDateRange(values: DateRangeInput): Partial<Record<keyof DateRange, string>> {
  const errors: Partial<Record<keyof DateRange, string>> = {};
  const days = { desde: values.desde ?? '', hasta: values.hasta ?? '' };
  // A date input reports '' until day, month and year are all typed.
  for (const field of ['desde', 'hasta'] as const) {
    if (days[field] === '') errors[field] = DATE_RANGE_TEXT.incomplete;
    else if (!parseDate(days[field])) errors[field] = DATE_RANGE_TEXT.invalid;
  }
  const from = parseDate(days.desde);
  const to = parseDate(days.hasta);
  if (from && to && compareDates(from, to) > 0) errors.desde = DATE_RANGE_TEXT.fromAfterTo;
  return errors;
}

export function sameRange(a: DateRange, b: DateRange): boolean {
  return a.desde === b.desde && a.hasta === b.hasta;
}

/**
 * The range a URL asks for. Missing or unreadable days fall back as the API's do ('Hasta'
 * today, 'Desde' twelve months before 'Hasta'); a reversed pair (a hand-edited link) gives the
 * default range rather than an error page.
 */
export function rangeFromSearch(params: URLSearchParams, now: Date = new Date()): DateRange {
  const fallback = defaultDateRange(now);
  const to = parseDate(params.get('hasta') ?? '') ?? parseDate(fallback.hasta);
  const from = parseDate(params.get('desde') ?? '') ?? (to ? addMonths(to, -DEFAULT_HISTORY_MONTHS) : null);
  if (!from || !to || compareDates(from, to) > 0) return fallback;
  return { desde: formatDate(from), hasta: formatDate(to) };
}

/** `?desde=…&hasta=…`, for links that keep the range (list → detail → back to the list). */
export function rangeSearch(range: DateRange): string {
  return `?${new URLSearchParams({ desde: range.desde, hasta: range.hasta }).toString()}`;
}

/** The range a detail page was opened with, to go back to the same list ('' when none). */
export function keptRangeSearch(params: URLSearchParams): string {
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  if (desde === null || hasta === null || !parseDate(desde) || !parseDate(hasta)) return '';
  return rangeSearch({ desde, hasta });
}

/** The Honduran calendar day (YYYY-MM-DD) of an instant the API sends ('2026-03-02T15:00:00Z'). */
export function honduranDayOf(instant: string): string {
  return formatDate(hondurasToday(new Date(instant)));
}

/** Today in Honduras, YYYY-MM-DD (compares as text with the API's calendar dates). */
export function honduranToday(now: Date = new Date()): string {
  return formatDate(hondurasToday(now));
}
