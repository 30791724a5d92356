/**
 * Issue 10, defect 8: the customer's credit choices were silently ignored. `POST
 * /credit-order/save` with the root `downPayment`, `term` and `day` for an order whose products
 * all have their own group policy (solar only) stored the minimum down payment and the maximum
 * term, and took 5 % / 120 months without a 400. Every choice is now applied to the contracts it
 * is for and checked against each contract's own bounds. Orders are placed and saved over HTTP.
 */
import type { ErrorBody, Order, SavedCreditOrder } from '@store/contracts';
import { customerWithCredit, type LoggedInCustomer } from './support/credit-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A fresh customer with a PERSONAL credit line like María's (24 %, down payment 10–60 %,
 * 3–24 months) and room for every test's orders. PERSONAL group policies (src/seed/credit.ts):
 * MG-SOLAR rate −6 and up to 36 months, MG-TABLET up to 12 months, MG-LAPTOP as the policy.
 */
const customerWithRoom = (): Promise<LoggedInCustomer> => customerWithCredit(t, { limitAmount: 10_000_000 });

/** A product of the material group, with stock for every order of this file. */
async function productOf(materialGroup: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'UPDATE products SET stock = 500 WHERE id = (SELECT min(id) FROM products WHERE material_group = $1) RETURNING id',
    [materialGroup],
  );
  if (!row) throw new Error(`no product in ${materialGroup}`);
  return row.id;
}

/** POST /orders with the customer's session: one unit of a product of each group. */
async function orderOf(customer: LoggedInCustomer, groups: readonly string[]): Promise<Order> {
  const products = await Promise.all(groups.map(async (group) => ({ id: await productOf(group), qty: 1 })));
  const response = await t.app.inject({
    method: 'POST',
    url: '/orders',
    headers: bearer(customer.token),
    payload: { products },
  });
  if (response.statusCode !== 201) throw new Error(`POST /orders: ${response.statusCode} ${response.body}`);
  return json<Order>(response);
}

const save = (customer: LoggedInCustomer, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/credit-order/save',
    headers: bearer(customer.token),
    payload,
  });

async function saved(customer: LoggedInCustomer, payload: object): Promise<SavedCreditOrder> {
  const response = await save(customer, payload);
  if (response.statusCode !== 201) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return json<SavedCreditOrder>(response);
}

/** The order is still in checkout and has no credit request: a refused save changed nothing. */
async function untouched(orderId: number): Promise<void> {
  const [row] = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  expect(row?.status).toBe('pending');
  expect(await t.db.query('SELECT id FROM credit_orders WHERE order_id = $1', [orderId])).toEqual([]);
}

/** Each contract's terms, the default contract first and then by material group. */
const terms = (order: SavedCreditOrder) =>
  [...order.contracts]
    .sort((a, b) => (a.materialGroup ?? '').localeCompare(b.materialGroup ?? ''))
    .map((contract) => ({
      materialGroup: contract.materialGroup,
      downPaymentPct: contract.downPaymentPct,
      term: contract.term,
      day: contract.day,
    }));

describe('the root downPayment, term and day (for every contract)', () => {
  it('are applied to an order whose only contract is a group’s own (solar)', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-SOLAR']);
    const body = await saved(buyer, { orderId: order.id, downPayment: 25, term: 12, day: 15 });
    expect(terms(body)).toEqual([{ materialGroup: 'MG-SOLAR', downPaymentPct: 25, term: 12, day: 15 }]);
    const [solar] = body.contracts;
    expect(solar?.firstPayment).toMatch(/-15$/);
    expect(solar?.downPayment).toBeCloseTo(((solar?.totalAmount ?? 0) * 25) / 100, 2);
  });

  it('are refused (400, Spanish, every field) when out of the solar contract’s bounds: 5 % and 120 months', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-SOLAR']);
    const response = await save(buyer, { orderId: order.id, downPayment: 5, term: 120 });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'La prima para MG-SOLAR debe estar entre 10 % y 60 % del total',
      code: 'DOWN_PAYMENT_OUT_OF_RANGE',
      fields: {
        downPayment: 'La prima para MG-SOLAR debe estar entre 10 % y 60 % del total',
        term: 'El plazo para MG-SOLAR debe estar entre 3 y 36 meses',
      },
    });
    await untouched(order.id);

    const day = await save(buyer, { orderId: order.id, day: 30 });
    expect(day.statusCode).toBe(400);
    expect(json<ErrorBody>(day)).toEqual({
      message: 'El día 30 no está disponible para pagos',
      code: 'DAY_NOT_AVAILABLE',
      fields: { day: 'El día 30 no está disponible para pagos' },
    });
    await untouched(order.id);
  });

  it('check each contract against its own bounds: the solar term of 30 months, not the policy’s 24', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-SOLAR']);
    const body = await saved(buyer, { orderId: order.id, term: 30 });
    expect(terms(body)).toEqual([
      { materialGroup: 'MG-SOLAR', downPaymentPct: 10, term: 30, day: expect.any(Number) },
    ]);
  });

  it('are applied to every contract of a mixed order, and refused where one contract cannot take them', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-LAPTOP', 'MG-TABLET', 'MG-SOLAR']);
    const body = await saved(buyer, { orderId: order.id, downPayment: 30, term: 12, day: 20 });
    expect(terms(body)).toEqual([
      { materialGroup: null, downPaymentPct: 30, term: 12, day: 20 },
      { materialGroup: 'MG-SOLAR', downPaymentPct: 30, term: 12, day: 20 },
      { materialGroup: 'MG-TABLET', downPaymentPct: 30, term: 12, day: 20 },
    ]);

    // 18 months suits the default and solar contracts, not the tablets' (at most 12).
    const other = await orderOf(buyer, ['MG-LAPTOP', 'MG-TABLET']);
    const response = await save(buyer, { orderId: other.id, term: 18 });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'El plazo para MG-TABLET debe estar entre 3 y 12 meses',
      code: 'TERM_OUT_OF_RANGE',
      fields: { term: 'El plazo para MG-TABLET debe estar entre 3 y 12 meses' },
    });
    await untouched(other.id);
  });
});

describe('choices per contract (contracts)', () => {
  it('win over the root ones field by field', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-LAPTOP', 'MG-SOLAR']);
    const body = await saved(buyer, {
      orderId: order.id,
      downPayment: 20,
      day: 5,
      contracts: [{ materialGroup: 'MG-SOLAR', term: 36, day: 25 }],
    });
    expect(terms(body)).toEqual([
      { materialGroup: null, downPaymentPct: 20, term: 24, day: 5 },
      { materialGroup: 'MG-SOLAR', downPaymentPct: 20, term: 36, day: 25 },
    ]);
  });

  it('are each checked against their own contract, with the field of the refused choice', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-TABLET', 'MG-SOLAR']);
    const response = await save(buyer, {
      orderId: order.id,
      contracts: [
        { materialGroup: 'MG-SOLAR', term: 30, downPayment: 70 },
        { materialGroup: 'MG-TABLET', term: 30 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const refused = json<ErrorBody>(response);
    expect(refused.fields).toEqual({
      'contracts.1.term': 'El plazo para MG-TABLET debe estar entre 3 y 12 meses',
      'contracts.0.downPayment': 'La prima para MG-SOLAR debe estar entre 10 % y 60 % del total',
    });
    // The headline is the first refusal in the order of the contracts.
    expect([
      ['El plazo para MG-TABLET debe estar entre 3 y 12 meses', 'TERM_OUT_OF_RANGE'],
      ['La prima para MG-SOLAR debe estar entre 10 % y 60 % del total', 'DOWN_PAYMENT_OUT_OF_RANGE'],
    ]).toContainEqual([refused.message, refused.code]);
    await untouched(order.id);
  });

  it('are refused when they name no contract of the order, instead of being dropped', async () => {
    const buyer = await customerWithRoom();
    const order = await orderOf(buyer, ['MG-SOLAR']);
    const cases: Array<[object, string, string]> = [
      [
        { materialGroup: null, downPayment: 20 },
        'contracts.0.materialGroup',
        'Este pedido no tiene un contrato por defecto: cada producto va en el contrato de su grupo',
      ],
      [
        { materialGroup: 'MG-TABLET', term: 6 },
        'contracts.0.materialGroup',
        'Este pedido no tiene un contrato para MG-TABLET',
      ],
      [
        { products: [999999], term: 6 },
        'contracts.0.products',
        'Ningún contrato de este pedido tiene esos productos',
      ],
    ];
    for (const [choice, field, message] of cases) {
      const response = await save(buyer, { orderId: order.id, contracts: [choice] });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({
        message,
        code: 'CONTRACT_NOT_FOUND',
        fields: { [field]: message },
      });
    }
    const byPosition = await save(buyer, { orderId: order.id, contracts: [{ term: 12 }, { term: 6 }] });
    expect(json<ErrorBody>(byPosition)).toEqual({
      message: 'Este pedido tiene un solo contrato',
      code: 'CONTRACT_NOT_FOUND',
      fields: { 'contracts.1': 'Este pedido tiene un solo contrato' },
    });
    const twice = await save(buyer, {
      orderId: order.id,
      contracts: [
        { materialGroup: 'MG-SOLAR', term: 12 },
        { products: [order.products[0]?.id], term: 24 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(json<ErrorBody>(twice)).toEqual({
      message: 'Elegiste dos veces las condiciones del mismo contrato',
      code: 'CONTRACT_CHOSEN_TWICE',
      fields: { 'contracts.1': 'Elegiste dos veces las condiciones del mismo contrato' },
    });
    await untouched(order.id);

    // A choice that chooses nothing changes nothing, wherever it points.
    const body = await saved(buyer, {
      orderId: order.id,
      contracts: [{ materialGroup: null }, { materialGroup: 'MG-TABLET' }],
    });
    expect(terms(body)).toEqual([
      { materialGroup: 'MG-SOLAR', downPaymentPct: 10, term: 36, day: expect.any(Number) },
    ]);
  });
});
