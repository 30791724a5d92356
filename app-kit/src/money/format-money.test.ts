import { formatMoney, formatProductCount, roundMoney } from './format-money';

describe('formato de lempiras', () => {
  it('formats HNL for es-HN with a no-break space after L', () => {
    expect(formatMoney(1234.5)).toBe('L\u00a01,234.50');
    expect(formatMoney(0)).toBe('L\u00a00.00');
  });

  it('rounds to cents', () => {
    expect(roundMoney(10.005)).toBe(10.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('counts products in Spanish, singular for one', () => {
    expect(formatProductCount(0)).toBe('0 productos');
    expect(formatProductCount(1)).toBe('1 producto');
    expect(formatProductCount(1200)).toBe('1,200 productos');
  });
});
