const hnl = new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' });

/** `L 1,234.56` — note the NO-BREAK SPACE (U+00A0) es-HN puts after the `L`. */
export function formatMoney(amount: number): string {
  return hnl.format(amount);
}

const count = new Intl.NumberFormat('es-HN');

export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 producto", "3 productos": the count in header labels (cart, favourites). */
export function formatProductCount(value: number): string {
  return `${formatCount(value)} ${value === 1 ? 'producto' : 'productos'}`;
}

const date = new Intl.DateTimeFormat('es-HN', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(value: string | Date): string {
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

// Explicit fields rather than dateStyle: es-HN's 'long' style pads the day ('01 de marzo').
const dateTime = new Intl.DateTimeFormat('es-HN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Tegucigalpa',
});

/**
 * A moment as the store's deadlines are told ('16 de febrero de 2026 a las 10:20 a. m.'): in Honduras time
 * whatever the device's zone, as the API's e-mails say it.
 */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const calendarDate = new Intl.DateTimeFormat('es-HN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A day without a time ('2026-12-15', as the API sends payment dates): '15 de diciembre de 2026'
 * on every device (read as a UTC midnight and shown in UTC, so no zone moves it a day back).
 */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Rounds to cents the way the till does (half away from zero). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
