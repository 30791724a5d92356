import { formatEsHnLongDate, formatEsHnNumber, formatEsHnTime, formatLempiras } from './es-hn-format.js';

const lempiras = new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' });
const plain = new Intl.NumberFormat('es-HN');
const longDate = new Intl.DateTimeFormat('es-HN', { day: 'numeric', month: 'long', year: 'numeric' });
const clock = new Intl.DateTimeFormat('es-HN', { hour: '2-digit', minute: '2-digit' });

/** Prices, halves at every position, carries, tiny and huge values, both signs. */
function samples(): number[] {
  const values = [
    0,
    -0,
    1,
    -1,
    0.005,
    0.015,
    1.005,
    2.675,
    999.995,
    9.995,
    0.0005,
    0.0015,
    1234.5,
    1234.5678,
    0.12345,
    1234567.891,
    12,
    100,
    1000,
    10000,
    999999.999,
    1e-7,
    123456789012,
    5e21,
    0.1 + 0.2,
  ];
  // Seeded walk over the price range the store sells (L 0.01 – L 500,000) with odd cents.
  let seed = 7;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const magnitude = 10 ** ((seed % 7) - 1);
    values.push(((seed % 100000) / 1000) * magnitude);
  }
  return [...values, ...values.map((value) => -value)];
}

describe('formatos es-HN sin Intl', () => {
  it('writes lempiras exactly as Intl does for es-HN, no-break space included', () => {
    for (const value of samples())
      expect([value, formatLempiras(value)]).toEqual([value, lempiras.format(value)]);
    expect(formatLempiras(1234.5)).toBe('L\u00a01,234.50');
  });

  it('writes plain numbers exactly as Intl does for es-HN', () => {
    for (const value of samples())
      expect([value, formatEsHnNumber(value)]).toEqual([value, plain.format(value)]);
    expect(formatEsHnNumber(1200)).toBe('1,200');
  });

  it('writes long dates exactly as Intl does for es-HN, every month', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatEsHnLongDate(date)).toBe(longDate.format(date));
      }
    }
    expect(formatEsHnLongDate(new Date(2026, 10, 26))).toBe('26 de noviembre de 2026');
    expect(() => formatEsHnLongDate(new Date('no es fecha'))).toThrow(RangeError);
  });

  it('writes the time of day exactly as Intl does for es-HN, every hour', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      for (const minute of [0, 7, 59]) {
        const date = new Date(2026, 10, 26, hour, minute);
        expect(formatEsHnTime(date)).toBe(clock.format(date));
      }
    }
    expect(formatEsHnTime(new Date(2026, 10, 26, 14, 7))).toBe('02:07 p. m.');
  });
});
