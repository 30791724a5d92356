import { lazily } from '../intl/lazily';

const hnl = lazily(() => new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' }));

/** `L 1,234.56` — note the NO-BREAK SPACE (U+00A0) es-HN puts after the `L`. */
export function formatMoney(amount: number): string {
  return hnl().format(amount);
}

const count = lazily(() => new Intl.NumberFormat('es-HN'));

export function formatCount(value: number): string {
  return count().format(value);
}

/** "1 producto", "3 productos": the count in header labels (cart, favourites). */
export function formatProductCount(value: number): string {
  return `${formatCount(value)} ${value === 1 ? 'producto' : 'productos'}`;
}

const date = lazily(
  () => new Intl.DateTimeFormat('es-HN', { day: 'numeric', month: 'long', year: 'numeric' }),
);

export function formatDate(value: string | Date): string {
  return date().format(typeof value === 'string' ? new Date(value) : value);
}

/** Rounds to cents the way the till does (half away from zero). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
