import type { ErrorBody, Order } from '@store/contracts';
import { remainingOf, stockOf, takeProduct } from './support/checkout-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const placeOrder = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/orders', payload, headers });

describe('concurrent orders', () => {
  it('50 concurrent orders for a product with stock 10: exactly 10 placed, 40 refused, stock 0', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder({ products: [{ id: product.id, qty: 1 }] })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(json<ErrorBody>(refused).message).toBe(`No hay existencias suficientes de ${product.name}`);
    }
    expect(await stockOf(t.db, product.id)).toBe(0);
    const [sold] = await t.db.query<{ units: number; orders: number }>(
      'SELECT sum(qty)::int AS units, count(*)::int AS orders FROM order_items WHERE product_id = $1',
      [product.id],
    );
    expect(sold).toEqual({ units: 10, orders: 10 });
  });

  it('a coupon with 5 uses left, taken by 20 concurrent orders, is used exactly 5 times', async () => {
    expect(await remainingOf(t.db, 'ULTIMOS5')).toBe(5);
    const product = await takeProduct(t.db, { stock: 100, price: 2000 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder({ products: [{ id: product.id, qty: 1 }], coupon: 'ULTIMOS5' }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(5);
    for (const response of placed) {
      expect(json<Order>(response)).toMatchObject({
        coupon: { code: 'ULTIMOS5', amount: 100 },
        total: 1900,
      });
    }
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(json<ErrorBody>(response)).toMatchObject({
        message: 'Coupón agotado',
        code: 'COUPON_EXHAUSTED',
      });
    }
    expect(await remainingOf(t.db, 'ULTIMOS5')).toBe(0);
    const [withCoupon] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE coupon_code = 'ULTIMOS5'",
    );
    expect(withCoupon?.n).toBe(5);
    // Refused orders were rolled back whole: only the five placed orders hold stock.
    expect(await stockOf(t.db, product.id)).toBe(95);
  });

  it('the same Idempotency-Key sent 10 times at once places one order', async () => {
    const product = await takeProduct(t.db, { stock: 20 });
    const headers = { 'idempotency-key': '5f0c2a8e-1b7d-4e3a-9c6f-concurrente01' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder({ products: [{ id: product.id, qty: 2 }] }, headers)),
    );
    const ids = new Set(responses.map((response) => json<Order>(response).id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.headers['idempotent-replay'] === 'true')).toHaveLength(9);
    expect(await stockOf(t.db, product.id)).toBe(18);
  });
});
