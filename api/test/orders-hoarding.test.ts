/**
 * Issue 10, defect 2: anonymous stock hoarding. Nine requests used to hold every unit in stock
 * for 48 h (100 lines × the whole stock, transfer chosen, the hold renewed by choosing again).
 * Issue 33: one address still held 1,677 units through 10 orders, 14 addresses of one IPv6 /64
 * each got a fresh budget, and the same per-address rules refused real shoppers sharing an
 * address (CGNAT). Each rule is tested here over HTTP: the order's size, the open unpaid orders
 * and the units and value one shopper may hold, the coarse per-address guards, when the long
 * hold starts and that it is never renewed.
 */
import {
  ORDER_LIMIT_MESSAGES,
  ORDER_LIMITS,
  type ErrorBody,
  type Order,
  type OrderTracking,
} from '@store/contracts';
import { addressKey } from '../src/http/address-key.js';
import { DEFAULT_RATE_LIMITS, scaledRateLimits } from '../src/http/rate-limit.js';
import { checkoutSettingsFromEnv, DEFAULT_CHECKOUT_SETTINGS } from '../src/orders/checkout-settings.js';
import { MAX_INSTRUCTION_MAILS } from '../src/orders/order-checkout.js';
import {
  VALID_CONTACT,
  insertStore,
  insertZone,
  stockOf,
  takeProduct,
  type CreatedOrder,
  type TestProduct,
} from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The store's own limits on orders and tracking (not the widened ones of other test files).
  t = await createTestApp({
    checkout: DEFAULT_CHECKOUT_SETTINGS,
    rateLimits: {
      ...scaledRateLimits(1000),
      orderCreatePerAddress: DEFAULT_RATE_LIMITS.orderCreatePerAddress,
      trackingPerAddress: DEFAULT_RATE_LIMITS.trackingPerAddress,
    },
  });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each call comes from a new client address unless one is given, so only the rate-limit test meets that limit. */
let addresses = 0;
const newAddress = (): string => {
  addresses += 1;
  return `10.20.${String(Math.floor(addresses / 250))}.${String((addresses % 250) + 1)}`;
};

let emails = 0;
const newEmail = (): string => {
  emails += 1;
  return `acaparador${String(emails)}@ejemplo.hn`;
};

const place = (payload: object, options: { headers?: Record<string, string>; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/orders',
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.address ?? newAddress(),
  });

const put = (url: string, payload: object | null, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload: payload ?? {}, headers, remoteAddress: newAddress() });

const tokenOf = (order: { accessToken: string }) => ({ 'x-order-token': order.accessToken });

async function placed(
  payload: object,
  options: { headers?: Record<string, string> } = {},
): Promise<CreatedOrder> {
  const response = await place(payload, options);
  if (response.statusCode !== 201) throw new Error(`POST /orders: ${response.statusCode} ${response.body}`);
  return json<CreatedOrder>(response);
}

/** A guest order with its contact (a fresh e-mail) and home delivery saved: ready to pay. */
async function readyToPay(product: TestProduct, qty = 1): Promise<CreatedOrder> {
  const zone = await insertZone(t.db, { cost: 0 });
  const order = await placed({ products: [{ id: product.id, qty }], ...VALID_CONTACT, email: newEmail() });
  const shipping = await put(
    `/orders/${order.id}/shipping`,
    { shipping_method: 'home', shipping_zone_id: zone.id, address_1: 'Colonia Palmira, casa 12' },
    tokenOf(order),
  );
  if (shipping.statusCode !== 200) throw new Error(`shipping: ${shipping.statusCode} ${shipping.body}`);
  return { ...json<Order>(shipping), accessToken: order.accessToken };
}

/** Gives a guest order with no contact yet this e-mail and expects `code`: the order keeps no contact. */
async function expectContactRefused(order: CreatedOrder, email: string, code: string): Promise<void> {
  const contact = await put(`/orders/${order.id}`, { ...VALID_CONTACT, email }, tokenOf(order));
  expect(contact.statusCode).toBe(409);
  expect(json<ErrorBody>(contact).code).toBe(code);
  const view = json<Order>(await t.app.inject({ url: `/orders/${order.id}`, headers: tokenOf(order) }));
  expect(view).toMatchObject({ email: '', step: 0 });
}

async function takeProducts(
  count: number,
  options: { stock: number; price: number },
): Promise<TestProduct[]> {
  const products: TestProduct[] = [];
  for (let index = 0; index < count; index += 1) products.push(await takeProduct(t.db, options));
  return products;
}

const deadlineOf = (order: Pick<Order, 'reservedUntil'>): number =>
  new Date(order.reservedUntil ?? '').getTime();

async function reservedUntil(orderId: number): Promise<number> {
  const [row] = await t.db.query<{ reserved_until: Date | string }>(
    'SELECT reserved_until FROM orders WHERE id = $1',
    [orderId],
  );
  return new Date(row?.reserved_until ?? '').getTime();
}

describe('what one order may hold', () => {
  it(`refuses more than ${String(ORDER_LIMITS.maxUnitsPerLine)} units of one product and keeps the stock`, async () => {
    const product = await takeProduct(t.db, { stock: 50, price: 100 });
    const tooMany = await place({ products: [{ id: product.id, qty: ORDER_LIMITS.maxUnitsPerLine + 1 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(json<ErrorBody>(tooMany).fields).toEqual({
      'products.0.qty': `Debe ser menor o igual a ${String(ORDER_LIMITS.maxUnitsPerLine)}`,
    });

    // The same product listed twice is added up before the limit is checked.
    const split = await place({
      products: [
        { id: product.id, qty: 6 },
        { id: product.id, qty: 5 },
      ],
    });
    expect(split.statusCode).toBe(400);
    expect(json<ErrorBody>(split)).toEqual({
      message: ORDER_LIMIT_MESSAGES.unitsPerLine,
      code: 'VALIDATION_ERROR',
      fields: { 'products.0.qty': ORDER_LIMIT_MESSAGES.unitsPerLine },
    });
    expect(ORDER_LIMIT_MESSAGES.unitsPerLine).toBe('Máximo 10 unidades por producto');
    expect(await stockOf(t.db, product.id)).toBe(50);

    const most = await place({ products: [{ id: product.id, qty: ORDER_LIMITS.maxUnitsPerLine }] });
    expect(most.statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(50 - ORDER_LIMITS.maxUnitsPerLine);
  });

  it(`refuses more than ${String(ORDER_LIMITS.maxLines)} products in one order`, async () => {
    const products = await takeProducts(ORDER_LIMITS.maxLines + 1, { stock: 5, price: 100 });
    const lines = products.map((product) => ({ id: product.id, qty: 1 }));
    const tooMany = await place({ products: lines });
    expect(tooMany.statusCode).toBe(400);
    expect(json<ErrorBody>(tooMany)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { products: `Debe tener como máximo ${String(ORDER_LIMITS.maxLines)} elementos` },
    });
    for (const product of products) expect(await stockOf(t.db, product.id)).toBe(5);

    const most = await place({ products: lines.slice(0, ORDER_LIMITS.maxLines) });
    expect(most.statusCode).toBe(201);
    expect(json<Order>(most).products).toHaveLength(ORDER_LIMITS.maxLines);
  });

  it('refuses the reported attack: 100 products × the whole stock of each', async () => {
    const products: TestProduct[] = [];
    for (let index = 0; index < 100; index += 1) products.push(await takeProduct(t.db, { stock: 60 }));
    const response = await place({
      products: products.map((product) => ({ id: product.id, qty: 60 })),
      ...VALID_CONTACT,
      email: newEmail(),
    });
    expect(response.statusCode).toBe(400);
    for (const product of products) expect(await stockOf(t.db, product.id)).toBe(60);
  });

  it('applies the same limits when PUT /orders/{id} changes the products', async () => {
    const product = await takeProduct(t.db, { stock: 40 });
    const order = await placed({ products: [{ id: product.id, qty: 1 }] });
    const response = await put(
      `/orders/${order.id}`,
      { products: [{ id: product.id, qty: ORDER_LIMITS.maxUnitsPerLine + 1 }] },
      tokenOf(order),
    );
    expect(response.statusCode).toBe(400);
    expect(await stockOf(t.db, product.id)).toBe(39);
  });
});

describe('open unpaid orders per shopper', () => {
  const max = DEFAULT_CHECKOUT_SETTINGS.maxOpenOrders;

  it(`refuses a ${String(max + 1)}th open order for one e-mail (any case) and allows it once one is no longer open`, async () => {
    const product = await takeProduct(t.db, { stock: 30, price: 100 });
    const email = newEmail();
    const orders: CreatedOrder[] = [];
    for (let index = 0; index < max; index += 1) {
      orders.push(await placed({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email }));
    }
    const refused = await place({
      products: [{ id: product.id, qty: 1 }],
      ...VALID_CONTACT,
      email: email.toUpperCase(),
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused)).toEqual({
      message:
        'Ya tienes 3 pedidos pendientes de pago. Completa el pago de uno o espera a que venza su reserva antes de hacer otro pedido.',
      code: 'TOO_MANY_OPEN_ORDERS',
    });
    expect(await stockOf(t.db, product.id)).toBe(30 - max);

    // A paid order, or one whose reservation lapsed, no longer counts.
    await t.db.query("UPDATE orders SET status = 'paid', stock_reserved = false WHERE id = $1", [
      orders[0]?.id,
    ]);
    await t.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      orders[1]?.id,
    ]);
    for (let index = 0; index < 2; index += 1) {
      expect(
        (await place({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email })).statusCode,
      ).toBe(201);
    }
    expect(
      (await place({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email })).statusCode,
    ).toBe(409);
  });

  it('counts an e-mail given later, at the contact step', async () => {
    const product = await takeProduct(t.db, { stock: 30, price: 100 });
    const email = newEmail();
    for (let index = 0; index < max; index += 1) {
      await placed({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email });
    }
    const anonymous = await placed({ products: [{ id: product.id, qty: 1 }] });
    await expectContactRefused(anonymous, email, 'TOO_MANY_OPEN_ORDERS');

    // Another e-mail is fine, and saving the same contact again is not a new order.
    const other = { ...VALID_CONTACT, email: newEmail() };
    expect((await put(`/orders/${anonymous.id}`, other, tokenOf(anonymous))).statusCode).toBe(200);
    expect((await put(`/orders/${anonymous.id}`, other, tokenOf(anonymous))).statusCode).toBe(200);
  });

  it('counts a logged-in customer’s orders whatever e-mail each one carries', async () => {
    const product = await takeProduct(t.db, { stock: 30, price: 100 });
    const ana = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    for (let index = 0; index < max; index += 1) {
      await placed(
        { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email: newEmail() },
        { headers: bearer(ana.token) },
      );
    }
    const refused = await place(
      { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email: newEmail() },
      { headers: bearer(ana.token) },
    );
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).code).toBe('TOO_MANY_OPEN_ORDERS');

    // A guest order the customer opens with its token would become theirs: refused as well.
    const guest = await placed({ products: [{ id: product.id, qty: 1 }] });
    const claim = await put(
      `/orders/${guest.id}`,
      { ...VALID_CONTACT, email: newEmail() },
      {
        ...tokenOf(guest),
        ...bearer(ana.token),
      },
    );
    expect(claim.statusCode).toBe(409);
    const [row] = await t.db.query<{ customer_id: number | null }>(
      'SELECT customer_id FROM orders WHERE id = $1',
      [guest.id],
    );
    expect(row?.customer_id).toBeNull();
  });

  it('lets exactly the limit through when one e-mail sends many orders at once', async () => {
    const product = await takeProduct(t.db, { stock: 30, price: 100 });
    const email = newEmail();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        place({ products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: max }, () => 201),
      ...Array.from({ length: 8 - max }, () => 409),
    ]);
    expect(await stockOf(t.db, product.id)).toBe(30 - max);
  });

  it('reads ORDER_MAX_OPEN_ORDERS and ORDER_RESERVATION_MAX_MINUTES', () => {
    expect(checkoutSettingsFromEnv({})).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    expect(
      checkoutSettingsFromEnv({ ORDER_MAX_OPEN_ORDERS: '5', ORDER_RESERVATION_MAX_MINUTES: '90' }),
    ).toMatchObject({ maxOpenOrders: 5, reservationMaxMinutes: 90 });
    expect(() => checkoutSettingsFromEnv({ ORDER_MAX_OPEN_ORDERS: '0' })).toThrow(/ORDER_MAX_OPEN_ORDERS/);
    expect(() =>
      checkoutSettingsFromEnv({ ORDER_RESERVATION_MINUTES: '30', ORDER_RESERVATION_MAX_MINUTES: '20' }),
    ).toThrow(/ORDER_RESERVATION_MAX_MINUTES/);
  });
});

describe('what one shopper may hold unpaid', () => {
  const { maxHeldUnits, maxHeldValue } = DEFAULT_CHECKOUT_SETTINGS;
  const advice =
    'Completa el pago de un pedido pendiente o reduce las cantidades. Para compras mayores, escríbenos desde la página de contacto.';
  /** A product of L 100 with 40 in stock: only the units count. */
  const cheap = () => takeProduct(t.db, { stock: 40, price: 100 });
  const over30Units = {
    message: `Tus pedidos sin pagar sumarían 31 unidades; el máximo por cliente es 30. ${advice}`,
    code: 'UNPAID_HOLD_LIMIT',
  };

  it(`refuses an order that would take one e-mail past ${String(maxHeldUnits)} units held unpaid, and keeps the stock`, async () => {
    expect(maxHeldUnits).toBe(30);
    const [a, b, c] = [await cheap(), await cheap(), await cheap()];
    const email = newEmail();
    const first = await placed({
      products: [
        { id: a.id, qty: 10 },
        { id: b.id, qty: 10 },
      ],
      ...VALID_CONTACT,
      email,
    });
    await placed({ products: [{ id: c.id, qty: 10 }], ...VALID_CONTACT, email });

    // The e-mail in another letter case is the same shopper.
    const refused = await place({
      products: [{ id: c.id, qty: 1 }],
      ...VALID_CONTACT,
      email: email.toUpperCase(),
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused)).toEqual(over30Units);
    expect(await stockOf(t.db, c.id)).toBe(30);

    // Paying an order gives its units back to the shopper's allowance.
    await t.db.query("UPDATE orders SET status = 'paid', stock_reserved = false WHERE id = $1", [first.id]);
    expect((await place({ products: [{ id: c.id, qty: 1 }], ...VALID_CONTACT, email })).statusCode).toBe(201);
  });

  it(`refuses a logged-in customer past L ${String(maxHeldValue)} held unpaid, whatever e-mail each order carries`, async () => {
    expect(maxHeldValue).toBe(300_000);
    const server = await takeProduct(t.db, { stock: 5, price: 150_000 });
    const cable = await takeProduct(t.db, { stock: 5, price: 1 });
    const jose = await loginAs(t.app, 'empresa@ejemplo.hn');
    const order = (productId: number) =>
      place(
        { products: [{ id: productId, qty: 1 }], ...VALID_CONTACT, email: newEmail() },
        { headers: bearer(jose.token) },
      );
    // Exactly the cap is allowed.
    expect((await order(server.id)).statusCode).toBe(201);
    expect((await order(server.id)).statusCode).toBe(201);
    const refused = await order(cable.id);
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused)).toEqual({
      message: `Tus pedidos sin pagar sumarían L 300,001.00; el máximo por cliente es L 300,000.00. ${advice}`,
      code: 'UNPAID_HOLD_LIMIT',
    });
    expect(await stockOf(t.db, cable.id)).toBe(5);
  });

  it('lets a burst of one e-mail’s orders through only up to the units cap', async () => {
    const [a, b] = [await cheap(), await cheap()];
    const email = newEmail();
    const twelveUnits = {
      products: [
        { id: a.id, qty: 10 },
        { id: b.id, qty: 2 },
      ],
      ...VALID_CONTACT,
      email,
    };
    const responses = await Promise.all(Array.from({ length: 5 }, () => place(twelveUnits)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id)]).toEqual([20, 36]);
  });

  it('holds an order with no e-mail or account yet to the same caps on its own', async () => {
    const products = await takeProducts(4, { stock: 20, price: 10 });
    const refused = await place({ products: products.map((product) => ({ id: product.id, qty: 10 })) });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).code).toBe('UNPAID_HOLD_LIMIT');
    for (const product of products) expect(await stockOf(t.db, product.id)).toBe(20);
  });

  it('refuses growing an order past the caps with PUT /orders/{id} and leaves it as it was', async () => {
    const [a, b, c, d] = [await cheap(), await cheap(), await cheap(), await cheap()];
    const email = newEmail();
    await placed({
      products: [
        { id: a.id, qty: 10 },
        { id: b.id, qty: 10 },
      ],
      ...VALID_CONTACT,
      email,
    });
    const second = await placed({ products: [{ id: c.id, qty: 5 }], ...VALID_CONTACT, email });

    const grown = await put(
      `/orders/${second.id}`,
      {
        products: [
          { id: c.id, qty: 10 },
          { id: d.id, qty: 1 },
        ],
      },
      tokenOf(second),
    );
    expect(grown.statusCode).toBe(409);
    expect(json<ErrorBody>(grown)).toEqual(over30Units);
    const unchanged = json<Order>(
      await t.app.inject({ url: `/orders/${second.id}`, headers: tokenOf(second) }),
    );
    expect(unchanged.products.map((line) => [line.id, line.qty])).toEqual([[c.id, 5]]);
    expect([await stockOf(t.db, c.id), await stockOf(t.db, d.id)]).toEqual([35, 40]);

    // Up to the cap it grows; shrinking is always allowed.
    expect(
      (await put(`/orders/${second.id}`, { products: [{ id: c.id, qty: 10 }] }, tokenOf(second))).statusCode,
    ).toBe(200);
    expect(
      (await put(`/orders/${second.id}`, { products: [{ id: c.id, qty: 2 }] }, tokenOf(second))).statusCode,
    ).toBe(200);
    expect(await stockOf(t.db, c.id)).toBe(38);

    // An order given this e-mail at the contact step joins what the e-mail holds.
    const anonymous = await placed({ products: [{ id: d.id, qty: 9 }] });
    await expectContactRefused(anonymous, email, 'UNPAID_HOLD_LIMIT');
  });

  it('reads ORDER_MAX_HELD_UNITS, ORDER_MAX_HELD_VALUE and ORDER_MAX_HELD_UNITS_PER_ADDRESS', () => {
    expect(
      checkoutSettingsFromEnv({
        ORDER_MAX_HELD_UNITS: '40',
        ORDER_MAX_HELD_VALUE: '150000',
        ORDER_MAX_HELD_UNITS_PER_ADDRESS: '500',
      }),
    ).toMatchObject({ maxHeldUnits: 40, maxHeldValue: 150_000, maxHeldUnitsPerAddress: 500 });
    for (const name of ['ORDER_MAX_HELD_UNITS', 'ORDER_MAX_HELD_VALUE', 'ORDER_MAX_HELD_UNITS_PER_ADDRESS']) {
      expect(() => checkoutSettingsFromEnv({ [name]: '0' })).toThrow(new RegExp(name));
    }
  });
});

describe('shoppers sharing one client address', () => {
  it('lets 30 shoppers behind one IPv4 address (CGNAT) each place a normal order and track it', async () => {
    const shoppers = 30;
    const cgnat = '100.64.12.34';
    const [mouse, cable] = [
      await takeProduct(t.db, { stock: 100, price: 450 }),
      await takeProduct(t.db, { stock: 100, price: 120 }),
    ];
    const orders: { number: string; email: string }[] = [];
    for (let index = 0; index < shoppers; index += 1) {
      const email = newEmail();
      const response = await place(
        {
          products: [
            { id: mouse.id, qty: 1 },
            { id: cable.id, qty: 2 },
          ],
          ...VALID_CONTACT,
          email,
        },
        { address: cgnat },
      );
      expect([index, response.statusCode]).toEqual([index, 201]);
      orders.push({ number: json<CreatedOrder>(response).number, email });
    }
    expect(await stockOf(t.db, mouse.id)).toBe(100 - shoppers);

    // Each one mistypes the number once, then looks the order up twice: 90 lookups from one
    // address, more than the tracking limit, and none refused.
    const track = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/orders/tracking', payload, remoteAddress: cgnat });
    expect(DEFAULT_RATE_LIMITS.trackingPerAddress.max).toBeLessThan(3 * shoppers);
    for (const order of orders) {
      const mistyped = `${order.number.slice(0, -1)}${order.number.endsWith('Z') ? 'Y' : 'Z'}`;
      expect((await track({ number: mistyped, email: order.email })).statusCode).toBe(404);
      for (let lookup = 0; lookup < 2; lookup += 1) {
        const response = await track(order);
        expect(response.statusCode).toBe(200);
        expect(json<OrderTracking>(response).number).toBe(order.number);
      }
    }
  });

  it('keys IPv4 on the whole address and IPv6 on its /64', () => {
    expect(addressKey('100.64.12.34')).toBe('100.64.12.34');
    expect(addressKey('::ffff:100.64.12.34')).toBe('100.64.12.34');
    expect(addressKey('2001:db8:4:33:a:b:c:d')).toBe('2001:db8:4:33::/64');
    expect(addressKey('2001:0DB8:0004:0033::1')).toBe('2001:db8:4:33::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:4:34::1')).not.toBe(addressKey('2001:db8:4:33::1'));
  });

  it('makes 14 addresses of one IPv6 /64 share one budget: a flood from one /64 is stopped', async () => {
    const { maxHeldUnitsPerAddress } = DEFAULT_CHECKOUT_SETTINGS;
    expect(maxHeldUnitsPerAddress).toBe(300);
    const products = await takeProducts(3, { stock: 300, price: 100 });
    // As large as one shopper may hold, each from another address of the /64 with another e-mail.
    const flood = (address: string) =>
      place(
        {
          products: products.map((product) => ({ id: product.id, qty: 10 })),
          ...VALID_CONTACT,
          email: newEmail(),
        },
        { address },
      );
    const statuses: number[] = [];
    let refused: ErrorBody | null = null;
    for (let index = 1; index <= 14; index += 1) {
      const response = await flood(`2001:db8:4:33:${index.toString(16)}::${(index * 7).toString(16)}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 409) refused = json<ErrorBody>(response);
    }
    const allowed = maxHeldUnitsPerAddress / 30;
    expect(statuses).toEqual([
      ...Array.from({ length: allowed }, () => 201),
      ...Array.from({ length: 14 - allowed }, () => 409),
    ]);
    expect(refused).toEqual({
      message:
        'Hay demasiados pedidos pendientes de pago desde tu conexión. Intenta de nuevo más tarde o desde otra red (por ejemplo, con datos móviles en lugar de wifi).',
      code: 'TOO_MANY_OPEN_ORDERS',
    });
    for (const product of products) expect(await stockOf(t.db, product.id)).toBe(300 - 10 * allowed);
    const rows = await t.db.query<{ client_address: string }>(
      'SELECT DISTINCT client_address FROM orders WHERE client_address LIKE $1',
      ['2001:db8:4:33%'],
    );
    expect(rows).toEqual([{ client_address: '2001:db8:4:33::/64' }]);

    // Another /64 is not affected, and a paid order frees its units.
    expect((await flood('2001:db8:4:34::1')).statusCode).toBe(201);
    await t.db.query(
      `UPDATE orders SET status = 'paid', stock_reserved = false
        WHERE id = (SELECT min(id) FROM orders WHERE client_address = '2001:db8:4:33::/64')`,
    );
    expect((await flood('2001:db8:4:33::ffff')).statusCode).toBe(201);
  });
});

describe('holding stock for transfer and pay at store', () => {
  it('places the 48 h hold only for an order whose contact data is complete', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    // No contact yet: no hold of any length, only the order's short reservation.
    const bare = await placed({ products: [{ id: product.id, qty: 1 }] });
    const early = await put(`/orders/${bare.id}/transfer`, {}, tokenOf(bare));
    expect(early.statusCode).toBe(409);
    expect(json<ErrorBody>(early).code).toBe('CONTACT_REQUIRED');
    expect(await reservedUntil(bare.id)).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);

    // A row whose contact is incomplete (e.g. written before the contact rule) gets no hold either.
    const order = await readyToPay(product);
    await t.db.query("UPDATE orders SET telephone = '' WHERE id = $1", [order.id]);
    const before = await reservedUntil(order.id);
    for (const [url, payload] of [
      [`/orders/${order.id}/transfer`, {}],
      [`/orders/${order.id}/storepay`, { store_id: (await insertStore(t.db)).id }],
    ] as const) {
      const refused = await put(url, payload, tokenOf(order));
      expect(refused.statusCode).toBe(409);
      expect(json<ErrorBody>(refused)).toEqual({
        message: 'Guarda primero los datos de contacto',
        code: 'CONTACT_REQUIRED',
      });
    }
    expect(await reservedUntil(order.id)).toBe(before);
  });

  it('never moves the hold’s end: choosing again, switching method or going to card and back', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const store = await insertStore(t.db);
    const order = await readyToPay(product);
    const first = json<Order>(await put(`/orders/${order.id}/transfer`, { bank: 'bac' }, tokenOf(order)));
    const end = deadlineOf(first);
    expect(end).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect(first.instructions?.deadline).toBe(first.reservedUntil);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const again = json<Order>(await put(`/orders/${order.id}/transfer`, { bank: 'ficohsa' }, tokenOf(order)));
    expect(deadlineOf(again)).toBe(end);
    const atStore = json<Order>(
      await put(`/orders/${order.id}/storepay`, { store_id: store.id }, tokenOf(order)),
    );
    expect(atStore).toMatchObject({ status: 'pending_payment', paymentMethod: 'store-pay' });
    expect(deadlineOf(atStore)).toBe(end);

    // To card: only the short card reservation, inside the hold; then back to transfer: the same end.
    const card = await put(
      `/orders/${order.id}/billing`,
      {
        order_payment: {
          card_number: '4111 1111 1111 1111',
          card_name: 'CARLOS REYES',
          expiry: '12/30',
          cvc: '123',
        },
      },
      tokenOf(order),
    );
    expect(card.statusCode).toBe(200);
    const carded = json<{ order: Order }>(card).order;
    expect(carded.status).toBe('pending');
    expect(deadlineOf(carded)).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    const changed = await put(`/orders/${order.id}`, { ...VALID_CONTACT, email: newEmail() }, tokenOf(order));
    expect(changed.statusCode).toBe(200);
    const back = json<Order>(await put(`/orders/${order.id}/transfer`, {}, tokenOf(order)));
    expect(deadlineOf(back)).toBe(end);
    expect(back.instructions?.deadline).toBe(new Date(end).toISOString());

    // While the hold runs the order's contact and products are closed: PUT /orders/{id} moves nothing.
    const locked = await put(`/orders/${order.id}`, VALID_CONTACT, tokenOf(order));
    expect(locked.statusCode).toBe(409);
    expect(await reservedUntil(order.id)).toBe(end);
  });

  it('mails the payment instructions for the first choices only, however often transfer is chosen', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const order = await readyToPay(product);
    for (const bank of ['bac', 'ficohsa', 'atlantida', 'banpais', 'bac', 'ficohsa']) {
      const chosen = await put(`/orders/${order.id}/transfer`, { bank }, tokenOf(order));
      expect(chosen.statusCode).toBe(200);
      // The page gets the instructions every time.
      expect(json<Order>(chosen).instructions).not.toBeNull();
    }
    const mails = await t.db.query<{ subject: string }>(
      'SELECT subject FROM outbox_messages WHERE lower(recipient) = lower($1)',
      [order.email],
    );
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array.from({ length: MAX_INSTRUCTION_MAILS }, () => `Pedido ${order.number}: instrucciones de pago`),
    );
  });

  it('lets changes renew the card reservation only up to its cap after the order was placed', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const zone = await insertZone(t.db, { cost: 0 });
    const order = await placed({
      products: [{ id: product.id, qty: 1 }],
      ...VALID_CONTACT,
      email: newEmail(),
    });
    expect(deadlineOf(order)).toBeGreaterThan(Date.now() + 29 * MINUTE);

    // The order was placed 110 minutes ago (its reservation kept alive by changes since).
    await t.db.query(
      "UPDATE orders SET created_at = now() - interval '110 minutes', reserved_until = now() + interval '5 minutes' WHERE id = $1",
      [order.id],
    );
    const cap = Date.now() - 110 * MINUTE + DEFAULT_CHECKOUT_SETTINGS.reservationMaxMinutes * MINUTE;
    const steps = [
      () => put(`/orders/${order.id}`, { ...VALID_CONTACT, email: newEmail() }, tokenOf(order)),
      () =>
        put(
          `/orders/${order.id}/shipping`,
          { shipping_method: 'home', shipping_zone_id: zone.id, address_1: 'Colonia Palmira, casa 12' },
          tokenOf(order),
        ),
      () => put(`/orders/${order.id}/coupon`, { code: 'BIENVENIDO10' }, tokenOf(order)),
    ];
    for (const step of steps) {
      const response = await step();
      expect(response.statusCode).toBe(200);
      const deadline = deadlineOf(json<Order>(response));
      // Renewed past the 5 minutes left, but not 30 minutes from now: the cap holds it.
      expect(deadline).toBeGreaterThan(Date.now() + 8 * MINUTE);
      expect(deadline).toBeLessThanOrEqual(cap + 2000);
      expect(deadline).toBeLessThan(Date.now() + 12 * MINUTE);
    }
  });
});

describe('placing orders from one client address', () => {
  it('answers 429 with Retry-After after 60 orders in 10 minutes from one /64, and idempotent replays do not count', async () => {
    const { max, windowMs } = DEFAULT_RATE_LIMITS.orderCreatePerAddress;
    expect([max, windowMs]).toEqual([60, 10 * MINUTE]);
    const product = await takeProduct(t.db, { stock: 100, price: 10 });
    // A client rotating its addresses within its IPv6 /64 counts as one address.
    let next = 0;
    const addresses = (): string => {
      next += 1;
      return `2001:db8:77:1::${next.toString(16)}`;
    };
    const address = addresses();
    const headers = { 'idempotency-key': 'acaparamiento-repetido-0001' };
    const first = await place({ products: [{ id: product.id, qty: 1 }] }, { headers, address });
    expect(first.statusCode).toBe(201);
    for (let replay = 0; replay < 3; replay += 1) {
      const response = await place({ products: [{ id: product.id, qty: 1 }] }, { headers, address });
      expect(response.headers['idempotent-replay']).toBe('true');
    }
    for (let index = 1; index < max; index += 1) {
      const response = await place({ products: [{ id: product.id, qty: 1 }] }, { address: addresses() });
      expect(response.statusCode).toBe(201);
    }
    const refused = await place({ products: [{ id: product.id, qty: 1 }] }, { address: addresses() });
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(json<ErrorBody>(refused).message).toMatch(
      /^Demasiadas solicitudes\. Intenta de nuevo en \d+ minutos?\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect(await stockOf(t.db, product.id)).toBe(100 - max);

    // Another /64, or an IPv4 address, is not affected.
    for (const other of ['2001:db8:77:2::1', '203.0.113.8']) {
      expect((await place({ products: [{ id: product.id, qty: 1 }] }, { address: other })).statusCode).toBe(
        201,
      );
    }
  });
});
