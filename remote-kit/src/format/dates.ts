/*
 * Dates as the store tells them in es-HN. Bundled into each app (remote-kit is not a federation
 * singleton): a remote that needs a new formatter ships it itself, instead of expecting the
 * shell's copy of a shared singleton to have it (a remote deployed before the shell would not
 * find it).
 */
import { lazily } from '@store/app-kit';

// Explicit fields rather than dateStyle: es-HN's 'long' style pads the day ('01 de marzo').
const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('es-HN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Tegucigalpa',
    }),
);

/**
 * A moment as the store's deadlines are told ('16 de febrero de 2026 a las 10:20 a. m.'): in
 * Honduras time whatever the device's zone, as the API's e-mails say it.
 */
export function formatDateTime(value: string | Date): string {
  return dateTime().format(typeof value === 'string' ? new Date(value) : value);
}

const calendarDate = lazily(
  () =>
    new Intl.DateTimeFormat('es-HN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A day without a time ('2026-12-15', as the API sends payment dates): '15 de diciembre de 2026'
 * on every device (read as a UTC midnight and shown in UTC, so no zone moves it a day back).
 */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
