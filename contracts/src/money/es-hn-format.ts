/**
 * Numbers, lempiras and dates as Honduras writes them (es-HN): `L 1,234.50`, `1,234.5`,
 * `26 de noviembre de 2026`. The output is the same as `Intl` with locale es-HN (the tests
 * compare both over many values), computed without it: building an Intl formatter loads the
 * locale's data, 50–90 ms on a throttled phone, and the first price on a page paid it inside
 * hydration (a long task before the first tap). Without ICU data the server and the browser
 * also cannot disagree on a price, which would break hydration.
 */

const NO_BREAK_SPACE = '\u00a0';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The shortest decimal that reads back as `magnitude` (what `String` gives), without exponent. */
function decimalDigits(magnitude: number): { whole: string; fraction: string } {
  const text = String(magnitude);
  const [mantissa = '0', exponentText] = text.split(/e/iu);
  const [head = '0', tail = ''] = mantissa.split('.');
  if (exponentText === undefined) return { whole: head, fraction: tail };
  const digits = `${head}${tail}`;
  const point = head.length + Number(exponentText);
  if (point >= digits.length) return { whole: digits.padEnd(point, '0'), fraction: '' };
  if (point <= 0) return { whole: '0', fraction: `${'0'.repeat(-point)}${digits}` };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * `magnitude` rounded to `digits` decimals, half away from zero, as decimal strings. ICU rounds
 * the shortest decimal that reads back as the number (1.005 → 1.01), not the binary value
 * (`toFixed` gives 1.00), so this rounds the digits of `String(value)`.
 */
function roundedDigits(magnitude: number, digits: number): { whole: string; fraction: string } {
  const { whole, fraction } = decimalDigits(magnitude);
  if (fraction.length <= digits) return { whole, fraction };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const roundsUp = Number(fraction[digits]) >= 5;
  const scaled = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return { whole: scaled.slice(0, scaled.length - digits), fraction: scaled.slice(scaled.length - digits) };
}

/** Thousands separated by commas: 1234567 → 1,234,567. */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
}

function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/** `L 1,234.50` (a no-break space after the L, as ICU writes it); `-L 1.00` below zero. */
export function formatLempiras(amount: number): string {
  if (!Number.isFinite(amount)) return `L${NO_BREAK_SPACE}${String(amount)}`;
  const { whole, fraction } = roundedDigits(Math.abs(amount), 2);
  const sign = isNegative(amount) ? '-' : '';
  return `${sign}L${NO_BREAK_SPACE}${groupThousands(whole)}.${fraction.padEnd(2, '0')}`;
}

/** A plain number: up to three decimals, no trailing zeros (1,234.5; 0.123). */
export function formatEsHnNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const { whole, fraction } = roundedDigits(Math.abs(value), 3);
  const decimals = fraction.replace(/0+$/u, '');
  const sign = isNegative(value) ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** `26 de noviembre de 2026`, in the device's time zone (as `Intl.DateTimeFormat` does). */
export function formatEsHnLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${String(date.getDate())} de ${MONTHS[date.getMonth()] ?? ''} de ${String(date.getFullYear())}`;
}

/** `02:07 p. m.`: hours and minutes on a 12-hour clock, in the device's time zone. */
export function formatEsHnTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(twelve)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}
