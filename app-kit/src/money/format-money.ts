import { formatEsHnLongDate, formatEsHnNumber, formatLempiras } from '@store/contracts';

/** `L 1,234.56` — note the NO-BREAK SPACE (U+00A0) es-HN puts after the `L`. */
export function formatMoney(amount: number): string {
  return formatLempiras(amount);
}

export function formatCount(value: number): string {
  return formatEsHnNumber(value);
}

/** "1 producto", "3 productos": the count in header labels (cart, favourites). */
export function formatProductCount(value: number): string {
  return `${formatCount(value)} ${value === 1 ? 'producto' : 'productos'}`;
}

export function formatDate(value: string | Date): string {
  return formatEsHnLongDate(typeof value === 'string' ? new Date(value) : value);
}

/** Rounds to cents the way the till does (half away from zero). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
