import { formatEsHnLongDate, formatEsHnTime, formatLempiras } from '@store/contracts';

/** `L 1,234.50`, es-HN (the store's one money format, from @store/contracts). */
export const formatMoney = (amount: number): string => formatLempiras(amount);

/** "28 de noviembre de 2026". */
export const formatDate = (value: string): string => formatEsHnLongDate(new Date(value));

/** "28 de noviembre de 2026, 10:15 a. m.": when the hour matters (orders, audit, mail). */
export const formatDateTime = (value: string): string => {
  const date = new Date(value);
  return `${formatEsHnLongDate(date)}, ${formatEsHnTime(date)}`;
};

/** A calendar day (`YYYY-MM-DD`, as the API sends contract dates) without a time-zone shift. */
export const formatCalendarDay = (day: string): string => formatEsHnLongDate(new Date(`${day}T12:00:00`));
