import type { ApiFailure } from '@store/remote-kit';
import { buildCartItem, buildCouponView } from '../../test/builders';
import { cartCouponProblem, couponLookupMessage } from './coupon-rules';

const now = Date.parse('2026-03-01T12:00:00Z');
const failure = (status: number, message: string, code?: string): ApiFailure => ({
  status,
  message,
  ...(code ? { code } : {}),
});

describe('couponLookupMessage (GET /coupons/{code} failures)', () => {
  it("says 'Cupón no encontrado' for a 404 and keeps the API's two refusals", () => {
    expect(couponLookupMessage(failure(404, 'Not Found'))).toBe('Cupón no encontrado');
    expect(couponLookupMessage(failure(422, 'Cupón vencido', 'COUPON_EXPIRED'))).toBe('Cupón vencido');
    expect(couponLookupMessage(failure(422, 'Coupón agotado', 'COUPON_EXHAUSTED'))).toBe('Coupón agotado');
    // An answer without its code still carries the words.
    expect(couponLookupMessage(failure(422, 'Coupón agotado'))).toBe('Coupón agotado');
  });

  it("says 'Problemas al recuperar el cupón' for anything else", () => {
    expect(couponLookupMessage(failure(500, 'Internal Server Error'))).toBe(
      'Problemas al recuperar el cupón',
    );
    expect(couponLookupMessage(failure(0, 'Sin conexión', 'network-error'))).toBe(
      'Problemas al recuperar el cupón',
    );
    expect(couponLookupMessage(failure(422, 'Otra cosa', 'SOMETHING_ELSE'))).toBe(
      'Problemas al recuperar el cupón',
    );
    expect(couponLookupMessage(new Error('boom'))).toBe('Problemas al recuperar el cupón');
  });
});

describe('cartCouponProblem (the answer judged against the cart)', () => {
  const items = [buildCartItem({ id: 1, price: 100 }), buildCartItem({ id: 2, price: 50 })];

  it('refuses an expired coupon before an exhausted one', () => {
    expect(
      cartCouponProblem(buildCouponView({ expire: '2026-03-01T11:59:59Z', remaining: 0 }), items, now),
    ).toBe('Cupón vencido');
    expect(
      cartCouponProblem(buildCouponView({ expire: '2026-04-01T00:00:00Z', remaining: 0 }), items, now),
    ).toBe('Coupón agotado');
  });

  it('accepts a coupon valid for any cart product, refuses one valid for none', () => {
    const expire = '2026-04-01T00:00:00Z';
    expect(cartCouponProblem(buildCouponView({ expire }), items, now)).toBeNull();
    expect(cartCouponProblem(buildCouponView({ expire, validProducts: [2, 9] }), items, now)).toBeNull();
    expect(cartCouponProblem(buildCouponView({ expire, validProducts: [9] }), items, now)).toBe(
      'El cupón no aplica a los productos de tu pedido',
    );
  });
});
