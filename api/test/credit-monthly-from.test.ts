/**
 * GET /credit-order/monthly-from (issue 12): "Desde L x/mes" from the general policy or the
 * customer's own line, over HTTP against a real database with the demo data. The products'
 * prices are set here to round amounts so every expected fee can be checked by hand.
 */
import { FIELD_REQUIRED_MESSAGE, MonthlyFromResponse, matchesContract } from '@store/contracts';
import type { ErrorBody } from '../src/http/errors.js';
import { customerWithCredit, loginDemoCustomers, type LoggedInCustomer } from './support/credit-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let maria: LoggedInCustomer;
let jose: LoggedInCustomer;
let ana: LoggedInCustomer;

/** One product of each kind the tests quote, with the sale price they set. */
const products = { laptop: 0, tablet: 0, solar: 0, licence: 0 };

async function productWithPrice(materialGroup: string, price: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'UPDATE products SET price_sale = $2, price_regular = GREATEST(price_regular, $2) WHERE id = (SELECT id FROM products WHERE material_group = $1 ORDER BY id LIMIT 1) RETURNING id',
    [materialGroup, price],
  );
  if (!row) throw new Error(`no product of ${materialGroup}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ maria, jose, ana } = await loginDemoCustomers(t.app));
  products.laptop = await productWithPrice('MG-LAPTOP', 20000);
  products.tablet = await productWithPrice('MG-TABLET', 10000);
  products.solar = await productWithPrice('MG-SOLAR', 50000);
  products.licence = await productWithPrice('MG-LICENCIA', 3000);
});
afterAll(() => t.close());

const ask = (ids: ReadonlyArray<number | string>, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/credit-order/monthly-from?products=${ids.join(',')}`, headers });

async function quote(ids: ReadonlyArray<number | string>, headers: Record<string, string> = {}) {
  const response = await ask(ids, headers);
  expect(response.statusCode).toBe(200);
  const body: unknown = response.json();
  // What the clients check the answer with.
  expect(matchesContract(MonthlyFromResponse, body)).toBe(true);
  return body as MonthlyFromResponse;
}

describe('guests: the general policy (PERSONAL, 24 %, down payment 10 %, up to 24 months)', () => {
  it('quotes each product alone with the minimum down payment and its longest term', async () => {
    const body = await quote([products.laptop, products.tablet, products.solar]);
    expect(body).toEqual({
      basis: 'general',
      items: [
        // L 20,000 − 10 % = L 18,000 financed; r = 0.24 / 12 = 0.02;
        // 18,000 × 0.02 / (1 − 1.02^−24) = 951.6797… → 951.68
        {
          productId: products.laptop,
          monthlyFee: 951.68,
          term: 24,
          downPaymentPct: 10,
          rate: 24,
          price: 20000,
        },
        // Tablets at most 12 months: L 9,000 × 0.02 / (1 − 1.02^−12) = 851.0364… → 851.04
        {
          productId: products.tablet,
          monthlyFee: 851.04,
          term: 12,
          downPaymentPct: 10,
          rate: 24,
          price: 10000,
        },
        // Solar: rate 24 − 6 = 18 % (r = 0.015), 36 months:
        // L 45,000 × 0.015 / (1 − 1.015^−36) = 1,626.8578… → 1,626.86
        {
          productId: products.solar,
          monthlyFee: 1626.86,
          term: 36,
          downPaymentPct: 10,
          rate: 18,
          price: 50000,
        },
      ],
    });
  });

  it('keeps the order asked, answers each product once, and leaves out licences and unknown ids', async () => {
    const body = await quote([
      products.solar,
      products.licence,
      999999,
      products.laptop,
      products.solar,
      // Beyond PostgreSQL's integer: cannot exist, so it is left out rather than failing in SQL.
      '9999999999',
    ]);
    expect(body.basis).toBe('general');
    expect(body.items.map((item) => item.productId)).toEqual([products.solar, products.laptop]);
  });

  it('answers an empty list when nothing asked is sold on credit', async () => {
    expect(await quote([products.licence, 999999])).toEqual({ basis: 'general', items: [] });
  });

  it('uses the current sale price', async () => {
    await t.db.query('UPDATE products SET price_sale = 10000 WHERE id = $1', [products.laptop]);
    try {
      const [item] = (await quote([products.laptop])).items;
      // Half the price, half the fee: L 9,000 × 0.02 / (1 − 1.02^−24) = 475.8399… → 475.84
      expect(item).toMatchObject({ price: 10000, monthlyFee: 475.84, term: 24 });
    } finally {
      await t.db.query('UPDATE products SET price_sale = 20000 WHERE id = $1', [products.laptop]);
    }
  });

  it('reads the general policy from its table (migration 015)', async () => {
    await t.db.query('UPDATE credit_general_policy SET max_term = 18');
    try {
      const [item] = (await quote([products.laptop])).items;
      // The shared rule: a group whose maximum differs from the line's gets a contract of its
      // own with the group's maximum, so one product alone always gets its group's maximum
      // (24 months for laptops). The line's maximum only decides which contract it lands in.
      expect(item).toMatchObject({ term: 24, rate: 24, monthlyFee: 951.68 });
    } finally {
      await t.db.query('UPDATE credit_general_policy SET max_term = 24');
    }
    await t.db.query('UPDATE credit_general_policy SET rate = 12, min_down_payment = 20');
    try {
      const [item] = (await quote([products.laptop])).items;
      // L 16,000 × 0.01 / (1 − 1.01^−24) = 753.1756… → 753.18
      expect(item).toMatchObject({ term: 24, rate: 12, downPaymentPct: 20, monthlyFee: 753.18 });
    } finally {
      await t.db.query('UPDATE credit_general_policy SET rate = 24, min_down_payment = 10');
    }
  });

  it('holds exactly one general policy', async () => {
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM credit_general_policy',
    );
    expect(row?.count).toBe(1);
    await expect(
      t.db.query(
        `INSERT INTO credit_general_policy (credit_group, rate, min_down_payment, max_down_payment, min_term, max_term)
         VALUES ('OTRO', 10, 10, 60, 3, 24)`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.query(
        `INSERT INTO credit_general_policy (id, credit_group, rate, min_down_payment, max_down_payment, min_term, max_term)
         VALUES (false, 'OTRO', 10, 10, 60, 3, 24)`,
      ),
    ).rejects.toThrow();
  });
});

describe('customers', () => {
  it('a customer with a usable line sees their own conditions', async () => {
    const body = await quote([products.laptop, products.licence], bearer(maria.token));
    // María's line has the same conditions as the general policy (24 %, 10 %, 24 months).
    expect(body).toEqual({
      basis: 'customer',
      items: [
        {
          productId: products.laptop,
          monthlyFee: 951.68,
          term: 24,
          downPaymentPct: 10,
          rate: 24,
          price: 20000,
        },
      ],
    });
  });

  it("a line of another credit group uses that group's policies, rate, down payment and term", async () => {
    // A business customer not in arrears: 20 %, down payment 20–70 %, 3–36 months, EMPRESARIAL.
    const business = await customerWithCredit(t, {
      limitAmount: 300000,
      rate: 20,
      minDownPayment: 20,
      maxDownPayment: 70,
      maxTerm: 36,
      creditGroup: 'EMPRESARIAL',
    });
    const body = await quote([products.laptop, products.tablet, products.solar], bearer(business.token));
    expect(body).toEqual({
      basis: 'customer',
      items: [
        // L 20,000 − 20 % = L 16,000; r = 0.20 / 12; 36 months: 594.6173… → 594.62
        {
          productId: products.laptop,
          monthlyFee: 594.62,
          term: 36,
          downPaymentPct: 20,
          rate: 20,
          price: 20000,
        },
        // EMPRESARIAL tablets up to 18 months: L 8,000, r = 0.20 / 12: 518.1056… → 518.11
        {
          productId: products.tablet,
          monthlyFee: 518.11,
          term: 18,
          downPaymentPct: 20,
          rate: 20,
          price: 10000,
        },
        // Solar 20 − 4 = 16 %, up to 48 months: L 40,000, r = 0.16 / 12: 1,133.6119… → 1,133.61
        {
          productId: products.solar,
          monthlyFee: 1133.61,
          term: 48,
          downPaymentPct: 20,
          rate: 16,
          price: 50000,
        },
      ],
    });
  });

  it('a customer in arrears or without a line sees the general policy', async () => {
    for (const customer of [jose, ana]) {
      const body = await quote([products.laptop], bearer(customer.token));
      expect(body.basis).toBe('general');
      expect(body.items).toEqual([
        {
          productId: products.laptop,
          monthlyFee: 951.68,
          term: 24,
          downPaymentPct: 10,
          rate: 24,
          price: 20000,
        },
      ]);
    }
  });

  it('is never stored by a shared cache (the answer depends on the token)', async () => {
    for (const headers of [{}, bearer(maria.token)]) {
      expect((await ask([products.laptop], headers)).headers['cache-control']).toBe('no-store');
    }
  });

  it('an invalid or malformed token is a guest, not a 401', async () => {
    for (const headers of [bearer('no-es-un-token-valido'), { authorization: 'Basic abc' }]) {
      const body = await quote([products.laptop], headers);
      expect(body.basis).toBe('general');
      expect(body.items).toHaveLength(1);
    }
  });
});

describe('bad queries', () => {
  const url = (products: string) => `/credit-order/monthly-from?products=${products}`;
  it.each([
    ['letters', url('abc'), 'Formato inválido'],
    ['51 ids', url(Array.from({ length: 51 }, (_, i) => i + 1).join(',')), 'Formato inválido'],
    ['an empty list', url(''), 'Formato inválido'],
    ['an empty id', url('1,,2'), 'Formato inválido'],
    ['a negative id', url('-1'), 'Formato inválido'],
    ['an id of 11 digits', url('12345678901'), 'Formato inválido'],
    ['a very long list', url('1'.repeat(600)), 'Debe tener como máximo 550 caracteres'],
    ['no products at all', '/credit-order/monthly-from', FIELD_REQUIRED_MESSAGE],
  ])('%s: 400 in Spanish', async (_name, address, fieldMessage) => {
    const response = await t.app.inject({ url: address });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Parámetros inválidos',
      code: 'VALIDATION_ERROR',
      fields: { products: fieldMessage },
    });
  });

  it('50 ids are fine', async () => {
    const ids = [products.laptop, ...Array.from({ length: 49 }, (_, i) => 900000 + i)];
    expect((await quote(ids)).items.map((item) => item.productId)).toEqual([products.laptop]);
  });
});

describe('without the demo data', () => {
  it('the general policy is there, but no group policies: nothing is quoted', async () => {
    const bare = await createTestApp({ demoData: false });
    try {
      const [policy] = await bare.db.query<{ credit_group: string; rate: number; max_term: number }>(
        'SELECT credit_group, rate::float8 AS rate, max_term FROM credit_general_policy',
      );
      expect(policy).toEqual({ credit_group: 'PERSONAL', rate: 24, max_term: 24 });
      const response = await bare.app.inject({ url: '/credit-order/monthly-from?products=1,2,3' });
      expect(response.statusCode).toBe(200);
      expect(json<MonthlyFromResponse>(response)).toEqual({ basis: 'general', items: [] });
    } finally {
      await bare.close();
    }
  });
});
