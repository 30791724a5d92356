import { matchesContract } from '../check.js';
import { StoredCart, type StoredCartLine } from './stored-cart.js';

const line: StoredCartLine = {
  id: 202,
  slug: 'mouse-logitech-m170',
  name: 'Mouse Logitech M170',
  sku: 'LOG-M170',
  qty: 2,
  price: 250,
  sum: 500,
  stock: 20,
  mainImage: { size350: '/images/products/202?w=350&q=75' },
  brand: { name: 'Logitech' },
  mainCategory: { name: 'Accesorios de cómputo' },
};

describe('StoredCart (localStorage corp-cart)', () => {
  it('accepts lines with and without a coupon, group and extra fields of older versions', () => {
    expect(matchesContract(StoredCart, [])).toBe(true);
    expect(
      matchesContract(StoredCart, [
        line,
        {
          ...line,
          id: 17,
          // The catalog's expiry as it came, not necessarily a full date-time.
          coupon: { code: 'FIJO', type: 'F', discount: 50, remaining: 1, expire: '2999-01-01', amount: 50 },
          group: null,
          materialGroup: 'LAP',
          regularPrice: 300,
        },
      ]),
    ).toBe(true);
  });

  it('refuses what another shape or a person wrote', () => {
    expect(matchesContract(StoredCart, { items: [] })).toBe(false);
    expect(matchesContract(StoredCart, [{ id: 'x', qty: -1 }])).toBe(false);
    expect(matchesContract(StoredCart, [{ ...line, qty: 0 }])).toBe(false);
    expect(matchesContract(StoredCart, [{ ...line, price: '250' }])).toBe(false);
    expect(matchesContract(StoredCart, [{ ...line, brand: 'Logitech' }])).toBe(false);
    expect(
      matchesContract(StoredCart, [
        {
          ...line,
          coupon: { code: 'X', type: 'Z', discount: 5, remaining: 1, expire: '2999-01-01', amount: 5 },
        },
      ]),
    ).toBe(false);
  });
});
