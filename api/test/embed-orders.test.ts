import { OTHER_INTEGRATOR, saveOtherIntegrator } from './support/embed-fixtures.js';
/**
 * Issue 17: orders placed in an integrator's embedded checkout are attributed to it, the card
 * gateway sends their shopper back into the frame, and only that integrator's server can read
 * them (GET /embed/orders/{number}).
 */
import {
  EMBED_ORDER_HEADERS,
  type EmbedOrderStatus,
  type ErrorBody,
  type PaymentResult,
  type ProcessorData,
} from '@store/contracts';
import { ATTRIBUTION_MESSAGES } from '../src/embed/embed-attribution.js';
import {
  createOrder,
  insertZone,
  orderToken,
  startCardPayment,
  takeProduct,
  VALID_CONTACT,
  type CreatedOrder,
} from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

const HOST = 'http://localhost:3005';
const DEMO_SECRET = 'demo-secret-para-pruebas';
const OTHER_SECRET = OTHER_INTEGRATOR.secret;
const STORE_RETURN_URL = 'http://localhost:3000/checkout/finalizacion';

let t: TestApp;
let zoneId: number;
beforeAll(async () => {
  t = await createTestApp();
  zoneId = (await insertZone(t.db, { cost: 150, freeFrom: null })).id;
  await saveOtherIntegrator(t.db);
});
afterAll(() => t.close());

const embedHeaders = (integrator = 'demo', origin = HOST): Record<string, string> => ({
  [EMBED_ORDER_HEADERS.integrator]: integrator,
  [EMBED_ORDER_HEADERS.origin]: origin,
});

async function attribution(orderId: number): Promise<unknown> {
  const [row] = await t.db.query('SELECT embed_integrator, embed_origin FROM orders WHERE id = $1', [
    orderId,
  ]);
  return row;
}

/** An order ready to pay, placed from the demo frame (or the store's checkout without headers). */
async function readyToPay(
  productId: number,
  headers: Record<string, string>,
  qty = 1,
): Promise<CreatedOrder> {
  const order = await createOrder(t.app, { products: [{ id: productId, qty }], ...VALID_CONTACT }, headers);
  const shipping = await t.app.inject({
    method: 'PUT',
    url: `/orders/${order.id}/shipping`,
    headers: orderToken(order),
    payload: { shipping_method: 'home', shipping_zone_id: zoneId, address_1: 'Colonia Palmira, casa 12' },
  });
  expect(shipping.statusCode).toBe(200);
  return order;
}

/** The card form as the frame's browser posts it to the sandbox; returns where it is sent back. */
async function payAtSandbox(data: ProcessorData): Promise<URL> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/gateway/sandbox/transact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      orderid: String(data.orderId),
      amount: data.amount,
      time: String(data.time),
      hash: data.hash,
      key_id: data.key,
      ccnumber: '4111111111111111',
      ccexp: '12/30',
      cvv: '123',
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location));
}

const embedOrder = (number: string, secret = DEMO_SECRET) =>
  t.app.inject({ url: `/embed/orders/${encodeURIComponent(number)}`, headers: bearer(secret) });

describe('POST /orders from the embedded checkout', () => {
  it('attributes the order to the integrator and the page (normalised origin)', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(
      t.app,
      { products: [{ id: product.id, qty: 1 }] },
      embedHeaders('demo', 'HTTP://LOCALHOST:3005'),
    );
    expect(await attribution(order.id)).toEqual({ embed_integrator: 'demo', embed_origin: HOST });
  });

  it("leaves the store's own orders unattributed", async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    expect(await attribution(order.id)).toEqual({ embed_integrator: null, embed_origin: null });
  });

  it.each([
    ['an unknown integrator', embedHeaders('no-existe'), ATTRIBUTION_MESSAGES.unknownIntegrator],
    [
      'an origin not on the list',
      embedHeaders('demo', 'https://intruso.example'),
      ATTRIBUTION_MESSAGES.originNotAllowed,
    ],
    [
      "another integrator's origin",
      embedHeaders('demo', 'https://otra.example'),
      ATTRIBUTION_MESSAGES.originNotAllowed,
    ],
    ['an integrator without origin', { [EMBED_ORDER_HEADERS.integrator]: 'demo' }, ATTRIBUTION_MESSAGES.both],
    ['an origin without integrator', { [EMBED_ORDER_HEADERS.origin]: HOST }, ATTRIBUTION_MESSAGES.both],
  ])('refuses %s with a Spanish 400 and places nothing', async (_case, headers, message) => {
    const product = await takeProduct(t.db, { stock: 5 });
    const before = await t.db.query('SELECT id FROM orders');
    const response = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: product.id, qty: 1 }] },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({ message, code: 'INVALID_EMBED_ATTRIBUTION' });
    expect(await t.db.query('SELECT id FROM orders')).toHaveLength(before.length);
  });
});

describe('the card round trip of an embedded order', () => {
  it('comes back to the frame of the page it was sold on, and the integrator sees it paid', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 1000 });
    const order = await readyToPay(product.id, embedHeaders(), 2);
    const data = await startCardPayment(t.app, order);
    const back = await payAtSandbox(data);

    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:4000/embed/frame');
    expect(back.searchParams.get('integrator')).toBe('demo');
    expect(back.searchParams.get('origin')).toBe(HOST);
    expect(back.searchParams.get('orderid')).toBe(String(order.id));
    expect(back.searchParams.get('response')).toBe('1');

    // The frame is served for that return, with the gateway's answer in its query ...
    const document = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(document.statusCode).toBe(200);
    expect(String(document.headers['content-security-policy'])).toContain(
      'frame-ancestors http://localhost:3005 http://localhost:3105',
    );
    // ... and the frame forwards that answer as the store's finalisation page does.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/gateway/response',
      payload: Object.fromEntries(
        ['orderid', 'response', 'responsetext', 'authcode', 'time', 'hash'].map((name) => [
          name,
          back.searchParams.get(name) ?? '',
        ]),
      ),
    });
    expect(answer.statusCode).toBe(200);
    expect(json<PaymentResult>(answer)).toMatchObject({ status: 'paid' });

    const status = await embedOrder(order.number);
    expect(status.statusCode).toBe(200);
    expect(json<EmbedOrderStatus>(status)).toEqual({
      orderNumber: order.number,
      status: 'paid',
      paymentMethod: 'credit-card',
      lines: [{ productId: product.id, qty: 2, price: 1000, sum: 2000 }],
      totals: { currency: 'HNL', subtotal: 2000, shipping: 150, discount: 0, total: 2150 },
      createdAt: expect.any(String),
    });
  });

  it("sends the store's own order back to the store's finalisation page", async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await readyToPay(product.id, {});
    const back = await payAtSandbox(await startCardPayment(t.app, order));
    expect(`${back.origin}${back.pathname}`).toBe(STORE_RETURN_URL);
  });
});

describe('GET /embed/orders/{orderNumber}', () => {
  it('reads the number as a shopper types it, and shows no payment method before the payment step', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 500 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] }, embedHeaders());
    const typed = order.number.toLowerCase().replace(/-/g, ' ');
    const response = await embedOrder(typed);
    expect(response.statusCode).toBe(200);
    expect(json<EmbedOrderStatus>(response)).toMatchObject({
      orderNumber: order.number,
      status: 'pending',
      paymentMethod: null,
      lines: [{ productId: product.id, qty: 1, price: 500, sum: 500 }],
    });
  });

  it("answers another integrator's order, a store order and a malformed number with the same 404", async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const demoOrder = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] }, embedHeaders());
    const storeOrder = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] });
    const notFound = { message: 'Pedido no encontrado', code: 'NOT_FOUND' };
    for (const [number, secret] of [
      [demoOrder.number, OTHER_SECRET],
      [storeOrder.number, DEMO_SECRET],
      ['HN-000123', DEMO_SECRET],
    ] as const) {
      const response = await embedOrder(number, secret);
      expect({ number, status: response.statusCode }).toEqual({ number, status: 404 });
      expect(json<ErrorBody>(response)).toEqual(notFound);
    }
    expect((await embedOrder(demoOrder.number, DEMO_SECRET)).statusCode).toBe(200);
  });

  it('needs the integrator secret (401)', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }] }, embedHeaders());
    const anonymous = await t.app.inject({ url: `/embed/orders/${order.number}` });
    expect(anonymous.statusCode).toBe(401);
    // An order's own access token is not an integrator's secret.
    const withOrderToken = await embedOrder(order.number, order.accessToken);
    expect(withOrderToken.statusCode).toBe(401);
  });
});
