/**
 * What of the credit arithmetic stays in the API: the portal's date ranges, whose refusals are
 * the API's own 400s. The credit formulas themselves (contract split, down payment, fee,
 * payment days, amortisation) are shared with the checkout and tested once, in
 * contracts/src/credit/*.test.ts.
 */
import { parseDateRange } from '../src/credit/date-range.js';
import { HttpError } from '../src/http/errors.js';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('date ranges of the portal', () => {
  const now = new Date('2026-03-10T18:00:00Z');

  it('includes both days, in Honduras time', () => {
    expect(parseDateRange({ d1: '2026-01-01', d2: '2026-01-31' }, now)).toEqual({
      d1: '2026-01-01',
      d2: '2026-01-31',
      from: new Date('2026-01-01T06:00:00Z'),
      to: new Date('2026-02-01T06:00:00Z'),
    });
  });

  it('defaults to the twelve months up to today', () => {
    expect(parseDateRange({}, now)).toMatchObject({ d1: '2025-03-10', d2: '2026-03-10' });
  });

  it.each([
    [{ d1: '2026-02-30' }, 'd1', 'La fecha inicial (d1) no es válida; usa el formato AAAA-MM-DD'],
    [{ d2: '10/03/2026' }, 'd2', 'La fecha final (d2) no es válida; usa el formato AAAA-MM-DD'],
    [
      { d1: '2026-03-02', d2: '2026-03-01' },
      'd1',
      'La fecha inicial no puede ser posterior a la fecha final',
    ],
  ])('refuses %j', (query, name, message) => {
    const error = refusal(() => parseDateRange(query, now));
    expect([error.statusCode, error.message, error.fields]).toEqual([400, message, { [name]: message }]);
  });
});
