import { formatCalendarDate, formatDateTime } from './dates';

describe('es-HN dates', () => {
  it('tells a deadline in Honduras time (UTC−6), whatever the device zone', () => {
    expect(formatDateTime('2026-02-16T16:20:00.000Z').replace(/\s/g, ' ')).toBe(
      '16 de febrero de 2026 a las 10:20 a. m.',
    );
    expect(formatDateTime(new Date('2026-12-01T05:30:00.000Z')).replace(/\s/g, ' ')).toBe(
      '30 de noviembre de 2026 a las 11:30 p. m.',
    );
    expect(formatDateTime('2026-03-01T16:20:00.000Z').replace(/\s/g, ' ')).toBe(
      '1 de marzo de 2026 a las 10:20 a. m.',
    );
  });

  it('tells a payment date as the day it names, whatever the device zone', () => {
    expect(formatCalendarDate('2026-12-15')).toBe('15 de diciembre de 2026');
    expect(formatCalendarDate('2028-02-29')).toBe('29 de febrero de 2028');
    expect(formatCalendarDate('2027-01-01')).toBe('1 de enero de 2027');
  });
});
