import type { ErrorBody, Order } from '@store/contracts';
import { releaseExpiredReservations } from '../src/orders/order-expiry.js';
import {
  VALID_CONTACT,
  createOrder,
  insertCoupon,
  insertMunicipality,
  insertStore,
  insertZone,
  orderReadyToPay,
  orderToken,
  remainingOf,
  stockOf,
  takeProduct,
} from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/orders', payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

describe('POST /orders', () => {
  it('creates the order with server prices, reserves the stock and records "Pedido recibido"', async () => {
    const laptop = await takeProduct(t.db, { stock: 7, price: 18499 });
    const mouse = await takeProduct(t.db, { stock: 30, price: 349.5 });
    const response = await post({
      products: [
        // A tampered cart: price, sum and name are the client's and must be ignored.
        { id: laptop.id, qty: 2, price: 1, sum: 2, name: 'Gratis' },
        { id: mouse.id, qty: 3, price: 0.01 },
      ],
      ...VALID_CONTACT,
    });
    expect(response.statusCode).toBe(201);
    const order = json<Order & { accessToken: string }>(response);
    expect(order).toMatchObject({
      // Random, not the id (abuse-limits.test.ts, defect 9 of issue 10).
      number: expect.stringMatching(/^HN-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      status: 'pending',
      statusLabel: 'En proceso de compra',
      step: 1,
      paymentMethod: 'credit-card',
      email: VALID_CONTACT.email,
      firstname: 'Carlos',
      customerId: null,
      coupon: null,
      subtotal: 38046.5,
      discount: 0,
      shippingTotal: 0,
      total: 38046.5,
      tax: 4962.59,
    });
    expect(order.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(order.products).toEqual([
      expect.objectContaining({
        id: laptop.id,
        qty: 2,
        price: 18499,
        sum: 36998,
        discount: 0,
        name: laptop.name,
      }),
      expect.objectContaining({ id: mouse.id, qty: 3, price: 349.5, sum: 1048.5 }),
    ]);
    expect(order.products[0]?.mainImage).toEqual({
      alt: laptop.name,
      size350: `/images/products/${laptop.id}?w=350&q=75`,
    });
    expect(new Date(order.reservedUntil ?? '').getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    expect(await stockOf(t.db, laptop.id)).toBe(5);
    expect(await stockOf(t.db, mouse.id)).toBe(27);
    const events = await t.db.query<{ note: string }>('SELECT note FROM order_events WHERE order_id = $1', [
      order.id,
    ]);
    expect(events.map((event) => event.note)).toEqual(['Pedido recibido']);
  });

  it('starts at step 0 without contact data', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    expect(order.step).toBe(0);
    expect(order.email).toBe('');
  });

  it('merges a product listed twice', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 100 });
    const order = await createOrder(t.app, {
      products: [
        { id: product.id, qty: 1 },
        { id: product.id, qty: 2 },
      ],
    });
    expect(order.products).toHaveLength(1);
    expect(order.products[0]?.qty).toBe(3);
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it.each([
    ['custom_field', '', 'Requerido'],
    ['custom_field', '0801-1990', 'Longitud de texto muy corto'],
    ['custom_field', '0'.repeat(33), 'Longitud de texto muy largo'],
    ['firstname', '', 'Requerido'],
    ['firstname', 'a'.repeat(33), 'Longitud de texto muy largo'],
    ['lastname', '  ', 'Requerido'],
    ['lastname', 'b'.repeat(33), 'Longitud de texto muy largo'],
    ['email', '', 'Requerido'],
    ['email', 'no-es-correo', 'Correo elentrónico invalido'],
    ['email', `${'a'.repeat(90)}@ejemplo.hn`, 'Longitud de texto muy largo'],
    ['telephone', '', 'Requerido'],
    ['telephone', '9988-776', 'Teléfono inválido'],
    ['fax', '', 'Requerido'],
    ['fax', 'dos-dos-tres', 'Teléfono inválido'],
  ])('rejects contact %s=%j with "%s"', async (field, value, message) => {
    const product = await takeProduct(t.db, { stock: 3 });
    const response = await post({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { [field]: message },
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  // The per-product maximum is ORDER_LIMITS.maxUnitsPerLine (10; orders-hoarding.test.ts).
  it('rejects quantities outside 1-10 and an empty cart', async () => {
    const product = await takeProduct(t.db, { stock: 300 });
    for (const qty of [0, 11]) {
      const response = await post({ products: [{ id: product.id, qty }] });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).fields).toHaveProperty(['products.0.qty']);
    }
    const merged = await post({
      products: [
        { id: product.id, qty: 6 },
        { id: product.id, qty: 6 },
      ],
    });
    expect(merged.statusCode).toBe(400);
    expect(json<ErrorBody>(merged).message).toBe('Máximo 10 unidades por producto');
    const empty = await post({ products: [] });
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty)).toMatchObject({
      message: 'Tu carrito está vacío',
      fields: { products: 'Tu carrito está vacío' },
    });
    const missing = await post({});
    expect(json<ErrorBody>(missing).fields).toEqual({ products: 'Campo Requerido' });
    expect(await stockOf(t.db, product.id)).toBe(300);
  });

  it('answers 404 for an unknown product and reserves nothing', async () => {
    const product = await takeProduct(t.db, { stock: 4 });
    const response = await post({
      products: [
        { id: product.id, qty: 1 },
        { id: 999999, qty: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Producto no encontrado',
      code: 'PRODUCT_NOT_FOUND',
      fields: { 'products.1.id': 'Producto no encontrado' },
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('answers 409 "No hay existencias suficientes de {name}" and rolls back the other lines', async () => {
    const plenty = await takeProduct(t.db, { stock: 10 });
    const scarce = await takeProduct(t.db, { stock: 1 });
    const response = await post({
      products: [
        { id: plenty.id, qty: 2 },
        { id: scarce.id, qty: 2 },
      ],
    });
    expect(response.statusCode).toBe(409);
    const message = `No hay existencias suficientes de ${scarce.name}`;
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'OUT_OF_STOCK',
      fields: { 'products.1.qty': message },
    });
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(1);
  });

  it('applies a coupon: one unit of the most expensive valid product, once per order', async () => {
    const cheap = await takeProduct(t.db, { stock: 10, price: 1000 });
    const dear = await takeProduct(t.db, { stock: 10, price: 5000 });
    await insertCoupon(t.db, { code: 'PRUEBA-P20', type: 'P', discount: 20, remaining: 3 });
    const order = await createOrder(t.app, {
      products: [
        { id: cheap.id, qty: 1 },
        { id: dear.id, qty: 3 },
      ],
      coupon: 'prueba-p20',
    });
    expect(order.coupon).toEqual({
      code: 'PRUEBA-P20',
      type: 'P',
      discountType: 'percent',
      discount: 20,
      amount: 1000,
      validProducts: [],
    });
    expect(order).toMatchObject({ subtotal: 16000, discount: 1000, total: 15000 });
    expect(order.products.find((line) => line.id === dear.id)?.discount).toBe(1000);
    expect(order.products.find((line) => line.id === cheap.id)?.discount).toBe(0);
    expect(await remainingOf(t.db, 'PRUEBA-P20')).toBe(2);
  });

  it('limits a fixed coupon to its products and caps it at the unit price', async () => {
    const valid = await takeProduct(t.db, { stock: 10, price: 300 });
    const other = await takeProduct(t.db, { stock: 10, price: 9000 });
    await insertCoupon(t.db, {
      code: 'PRUEBA-F500',
      type: 'F',
      discount: 500,
      remaining: 5,
      products: [valid.id],
    });
    const order = await createOrder(t.app, {
      products: [
        { id: valid.id, qty: 2 },
        { id: other.id, qty: 1 },
      ],
      coupon: 'PRUEBA-F500',
    });
    expect(order.coupon).toMatchObject({ discountType: 'fixed', amount: 300, validProducts: [valid.id] });
    expect(order).toMatchObject({ subtotal: 9600, discount: 300, total: 9300 });

    const response = await post({ products: [{ id: other.id, qty: 1 }], coupon: 'PRUEBA-F500' });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: 'El cupón no aplica a los productos de tu pedido',
      code: 'COUPON_NOT_APPLICABLE',
    });
    expect(await remainingOf(t.db, 'PRUEBA-F500')).toBe(4);
  });

  it.each([
    ['NO-EXISTE-123', 404, 'Cupón no encontrado'],
    ['FERIADOMORAZANICO', 422, 'Cupón vencido'],
    ['HOTSALE2025', 422, 'Coupón agotado'],
  ])('refuses coupon %s with %i "%s" and reserves nothing', async (code, status, message) => {
    const product = await takeProduct(t.db, { stock: 2 });
    const response = await post({ products: [{ id: product.id, qty: 1 }], coupon: code });
    expect(response.statusCode).toBe(status);
    expect(json<ErrorBody>(response)).toMatchObject({ message, fields: { coupon: message } });
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('binds the order to the logged-in customer and pre-fills their contact data', async () => {
    const maria = await loginAs(t.app, 'cliente@ejemplo.hn');
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(
      t.app,
      { products: [{ id: product.id, qty: 1 }], customer_id: maria.id },
      bearer(maria.token),
    );
    expect(order).toMatchObject({
      customerId: maria.id,
      email: 'cliente@ejemplo.hn',
      firstname: 'María',
      step: 0,
    });

    const view = await t.app.inject({ url: `/orders/${order.id}`, headers: bearer(maria.token) });
    expect(view.statusCode).toBe(200);
    expect(json<Order>(view)).not.toHaveProperty('accessToken');
  });

  it('refuses a customer_id that is not the token customer', async () => {
    const maria = await loginAs(t.app, 'cliente@ejemplo.hn');
    const ana = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    const product = await takeProduct(t.db, { stock: 5 });
    const other = await post(
      { products: [{ id: product.id, qty: 1 }], customer_id: ana.id },
      bearer(maria.token),
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await post({ products: [{ id: product.id, qty: 1 }], customer_id: ana.id });
    expect(anonymous.statusCode).toBe(401);
    expect(json<ErrorBody>(anonymous).message).toBe('Inicia sesión para continuar');
    expect(await stockOf(t.db, product.id)).toBe(5);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order for the same key and body, reserving stock once', async () => {
    const product = await takeProduct(t.db, { stock: 9 });
    const payload = { products: [{ id: product.id, qty: 2 }], ...VALID_CONTACT };
    const headers = { 'idempotency-key': 'c0a8e1f2-7d3b-4c11-9b9e-000000000001' };
    const first = await post(payload, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replay']).toBeUndefined();
    // A retry after a lost response; the client's extra cart fields may differ, they are ignored.
    const again = await post({ ...payload, products: [{ id: product.id, qty: 2, price: 5 }] }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    const [a, b] = [
      json<Order & { accessToken: string }>(first),
      json<Order & { accessToken: string }>(again),
    ];
    expect(b.id).toBe(a.id);
    // Only the token's hash is stored (migration 013): the replay answers with a new token.
    expect(b.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(await stockOf(t.db, product.id)).toBe(7);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      [headers['idempotency-key']],
    );
    expect(count?.n).toBe(1);
  });

  it('refuses the same key with a different body (422)', async () => {
    const product = await takeProduct(t.db, { stock: 9 });
    const headers = { 'idempotency-key': 'c0a8e1f2-7d3b-4c11-9b9e-000000000002' };
    expect((await post({ products: [{ id: product.id, qty: 1 }] }, headers)).statusCode).toBe(201);
    const other = await post({ products: [{ id: product.id, qty: 3 }] }, headers);
    expect(other.statusCode).toBe(422);
    expect(json<ErrorBody>(other)).toEqual({
      message: 'La clave de idempotencia ya se usó con otra solicitud',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('validates the key length', async () => {
    const product = await takeProduct(t.db, { stock: 1 });
    const response = await post(
      { products: [{ id: product.id, qty: 1 }] },
      { 'idempotency-key': 'x'.repeat(101) },
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toHaveProperty(['idempotency-key']);
  });
});

describe('order access', () => {
  it("answers 404 for another guest's token, another customer's token or no token", async () => {
    const maria = await loginAs(t.app, 'cliente@ejemplo.hn');
    const ana = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    const product = await takeProduct(t.db, { stock: 10 });
    const guestOrder = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const otherGuest = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const mariaOrder = await createOrder(
      t.app,
      { products: [{ id: product.id, qty: 1 }] },
      bearer(maria.token),
    );

    const attempts: Array<[number, Record<string, string>]> = [
      [guestOrder.id, {}],
      [guestOrder.id, orderToken(otherGuest)],
      [guestOrder.id, bearer(maria.token)],
      [mariaOrder.id, bearer(ana.token)],
      [mariaOrder.id, orderToken(guestOrder)],
      [999999, orderToken(guestOrder)],
    ];
    for (const [id, headers] of attempts) {
      for (const request of [
        { method: 'GET' as const, url: `/orders/${id}` },
        { method: 'PUT' as const, url: `/orders/${id}`, payload: VALID_CONTACT },
        { method: 'GET' as const, url: `/orders/tp/${id}` },
        { method: 'PUT' as const, url: `/orders/${id}/coupon`, payload: { code: 'BIENVENIDO10' } },
        { method: 'PUT' as const, url: `/orders/${id}/transfer`, payload: {} },
      ]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(404);
        expect(json<ErrorBody>(response)).toEqual({ message: 'Pedido no encontrado', code: 'NOT_FOUND' });
      }
    }
    expect(
      (await t.app.inject({ url: `/orders/${guestOrder.id}`, headers: orderToken(guestOrder) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/orders/${mariaOrder.id}`, headers: bearer(maria.token) })).statusCode,
    ).toBe(200);
    const [coupon] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::int[]) AND (coupon_code IS NOT NULL OR status <> 'pending')",
      [[guestOrder.id, mariaOrder.id]],
    );
    expect(coupon?.n).toBe(0);
  });
});

describe('PUT /orders/{id}', () => {
  it('saves the contact data (step 1) and binds a guest order to the customer who logs in', async () => {
    const ana = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const response = await put(
      `/orders/${order.id}`,
      { ...VALID_CONTACT, email: 'Ana.Lopez@Ejemplo.hn' },
      {
        ...orderToken(order),
        ...bearer(ana.token),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(json<Order>(response)).toMatchObject({
      step: 1,
      email: 'ana.lopez@ejemplo.hn',
      customerId: ana.id,
    });
    // Now the customer's own token opens it.
    expect((await t.app.inject({ url: `/orders/${order.id}`, headers: bearer(ana.token) })).statusCode).toBe(
      200,
    );
  });

  it('validates the contact form with the spec messages', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const response = await put(`/orders/${order.id}`, {}, orderToken(order));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({
      custom_field: 'Requerido',
      firstname: 'Requerido',
      lastname: 'Requerido',
      email: 'Requerido',
      telephone: 'Requerido',
      fax: 'Requerido',
    });
  });

  it('re-prices and re-reserves the products atomically', async () => {
    const first = await takeProduct(t.db, { stock: 5, price: 1000 });
    const second = await takeProduct(t.db, { stock: 2, price: 2500 });
    const order = await createOrder(t.app, { products: [{ id: first.id, qty: 3 }] });
    expect(await stockOf(t.db, first.id)).toBe(2);

    const change = await put(
      `/orders/${order.id}`,
      {
        products: [
          { id: first.id, qty: 1 },
          { id: second.id, qty: 2, price: 1 },
        ],
      },
      orderToken(order),
    );
    expect(change.statusCode).toBe(200);
    expect(json<Order>(change)).toMatchObject({ subtotal: 6000, total: 6000, step: 0 });
    expect(await stockOf(t.db, first.id)).toBe(4);
    expect(await stockOf(t.db, second.id)).toBe(0);

    // Not enough stock: the previous reservation stays as it was.
    const refused = await put(
      `/orders/${order.id}`,
      { products: [{ id: second.id, qty: 3 }] },
      orderToken(order),
    );
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toBe(`No hay existencias suficientes de ${second.name}`);
    expect(await stockOf(t.db, first.id)).toBe(4);
    expect(await stockOf(t.db, second.id)).toBe(0);
    const view = json<Order>(await t.app.inject({ url: `/orders/${order.id}`, headers: orderToken(order) }));
    expect(view.products.map((line) => [line.id, line.qty])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
  });

  it('drops a coupon that no longer fits the products and gives its use back', async () => {
    const valid = await takeProduct(t.db, { stock: 5, price: 800 });
    const other = await takeProduct(t.db, { stock: 5, price: 800 });
    await insertCoupon(t.db, {
      code: 'PRUEBA-SOLO1',
      type: 'F',
      discount: 100,
      remaining: 2,
      products: [valid.id],
    });
    const order = await createOrder(t.app, { products: [{ id: valid.id, qty: 1 }], coupon: 'PRUEBA-SOLO1' });
    expect(await remainingOf(t.db, 'PRUEBA-SOLO1')).toBe(1);
    const change = await put(
      `/orders/${order.id}`,
      { products: [{ id: other.id, qty: 1 }] },
      orderToken(order),
    );
    expect(json<Order>(change)).toMatchObject({ coupon: null, discount: 0, total: 800 });
    expect(await remainingOf(t.db, 'PRUEBA-SOLO1')).toBe(2);
  });
});

describe('coupon on an order', () => {
  it('applies, replaces and removes a coupon, counting its uses', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 2000 });
    await insertCoupon(t.db, { code: 'PRUEBA-A', type: 'P', discount: 10, remaining: 5 });
    await insertCoupon(t.db, { code: 'PRUEBA-B', type: 'F', discount: 150, remaining: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 2 }] });

    const applied = await put(`/orders/${order.id}/coupon`, { code: 'prueba-a' }, orderToken(order));
    expect(applied.statusCode).toBe(200);
    expect(json<Order>(applied)).toMatchObject({
      discount: 200,
      total: 3800,
      coupon: { code: 'PRUEBA-A', amount: 200 },
    });
    expect(await remainingOf(t.db, 'PRUEBA-A')).toBe(4);

    // The same coupon again is not counted twice.
    await put(`/orders/${order.id}/coupon`, { code: 'PRUEBA-A' }, orderToken(order));
    expect(await remainingOf(t.db, 'PRUEBA-A')).toBe(4);

    const replaced = await put(`/orders/${order.id}/coupon`, { code: 'PRUEBA-B' }, orderToken(order));
    expect(json<Order>(replaced)).toMatchObject({
      discount: 150,
      total: 3850,
      coupon: { code: 'PRUEBA-B', discountType: 'fixed' },
    });
    expect(await remainingOf(t.db, 'PRUEBA-A')).toBe(5);
    expect(await remainingOf(t.db, 'PRUEBA-B')).toBe(4);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/orders/${order.id}/coupon`,
      headers: orderToken(order),
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Order>(removed)).toMatchObject({ coupon: null, discount: 0, total: 4000 });
    expect(await remainingOf(t.db, 'PRUEBA-B')).toBe(5);
  });

  it.each([
    ['NO-EXISTE', 404, 'Cupón no encontrado', 'COUPON_NOT_FOUND'],
    ['FERIADOMORAZANICO', 422, 'Cupón vencido', 'COUPON_EXPIRED'],
    ['HOTSALE2025', 422, 'Coupón agotado', 'COUPON_EXHAUSTED'],
  ])('refuses %s with %i "%s"', async (code, status, message, errorCode) => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const response = await put(`/orders/${order.id}/coupon`, { code }, orderToken(order));
    expect(response.statusCode).toBe(status);
    expect(json<ErrorBody>(response)).toEqual({ message, code: errorCode, fields: { code: message } });
  });
});

describe('shipping', () => {
  it('quotes shipping for a zone, free from its threshold, and for pick-up', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 1500 });
    const zone = await insertZone(t.db, { cost: 150, freeFrom: 5000, deliveryDays: 3 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 2 }] });
    const quote = await t.app.inject({
      url: `/orders/${order.id}/calculate-shipping?shipping_zone_id=${zone.id}&shipping_method=home`,
      headers: orderToken(order),
    });
    expect(quote.statusCode).toBe(200);
    expect(json(quote)).toEqual({
      shippingZoneId: zone.id,
      shippingMethod: 'home',
      shippingTotal: 150,
      deliveryDays: 3,
      subtotal: 3000,
      discount: 0,
      total: 3150,
    });
    const big = await createOrder(t.app, { products: [{ id: product.id, qty: 4 }] });
    const free = await t.app.inject({
      url: `/orders/${big.id}/calculate-shipping?shipping_zone_id=${zone.id}`,
      headers: orderToken(big),
    });
    expect(json(free)).toMatchObject({ shippingTotal: 0, total: 6000 });
    const pickup = await t.app.inject({
      url: `/orders/${order.id}/calculate-shipping?shipping_method=store`,
      headers: orderToken(order),
    });
    expect(json(pickup)).toMatchObject({ shippingMethod: 'store', shippingTotal: 0, total: 3000 });
  });

  it('answers 404 "Zona de envío no encontrada" and 400 without a zone', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const unknown = await t.app.inject({
      url: `/orders/${order.id}/calculate-shipping?shipping_zone_id=999999`,
      headers: orderToken(order),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).message).toBe('Zona de envío no encontrada');
    const none = await t.app.inject({
      url: `/orders/${order.id}/calculate-shipping?shipping_method=home`,
      headers: orderToken(order),
    });
    expect(none.statusCode).toBe(400);
    expect(json<ErrorBody>(none).fields).toEqual({ shipping_zone_id: 'Requerido' });
    const badMethod = await t.app.inject({
      url: `/orders/${order.id}/calculate-shipping?shipping_method=drone`,
      headers: orderToken(order),
    });
    expect(badMethod.statusCode).toBe(400);
  });

  it('saves home delivery to a municipality: its zone sets the cost (step 2)', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 1200 });
    const zone = await insertZone(t.db, { cost: 220, freeFrom: null });
    const place = await insertMunicipality(t.db, zone.id);
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    const response = await put(
      `/orders/${order.id}/shipping`,
      {
        shipping_method: 'home',
        place_id: place.municipalityId,
        address_1: 'Colonia Kennedy, bloque 4, casa 7',
        address_2: 'Frente a la escuela',
        total: 1,
      },
      orderToken(order),
    );
    expect(response.statusCode).toBe(200);
    const saved = json<Order>(response);
    expect(saved).toMatchObject({
      step: 2,
      shippingMethod: 'home',
      shippingZoneId: zone.id,
      shippingTotal: 220,
      total: 1420,
      tax: 185.22,
      shippingAddress: {
        firstname: 'Carlos',
        lastname: 'Reyes',
        telephone: '9988-7766',
        address_1: 'Colonia Kennedy, bloque 4, casa 7',
        address_2: 'Frente a la escuela',
        place_id: place.municipalityId,
        municipality: place.municipality,
        department: place.department,
        zone: zone.name,
      },
    });
    expect(typeof saved.total).toBe('number');
  });

  it('saves pick-up at a store at no cost', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 999 });
    const store = await insertStore(t.db);
    const zone = await insertZone(t.db, { cost: 300 });
    const order = await orderReadyToPay(t.app, product.id, zone.id);
    expect(order.shippingTotal).toBe(300);
    const response = await put(
      `/orders/${order.id}/shipping`,
      { shipping_method: 'store', store_id: store.id },
      orderToken(order),
    );
    expect(response.statusCode).toBe(200);
    expect(json<Order>(response)).toMatchObject({
      shippingMethod: 'store',
      storeId: store.id,
      shippingTotal: 0,
      total: 999,
      shippingAddress: null,
    });
  });

  it('validates the shipping data', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const noZonePlace = await insertMunicipality(t.db, null);
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    const url = `/orders/${order.id}/shipping`;
    const cases: Array<[object, number, string, Record<string, string>]> = [
      [{ shipping_method: 'home' }, 400, 'Requerido', { address_1: 'Requerido', place_id: 'Requerido' }],
      [
        { place_id: 999999, address_1: 'Calle 1' },
        404,
        'Municipio no encontrado',
        { place_id: 'Municipio no encontrado' },
      ],
      [
        { shipping_zone_id: 999999, address_1: 'Calle 1' },
        404,
        'Zona de envío no encontrada',
        { shipping_zone_id: 'Zona de envío no encontrada' },
      ],
      [
        { place_id: noZonePlace.municipalityId, address_1: 'Calle 1' },
        422,
        'Aún no hacemos envíos a ese municipio; elige retiro en tienda',
        { place_id: 'Aún no hacemos envíos a ese municipio; elige retiro en tienda' },
      ],
      [
        { shipping_zone_id: 1, address_1: 'Calle 1', telephone: '12' },
        400,
        'Teléfono inválido',
        { telephone: 'Teléfono inválido' },
      ],
      [{ shipping_method: 'store' }, 400, 'Requerido', { store_id: 'Requerido' }],
      [
        { shipping_method: 'store', store_id: 999999 },
        404,
        'Tienda no encontrada',
        { store_id: 'Tienda no encontrada' },
      ],
    ];
    for (const [payload, status, message, fields] of cases) {
      const response = await put(url, payload, orderToken(order));
      expect([response.statusCode, json<ErrorBody>(response)]).toEqual([
        status,
        expect.objectContaining({ message, fields }),
      ]);
    }
  });

  it('needs the contact data first', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const zone = await insertZone(t.db, { cost: 100 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const response = await put(
      `/orders/${order.id}/shipping`,
      { shipping_zone_id: zone.id, address_1: 'Calle 1' },
      orderToken(order),
    );
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Guarda primero los datos de contacto',
      code: 'CONTACT_REQUIRED',
    });
  });
});

describe('bank transfer and pay at store', () => {
  it('leaves the order pending payment for 48 h with bank instructions', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 4500 });
    const zone = await insertZone(t.db, { cost: 150 });
    const order = await orderReadyToPay(t.app, product.id, zone.id);
    const response = await put(`/orders/${order.id}/transfer`, { bank: 'bac' }, orderToken(order));
    expect(response.statusCode).toBe(200);
    const saved = json<Order>(response);
    expect(saved).toMatchObject({
      status: 'pending_payment',
      statusLabel: 'Pendiente de pago',
      paymentMethod: 'transfer',
      step: 3,
    });
    const deadline = new Date(saved.reservedUntil ?? '').getTime();
    expect(deadline).toBeGreaterThan(Date.now() + 47 * 3600 * 1000);
    expect(saved.instructions).toMatchObject({
      method: 'transfer',
      amount: 4650,
      currency: 'HNL',
      reference: order.number,
      deadline: saved.reservedUntil,
      beneficiary: { name: 'Tecnología HN, S. de R.L.' },
      accounts: [{ bank: 'bac', bankName: 'BAC Credomatic' }],
      store: null,
    });
    expect(saved.instructions?.steps.join(' ')).toContain(order.number);
    const [mail] = await t.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [VALID_CONTACT.email],
    );
    expect(mail?.subject).toBe(`Pedido ${order.number}: instrucciones de pago`);
    // The mail alone is enough to pay: the account, the amount and the reference.
    expect(mail?.body).toContain('BAC Credomatic, Cuenta corriente 730-456-789 (HNL)');
    expect(mail?.body).toContain('L 4,650.00');
    expect(mail?.body).toContain(order.number);

    // Without a bank every account is listed; an unknown bank is refused.
    const all = json<Order>(await put(`/orders/${order.id}/transfer`, {}, orderToken(order)));
    expect(all.instructions?.accounts.length).toBeGreaterThanOrEqual(3);
    expect(
      (await put(`/orders/${order.id}/transfer`, { bank: 'banco-x' }, orderToken(order))).statusCode,
    ).toBe(400);
  });

  it('leaves the order pending payment at a store with its address and hours', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 700 });
    const zone = await insertZone(t.db, { cost: 0 });
    const store = await insertStore(t.db);
    const order = await orderReadyToPay(t.app, product.id, zone.id);
    const response = await put(`/orders/${order.id}/storepay`, { store_id: store.id }, orderToken(order));
    expect(response.statusCode).toBe(200);
    expect(json<Order>(response)).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'store-pay',
      instructions: {
        method: 'store-pay',
        amount: 700,
        reference: order.number,
        accounts: [],
        store: {
          id: store.id,
          name: store.name,
          address: 'Boulevard Morazán, Tegucigalpa',
          phone: '2200-4500',
        },
      },
    });
    const missing = await put(`/orders/${order.id}/storepay`, { store_id: 999999 }, orderToken(order));
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Tienda no encontrada');
    const noBody = await put(`/orders/${order.id}/storepay`, {}, orderToken(order));
    expect(json<ErrorBody>(noBody).fields).toEqual({ store_id: 'Campo Requerido' });
  });

  it('needs the shipping step before choosing how to pay, and locks a paid order', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    const early = await put(`/orders/${order.id}/transfer`, {}, orderToken(order));
    expect(early.statusCode).toBe(409);
    expect(json<ErrorBody>(early)).toEqual({
      message: 'Elige primero la forma de envío',
      code: 'SHIPPING_REQUIRED',
    });

    await t.db.query("UPDATE orders SET status = 'paid' WHERE id = $1", [order.id]);
    const locked = await put(`/orders/${order.id}`, VALID_CONTACT, orderToken(order));
    expect(locked.statusCode).toBe(409);
    expect(json<ErrorBody>(locked)).toEqual({
      message: 'El pedido ya no se puede modificar',
      code: 'ORDER_LOCKED',
    });
  });
});

describe('POST /orders/tracking', () => {
  it('shows the status and the history for the right number and e-mail', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 500 });
    const zone = await insertZone(t.db, { cost: 50 });
    const order = await orderReadyToPay(t.app, product.id, zone.id);
    await put(`/orders/${order.id}/transfer`, { bank: 'atlantida' }, orderToken(order));
    const address = order.shippingAddress;
    for (const number of [order.number, order.number.toLowerCase(), order.number.replace(/-/g, '')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/orders/tracking',
        payload: { number, email: VALID_CONTACT.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        number: order.number,
        status: 'pending_payment',
        statusLabel: 'Pendiente de pago',
        createdAt: order.createdAt,
        subtotal: 500,
        discount: 0,
        shippingTotal: 50,
        tax: order.tax,
        total: 550,
        paymentMethod: 'transfer',
        paymentMethodLabel: 'Transferencia bancaria',
        // Not shipped yet: no carrier or guide number (the back office sets them).
        shipment: null,
        shippingMethod: 'home',
        // The recipient's phone stays out: whoever has the number and e-mail reads this.
        delivery: {
          method: 'home',
          methodLabel: 'Envío a domicilio',
          address: {
            firstname: address?.firstname,
            lastname: address?.lastname,
            address_1: 'Colonia Palmira, casa 12',
            address_2: address?.address_2,
            municipality: address?.municipality,
            department: address?.department,
          },
          store: null,
        },
        items: order.products,
        events: [
          {
            status: 'pending',
            label: 'En proceso de compra',
            note: 'Pedido recibido',
            date: expect.any(String),
          },
          {
            status: 'pending_payment',
            label: 'Pendiente de pago',
            note: 'Pago por transferencia pendiente (Banco Atlántida)',
            date: expect.any(String),
          },
        ],
      });
    }
  });

  it('answers the same 404 whichever part is wrong', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    for (const payload of [
      { number: order.number, email: 'otra@ejemplo.hn' },
      { number: 'HN-999999', email: VALID_CONTACT.email },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/orders/tracking', payload });
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'No encontramos un pedido con ese número y correo',
        code: 'NOT_FOUND',
      });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/orders/tracking',
      payload: { number: order.number },
    });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).fields).toEqual({ email: 'Campo Requerido' });
  });
});

describe('reservation expiry', () => {
  it('expires unpaid orders past reserved_until, giving back stock and coupon use', async () => {
    const product = await takeProduct(t.db, { stock: 6, price: 1000 });
    await insertCoupon(t.db, { code: 'PRUEBA-EXP', type: 'P', discount: 10, remaining: 2 });
    const order = await createOrder(t.app, {
      products: [{ id: product.id, qty: 4 }],
      coupon: 'PRUEBA-EXP',
      ...VALID_CONTACT,
    });
    const fresh = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect(await remainingOf(t.db, 'PRUEBA-EXP')).toBe(1);

    await t.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      order.id,
    ]);
    // Two runs at once (interval and lazy call) must release the order exactly once.
    const [a, b] = await Promise.all([releaseExpiredReservations(t.db), releaseExpiredReservations(t.db)]);
    expect([...a, ...b].filter((id) => id === order.id)).toEqual([order.id]);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await remainingOf(t.db, 'PRUEBA-EXP')).toBe(2);

    const view = json<Order>(await t.app.inject({ url: `/orders/${order.id}`, headers: orderToken(order) }));
    expect(view).toMatchObject({ status: 'expired', statusLabel: 'Vencido' });
    const freshView = json<Order>(
      await t.app.inject({ url: `/orders/${fresh.id}`, headers: orderToken(fresh) }),
    );
    expect(freshView.status).toBe('pending');

    const change = await put(`/orders/${order.id}`, VALID_CONTACT, orderToken(order));
    expect(change.statusCode).toBe(409);
    expect(json<ErrorBody>(change).code).toBe('ORDER_EXPIRED');
    const tracking = await t.app.inject({
      method: 'POST',
      url: '/orders/tracking',
      payload: { number: order.number, email: VALID_CONTACT.email },
    });
    expect(json<{ events: Array<{ status: string }> }>(tracking).events.map((event) => event.status)).toEqual(
      ['pending', 'expired'],
    );
  });

  it('expires a transfer left unpaid past its deadline, and an order touched after its reservation ran out', async () => {
    const product = await takeProduct(t.db, { stock: 3, price: 100 });
    const zone = await insertZone(t.db, { cost: 0 });
    const transfer = await orderReadyToPay(t.app, product.id, zone.id);
    await put(`/orders/${transfer.id}/transfer`, {}, orderToken(transfer));
    const stale = await createOrder(t.app, { products: [{ id: product.id, qty: 2 }] });
    expect(await stockOf(t.db, product.id)).toBe(0);
    await t.db.query(
      "UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = ANY($1::int[])",
      [[transfer.id, stale.id]],
    );

    // Touching the stale order expires it first (lazily), then refuses the change.
    const touched = await put(`/orders/${stale.id}/coupon`, { code: 'BIENVENIDO10' }, orderToken(stale));
    expect(touched.statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(2);
    // Placing a new order releases what is left before reserving.
    const next = await post({ products: [{ id: product.id, qty: 3 }] });
    expect(next.statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(0);
  });
});
