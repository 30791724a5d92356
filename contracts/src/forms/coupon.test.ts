import { couponRejection } from './coupon.js';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('couponRejection (docs/business-rules.md#coupons)', () => {
  it('accepts a coupon with uses left that expires later', () => {
    expect(couponRejection({ expire: '2026-03-02T00:00:00Z', remaining: 1 }, now)).toBeNull();
    expect(couponRejection({ expire: new Date(now + 1), remaining: 1 }, now)).toBeNull();
  });

  it('says expired before exhausted, and counts the very moment and an unreadable date as expired', () => {
    expect(couponRejection({ expire: '2024-01-01T00:00:00-06:00', remaining: 0 }, now)).toBe('expired');
    expect(couponRejection({ expire: new Date(now), remaining: 5 }, now)).toBe('expired');
    expect(couponRejection({ expire: 'mañana', remaining: 5 }, now)).toBe('expired');
    expect(couponRejection({ expire: '2026-03-02T00:00:00Z', remaining: 0 }, now)).toBe('exhausted');
  });
});
