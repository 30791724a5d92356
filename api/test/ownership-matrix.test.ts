/**
 * The ownership matrix across orders, payments, credit and the portal history (the account
 * routes have their own in customers-ownership.test.ts): customer A's token on every route
 * scoped to customer B is refused with 403 (routes addressed by B's id) or the same 404 as a
 * missing row (B's order, credit order or contract), the body names nothing of B, and B's data
 * is unchanged afterwards.
 */
import type { ErrorBody } from '../src/http/errors.js';
import { callRoute, type RouteCall } from './support/route-call.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
/** A: Ana López (no credit). B: María Hernández (credit line and a seeded history). */
let a: { id: number; token: string };
let b: { id: number; token: string };
let bOrder: { id: number; number: string; accessToken: string };
let bCreditOrderId: number;
let bContractId: number;
/** One of B's placed orders (a purchase of the seed), for the purchase detail route. */
let bPurchaseId: number;
let zoneId: number;
let storeId: number;

const FORBIDDEN: ErrorBody = { message: 'No tienes permiso para acceder a estos datos', code: 'FORBIDDEN' };
const ORDER_NOT_FOUND: ErrorBody = { message: 'Pedido no encontrado', code: 'NOT_FOUND' };

/** What only B's answers contain. */
const bSecrets = (): string[] => [
  'cliente@ejemplo.hn',
  'Hernández',
  '0801-1990-12345',
  bOrder.number,
  bOrder.accessToken,
];

async function bView(): Promise<string> {
  const order = await t.app.inject({ url: `/orders/${String(bOrder.id)}`, headers: bearer(b.token) });
  const credit = await t.app.inject({ url: `/customers/credit/${String(b.id)}`, headers: bearer(b.token) });
  const contracts = await t.app.inject({
    url: `/customers/get-contracts/${String(b.id)}?d1=2000-01-01&d2=2100-01-01`,
    headers: bearer(b.token),
  });
  expect([order.statusCode, credit.statusCode, contracts.statusCode]).toEqual([200, 200, 200]);
  return [order.body, credit.body, contracts.body].join('\n');
}

let before: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
  b = await loginAs(t.app, 'cliente@ejemplo.hn');

  const [product] = await t.db.query<{ id: number }>(
    'SELECT id FROM products WHERE stock > 5 ORDER BY id LIMIT 1',
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/orders',
    headers: bearer(b.token),
    payload: {
      products: [{ id: product?.id, qty: 1 }],
      email: 'cliente@ejemplo.hn',
      firstname: 'María',
      lastname: 'Hernández',
      telephone: '9876-5432',
      fax: '2234-5678',
      custom_field: '0801-1990-12345',
    },
  });
  expect(created.statusCode).toBe(201);
  bOrder = json<{ id: number; number: string; accessToken: string }>(created);

  const [credit] = await t.db.query<{ credit_order_id: number; contract_id: number }>(
    `SELECT co.id AS credit_order_id, cc.id AS contract_id
       FROM credit_orders co JOIN credit_contracts cc ON cc.credit_order_id = co.id
      WHERE co.customer_id = $1 ORDER BY cc.id LIMIT 1`,
    [b.id],
  );
  if (!credit) throw new Error('the seed gives María a credit order with contracts');
  bCreditOrderId = credit.credit_order_id;
  bContractId = credit.contract_id;

  const [purchase] = await t.db.query<{ id: number }>(
    `SELECT id FROM orders WHERE customer_id = $1 AND status IN ('paid', 'shipped', 'delivered') ORDER BY id LIMIT 1`,
    [b.id],
  );
  if (!purchase) throw new Error('the seed gives María placed orders');
  bPurchaseId = purchase.id;

  const [zone] = await t.db.query<{ id: number }>('SELECT id FROM shipping_zones ORDER BY id LIMIT 1');
  const [store] = await t.db.query<{ id: number }>('SELECT id FROM stores WHERE pickup ORDER BY id LIMIT 1');
  zoneId = zone?.id ?? 0;
  storeId = store?.id ?? 0;
  before = await bView();
});
afterAll(() => t.close());

interface Case extends RouteCall {
  /** What A's token gets; the body must be exactly this. */
  expected: () => { status: 403 | 404; body: ErrorBody };
  /** Without any token: 401 for routes that need a session, the same 404 for orders (guests). */
  anonymous: 401 | 404;
}

const forbidden = () => ({ status: 403 as const, body: FORBIDDEN });
const orderNotFound = () => ({ status: 404 as const, body: ORDER_NOT_FOUND });
const orderUrl =
  (suffix = '') =>
  () =>
    `/orders/${String(bOrder.id)}${suffix}`;

const CASES: Case[] = [
  { name: 'GET /orders/{id}', method: 'GET', url: orderUrl(), expected: orderNotFound, anonymous: 404 },
  {
    name: 'PUT /orders/{id} (contact)',
    method: 'PUT',
    url: orderUrl(),
    payload: () => ({
      email: 'intrusa@ejemplo.hn',
      firstname: 'Ana',
      lastname: 'Intrusa',
      telephone: '9999-0000',
      fax: '2222-0000',
      custom_field: '0801-1999-99999',
    }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'GET /orders/{id}/calculate-shipping',
    method: 'GET',
    url: () =>
      `/orders/${String(bOrder.id)}/calculate-shipping?shipping_zone_id=${String(zoneId)}&shipping_method=home`,
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'PUT /orders/{id}/shipping',
    method: 'PUT',
    url: orderUrl('/shipping'),
    payload: () => ({ shipping_method: 'store', store_id: storeId }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'PUT /orders/{id}/coupon',
    method: 'PUT',
    url: orderUrl('/coupon'),
    payload: () => ({ code: 'BIENVENIDO10' }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'DELETE /orders/{id}/coupon',
    method: 'DELETE',
    url: orderUrl('/coupon'),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'PUT /orders/{id}/billing',
    method: 'PUT',
    url: orderUrl('/billing'),
    payload: () => ({
      order_payment: {
        card_number: '4111111111111111',
        card_name: 'ANA INTRUSA',
        expiry: '12/30',
        cvc: '123',
        processor: 'sandbox',
      },
    }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'PUT /orders/{id}/transfer',
    method: 'PUT',
    url: orderUrl('/transfer'),
    payload: () => ({ bank: 'bac' }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'PUT /orders/{id}/storepay',
    method: 'PUT',
    url: orderUrl('/storepay'),
    payload: () => ({ store_id: storeId }),
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'GET /orders/tp/{id}',
    method: 'GET',
    url: () => `/orders/tp/${String(bOrder.id)}`,
    expected: orderNotFound,
    anonymous: 404,
  },
  {
    name: 'POST /orders naming B as customer_id',
    method: 'POST',
    url: () => '/orders',
    payload: () => ({ products: [{ id: 1, qty: 1 }], customer_id: b.id }),
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: 'GET /customers/credit/{customerId}',
    method: 'GET',
    url: () => `/customers/credit/${String(b.id)}?expand=creditStatus,creditPolicy,tieneMora`,
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: "POST /credit-order/save on B's order",
    method: 'POST',
    url: () => '/credit-order/save',
    payload: () => ({ orderId: bOrder.id, contracts: [{ materialGroup: null, downPayment: 20, term: 12 }] }),
    expected: orderNotFound,
    anonymous: 401,
  },
  {
    name: "GET /credit-order/view?id= (B's credit order)",
    method: 'GET',
    url: () => `/credit-order/view?id=${String(bCreditOrderId)}`,
    expected: () => ({
      status: 404,
      body: { message: 'Solicitud de crédito no encontrada', code: 'NOT_FOUND' },
    }),
    anonymous: 401,
  },
  {
    name: 'GET /customers/get-contracts/{id}',
    method: 'GET',
    url: () => `/customers/get-contracts/${String(b.id)}?d1=2000-01-01&d2=2100-01-01`,
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: 'GET /customers/get-contracts-details/{id} (B as id)',
    method: 'GET',
    url: () => `/customers/get-contracts-details/${String(b.id)}?contract_id=${String(bContractId)}`,
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: "GET /customers/get-contracts-details/{id} (A as id, B's contract)",
    method: 'GET',
    url: () => `/customers/get-contracts-details/${String(a.id)}?contract_id=${String(bContractId)}`,
    expected: () => ({ status: 404, body: { message: 'Contrato no encontrado', code: 'NOT_FOUND' } }),
    anonymous: 401,
  },
  {
    name: 'GET /customers/get-compras/{id}',
    method: 'GET',
    url: () => `/customers/get-compras/${String(b.id)}?d1=2000-01-01&d2=2100-01-01`,
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: 'GET /customers/{id}/purchases/{orderId} (B as id)',
    method: 'GET',
    url: () => `/customers/${String(b.id)}/purchases/${String(bPurchaseId)}`,
    expected: forbidden,
    anonymous: 401,
  },
  {
    name: "GET /customers/{id}/purchases/{orderId} (A as id, B's order)",
    method: 'GET',
    url: () => `/customers/${String(a.id)}/purchases/${String(bPurchaseId)}`,
    expected: () => ({ status: 404, body: { message: 'Compra no encontrada', code: 'NOT_FOUND' } }),
    anonymous: 401,
  },
];

const call = (testCase: Case, headers: Record<string, string>) => callRoute(t.app, testCase, headers);

describe.each(CASES)('$name', (testCase) => {
  it("refuses customer A's token on customer B's data and reveals nothing", async () => {
    const response = await call(testCase, bearer(a.token));
    const expected = testCase.expected();
    expect(response.statusCode).toBe(expected.status);
    expect(json<ErrorBody>(response)).toEqual(expected.body);
    for (const secret of bSecrets()) expect(response.body).not.toContain(secret);
  });

  it('refuses a request without a session the same way as a stranger', async () => {
    const response = await call(testCase, {});
    expect(response.statusCode).toBe(testCase.anonymous);
    for (const secret of bSecrets()) expect(response.body).not.toContain(secret);
  });
});

describe('after every attempt', () => {
  it("leaves B's order, credit line and contracts exactly as they were", async () => {
    expect(await bView()).toBe(before);
  });

  it("still opens B's order with B's own token and with the order's access token", async () => {
    const byOwner = await t.app.inject({ url: `/orders/${String(bOrder.id)}`, headers: bearer(b.token) });
    const byToken = await t.app.inject({
      url: `/orders/${String(bOrder.id)}`,
      headers: { 'x-order-token': bOrder.accessToken },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byToken.statusCode).toBe(200);
  });
});
