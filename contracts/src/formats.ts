import { FormatRegistry } from '@sinclair/typebox';

/**
 * String formats the contracts use, taught to TypeBox so `matchesContract` checks them as the
 * API's Ajv (ajv-formats) does. Without them TypeBox refuses every value of a field that has a
 * format, e.g. a product coupon's `expire`.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:?\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function registerContractFormats(): void {
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
  if (!FormatRegistry.Has('date-time')) {
    FormatRegistry.Set(
      'date-time',
      (value) =>
        DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
    );
  }
}
