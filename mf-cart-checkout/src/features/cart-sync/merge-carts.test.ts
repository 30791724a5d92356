import { ORDER_LIMITS } from '@store/contracts';
import { buildCartItem, buildCoupon } from '../../test/builders';
import { installTestRuntimeConfig } from '../../test/render-with-providers';
import { cartItemFromSaved, mergeCartLines } from './merge-carts';
import { buildSavedCartItem } from './test/saved-cart-fixtures';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const inAMonth = new Date(NOW + 30 * 24 * 3600 * 1000).toISOString();
const yesterday = new Date(NOW - 24 * 3600 * 1000).toISOString();

beforeEach(() => {
  installTestRuntimeConfig();
});

const idsAndQty = (lines: { id: number; qty: number }[]) => lines.map(({ id, qty }) => [id, qty]);

describe('mergeCartLines', () => {
  it("keeps every product of both sides once: this device's lines first, then the saved ones", () => {
    const merged = mergeCartLines(
      [buildCartItem({ id: 1, qty: 2 }), buildCartItem({ id: 2 })],
      [buildSavedCartItem({ id: 3, qty: 2 }), buildSavedCartItem({ id: 1, qty: 1 })],
      NOW,
    );
    expect(idsAndQty(merged)).toEqual([
      [1, 2],
      [2, 1],
      [3, 2],
    ]);
  });

  it('keeps the larger quantity of a product on both sides, never their sum', () => {
    const merged = mergeCartLines(
      [buildCartItem({ id: 1, qty: 2 }), buildCartItem({ id: 2, qty: 5 })],
      [buildSavedCartItem({ id: 1, qty: 3 }), buildSavedCartItem({ id: 2, qty: 1 })],
      NOW,
    );
    expect(idsAndQty(merged)).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it("takes a shared product's price and stock from the server, which read them just now", () => {
    const [line] = mergeCartLines(
      [buildCartItem({ id: 1, qty: 2, price: 1000, stock: 20 })],
      [buildSavedCartItem({ id: 1, qty: 1, price: 900, stock: 6 })],
      NOW,
    );
    expect(line).toMatchObject({ id: 1, qty: 2, price: 900, sum: 1800, stock: 6 });
  });

  it('clamps every line to its stock and to the units one order may carry', () => {
    const merged = mergeCartLines(
      [buildCartItem({ id: 1, qty: 3, stock: 20 })],
      [
        buildSavedCartItem({ id: 1, qty: 5, stock: 4 }),
        buildSavedCartItem({ id: 2, qty: 40, stock: 100 }),
        buildSavedCartItem({ id: 3, qty: 7, stock: 2, price: 10 }),
      ],
      NOW,
    );
    expect(idsAndQty(merged)).toEqual([
      [1, 4],
      [2, ORDER_LIMITS.maxUnitsPerLine],
      [3, 2],
    ]);
    expect(merged[2]?.sum).toBe(20);
  });

  it('builds a saved-only line with what the cart shows and the credit purchase reads', () => {
    const line = cartItemFromSaved(
      buildSavedCartItem({
        id: 303,
        qty: 2,
        price: 4599.5,
        coupon: { code: 'TAB5', type: 'P', discount: 10, remaining: 3, expire: inAMonth },
      }),
      NOW,
    );
    expect(line).toEqual({
      id: 303,
      slug: 'tablet-samsung-a9',
      name: 'Tablet Samsung Galaxy A9',
      sku: 'SAM-A9-64',
      qty: 2,
      price: 4599.5,
      sum: 9199,
      stock: 12,
      mainImage: { size350: 'http://api.test/images/products/303?w=350&q=75' },
      brand: { name: 'Samsung' },
      mainCategory: { name: 'Tablets' },
      group: 'TABLETS',
      materialGroup: 'TAB',
      coupon: { code: 'TAB5', type: 'P', discount: 10, remaining: 3, expire: inAMonth, amount: 459.95 },
    });
  });

  it("does not attach a saved product's expired or used-up coupon", () => {
    const [expired, usedUp] = mergeCartLines(
      [],
      [
        buildSavedCartItem({ id: 1, coupon: buildCoupon({ expire: yesterday }) }),
        buildSavedCartItem({ id: 2, coupon: buildCoupon({ remaining: 0, expire: inAMonth }) }),
      ],
      NOW,
    );
    expect(expired?.coupon).toBeUndefined();
    expect(usedUp?.coupon).toBeUndefined();
  });

  it("keeps this device's coupon as the cart's one coupon; a saved line's own drops to 0", () => {
    const held = { ...buildCoupon({ code: 'BIENVENIDO10', expire: inAMonth }), amount: 100 };
    const merged = mergeCartLines(
      [buildCartItem({ id: 1, price: 1000, coupon: held })],
      [
        buildSavedCartItem({
          id: 2,
          coupon: buildCoupon({ code: 'TAB5', type: 'F', discount: 50, expire: inAMonth }),
        }),
      ],
      NOW,
    );
    expect(merged[0]?.coupon).toMatchObject({ code: 'BIENVENIDO10', amount: 100 });
    expect(merged[1]?.coupon).toMatchObject({ code: 'TAB5', amount: 0 });
  });

  it("recomputes a held percentage coupon at the server's new price and keeps a removed one at 0", () => {
    const merged = mergeCartLines(
      [
        buildCartItem({ id: 1, price: 1000, coupon: { ...buildCoupon({ discount: 10 }), amount: 100 } }),
        buildCartItem({ id: 2, price: 500, coupon: { ...buildCoupon({ code: 'OTRO' }), amount: 0 } }),
      ],
      [buildSavedCartItem({ id: 1, price: 800 }), buildSavedCartItem({ id: 2, price: 500 })],
      NOW,
    );
    expect(merged[0]?.coupon?.amount).toBe(80);
    expect(merged[1]?.coupon?.amount).toBe(0);
  });

  it('answers an empty cart when both sides are empty, and the local cart alone when nothing was saved', () => {
    expect(mergeCartLines([], [], NOW)).toEqual([]);
    const local = [buildCartItem({ id: 1, qty: 2 })];
    expect(mergeCartLines(local, [], NOW)).toEqual(local);
  });
});
