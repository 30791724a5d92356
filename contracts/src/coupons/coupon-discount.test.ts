import { couponDiscount } from './coupon-discount.js';

// The rule's edges the cart relies on; the API's own cases live in api/test/coupons.test.ts.
describe('couponDiscount (docs/business-rules.md#coupons)', () => {
  it('books a percent of one unit on the most expensive valid line, the lower id on a tie', () => {
    const lines = [
      { productId: 8, unitPrice: 1000, qty: 1 },
      { productId: 5, unitPrice: 1000, qty: 2 },
      { productId: 2, unitPrice: 10.05, qty: 1 },
    ];
    expect(couponDiscount({ type: 'P', discount: 10, validProducts: [] }, lines)).toEqual({
      productId: 5,
      amount: 100,
    });
    // 10.05 × 5 % = 0.5025 → 0.50; half-cents go up (1.005 → 1.01).
    expect(couponDiscount({ type: 'P', discount: 5, validProducts: [2] }, lines)).toEqual({
      productId: 2,
      amount: 0.5,
    });
    expect(
      couponDiscount({ type: 'P', discount: 50, validProducts: [] }, [
        { productId: 1, unitPrice: 2.01, qty: 1 },
      ]),
    ).toEqual({ productId: 1, amount: 1.01 });
  });

  it('caps a fixed amount at the unit price (one unit) whatever the quantity', () => {
    expect(
      couponDiscount({ type: 'F', discount: 500, validProducts: [] }, [
        { productId: 1, unitPrice: 300, qty: 4 },
      ]),
    ).toEqual({ productId: 1, amount: 300 });
  });

  it('is null when the coupon names none of the lines', () => {
    expect(
      couponDiscount({ type: 'F', discount: 50, validProducts: [3] }, [
        { productId: 1, unitPrice: 300, qty: 1 },
      ]),
    ).toBeNull();
  });
});
