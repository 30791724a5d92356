import {
  defaultDateRange,
  honduranDayOf,
  keptRangeSearch,
  rangeFromSearch,
  validateDateRange,
} from './date-range';

// 2026-03-02 03:00 UTC is still 1 March in Honduras (UTC-6).
const now = new Date('2026-03-02T03:00:00Z');

describe('the history date range', () => {
  it('defaults to the twelve months up to today in Honduras', () => {
    expect(defaultDateRange(now)).toEqual({ desde: '2025-03-01', hasta: '2026-03-01' });
  });

  it.each([
    [
      { desde: '2026-02-01', hasta: '2026-01-31' },
      { desde: "La fecha 'Desde' no puede ser posterior a 'Hasta'" },
    ],
    [{ desde: '', hasta: '2026-01-31' }, { desde: 'Ingresa la fecha completa (día, mes y año)' }],
    [{ hasta: '2026-01-31' }, { desde: 'Ingresa la fecha completa (día, mes y año)' }],
    [{ desde: '2026-01-01', hasta: '2026-02-30' }, { hasta: 'La fecha no es válida' }],
    [{ desde: '2026-01-31', hasta: '2026-01-31' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateDateRange(values)).toEqual(errors);
  });

  it('reads the URL like the API reads d1/d2, and falls back to the default for a reversed pair', () => {
    const read = (search: string) => rangeFromSearch(new URLSearchParams(search), now);
    expect(read('?desde=2024-01-01&hasta=2024-06-30')).toEqual({ desde: '2024-01-01', hasta: '2024-06-30' });
    expect(read('?hasta=2024-06-30')).toEqual({ desde: '2023-06-30', hasta: '2024-06-30' });
    expect(read('?desde=ayer&hasta=2024-06-30')).toEqual({ desde: '2023-06-30', hasta: '2024-06-30' });
    expect(read('?desde=2024-07-01&hasta=2024-06-30')).toEqual(defaultDateRange(now));
    expect(read('')).toEqual(defaultDateRange(now));
  });

  it('keeps a valid range for the way back from a detail, and nothing else', () => {
    expect(keptRangeSearch(new URLSearchParams('desde=2024-01-01&hasta=2024-06-30'))).toBe(
      '?desde=2024-01-01&hasta=2024-06-30',
    );
    expect(keptRangeSearch(new URLSearchParams('desde=2024-01-01'))).toBe('');
    expect(keptRangeSearch(new URLSearchParams('desde=x&hasta=2024-06-30'))).toBe('');
  });

  it("dates an order by its Honduran day, not UTC's", () => {
    expect(honduranDayOf('2026-01-01T05:30:00.000Z')).toBe('2025-12-31');
  });
});
