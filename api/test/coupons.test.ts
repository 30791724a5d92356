import { couponDiscount, type CouponView, type ErrorBody } from '@store/contracts';
import { insertCoupon, remainingOf } from './support/checkout-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (code: string) => t.app.inject({ url: `/coupons/${encodeURIComponent(code)}` });

describe('GET /coupons/{code}', () => {
  it('returns a valid store-wide percent coupon, whatever the case typed', async () => {
    const response = await get('bienvenido10');
    expect(response.statusCode).toBe(200);
    expect(json<CouponView>(response)).toEqual({
      code: 'BIENVENIDO10',
      type: 'P',
      discountType: 'percent',
      discount: 10,
      remaining: 1000,
      expire: '2028-01-01T05:59:59.000Z',
      validProducts: [],
    });
  });

  it('returns a fixed coupon limited to the laptops', async () => {
    const coupon = json<CouponView>(await get('LAPTOP500'));
    expect(coupon).toMatchObject({ type: 'F', discountType: 'fixed', discount: 500 });
    const laptops = await t.db.query<{ id: number }>(
      "SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'laptops' ORDER BY p.id",
    );
    expect(laptops.length).toBeGreaterThan(5);
    expect(coupon.validProducts).toEqual(laptops.map((row) => row.id));
  });

  it('finds a coupon that came with a product of the catalog', async () => {
    const [row] = await t.db.query<{ coupon_code: string; product_id: number }>(
      `SELECT cp.coupon_code, cp.product_id FROM coupon_products cp JOIN coupons c ON c.code = cp.coupon_code
        WHERE c.remaining > 0 AND c.expire > now() AND cp.coupon_code LIKE '%-%' ORDER BY cp.product_id LIMIT 1`,
    );
    const response = await get(row?.coupon_code ?? '');
    expect(response.statusCode).toBe(200);
    expect(json<CouponView>(response).validProducts).toEqual([row?.product_id]);
  });

  it.each([
    ['NO-EXISTE', 404, 'Cupón no encontrado', 'COUPON_NOT_FOUND'],
    ['FERIADOMORAZANICO', 422, 'Cupón vencido', 'COUPON_EXPIRED'],
    ['hotsale2025', 422, 'Coupón agotado', 'COUPON_EXHAUSTED'],
  ])('answers %s with %i "%s"', async (code, status, message, errorCode) => {
    const response = await get(code);
    expect(response.statusCode).toBe(status);
    expect(json<ErrorBody>(response)).toEqual({ message, code: errorCode });
  });

  it('says "Cupón vencido" for a coupon both expired and exhausted', async () => {
    await insertCoupon(t.db, {
      code: 'PRUEBA-VIEJO',
      type: 'F',
      discount: 50,
      remaining: 0,
      expire: '2024-01-01T00:00:00-06:00',
    });
    expect(json<ErrorBody>(await get('PRUEBA-VIEJO')).message).toBe('Cupón vencido');
  });

  it('does not consume a use when looked up', async () => {
    await get('ULTIMOS5');
    await get('ULTIMOS5');
    expect(await remainingOf(t.db, 'ULTIMOS5')).toBe(5);
  });

  it('rejects an over-long code with 400', async () => {
    const response = await get('X'.repeat(61));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe('Parámetros inválidos');
  });
});

describe('seeded store coupons', () => {
  it('has valid, limited, expired, exhausted and five-use coupons of both types', async () => {
    const rows = await t.db.query<{
      code: string;
      type: string;
      remaining: number;
      valid: boolean;
      limited: boolean;
    }>(
      `SELECT c.code, c.type, c.remaining, c.expire > now() AS valid,
              EXISTS (SELECT 1 FROM coupon_products cp WHERE cp.coupon_code = c.code) AS limited
         FROM coupons c WHERE c.description <> '' ORDER BY c.code`,
    );
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('BIENVENIDO10')).toMatchObject({ type: 'P', valid: true, limited: false });
    expect(byCode.get('LAPTOP500')).toMatchObject({ type: 'F', valid: true, limited: true });
    expect(byCode.get('FERIADOMORAZANICO')).toMatchObject({ valid: false });
    expect(byCode.get('HOTSALE2025')).toMatchObject({ valid: true, remaining: 0 });
    expect(byCode.get('ULTIMOS5')).toMatchObject({ valid: true, remaining: 5 });
  });
});

describe('coupon discount rule (same as the cart: one amount per order)', () => {
  const lines = [
    { productId: 1, unitPrice: 1000, qty: 3 },
    { productId: 2, unitPrice: 18499.99, qty: 1 },
    { productId: 3, unitPrice: 250, qty: 2 },
  ];

  it('takes a percent of one unit of the most expensive valid product, rounded to cents', () => {
    expect(couponDiscount({ type: 'P', discount: 15, validProducts: [] }, lines)).toEqual({
      productId: 2,
      amount: 2775,
    });
    expect(couponDiscount({ type: 'P', discount: 10, validProducts: [1, 3] }, lines)).toEqual({
      productId: 1,
      amount: 100,
    });
  });

  it('caps a fixed amount at the unit price and never exceeds the subtotal', () => {
    expect(couponDiscount({ type: 'F', discount: 500, validProducts: [3] }, lines)).toEqual({
      productId: 3,
      amount: 250,
    });
    expect(couponDiscount({ type: 'F', discount: 500, validProducts: [] }, lines)).toEqual({
      productId: 2,
      amount: 500,
    });
    expect(
      couponDiscount({ type: 'P', discount: 100, validProducts: [] }, [
        { productId: 9, unitPrice: 10, qty: 1 },
      ]),
    ).toEqual({
      productId: 9,
      amount: 10,
    });
  });

  it('is null when no product of the order qualifies', () => {
    expect(couponDiscount({ type: 'F', discount: 500, validProducts: [42] }, lines)).toBeNull();
    expect(couponDiscount({ type: 'P', discount: 10, validProducts: [] }, [])).toBeNull();
  });
});
