import type { CreditContract, CreditContractDetail, Purchase } from '@store/contracts';
import { formatDate, hondurasToday, addDays } from '@store/contracts';
import { insertOrderRecord } from '../src/seed/order-records.js';
import type { ErrorBody } from '../src/http/errors.js';
import { loginDemoCustomers, type LoggedInCustomer } from './support/credit-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let maria: LoggedInCustomer;
let jose: LoggedInCustomer;
let ana: LoggedInCustomer;

beforeAll(async () => {
  t = await createTestApp();
  ({ maria, jose, ana } = await loginDemoCustomers(t.app));
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });

const today = () => hondurasToday();
const daysAgo = (days: number) => formatDate(addDays(today(), -days));

describe('GET /customers/get-contracts/{id}', () => {
  it("lists the customer's contracts created in the range, with the server's figures", async () => {
    const response = await get(`/customers/get-contracts/${String(maria.id)}`, maria.token);
    expect(response.statusCode).toBe(200);
    const contracts = json<CreditContract[]>(response);
    // the seeded credit purchase: a laptop in the default contract, a tablet in its own one
    expect(contracts.map((c) => c.materialGroup).sort()).toEqual(['MG-TABLET', null].sort());
    for (const contract of contracts) {
      expect(contract.number).toMatch(/^CT-\d{6}-\d$/);
      expect(contract.orderNumber).toMatch(/^HN-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(contract.financedAmount).toBeCloseTo(contract.totalAmount - contract.downPayment, 2);
      expect(contract.products.length).toBeGreaterThan(0);
    }
  });

  it('filters by d1 and d2, both days included', async () => {
    const inRange = await get(
      `/customers/get-contracts/${String(maria.id)}?d1=${daysAgo(60)}&d2=${daysAgo(40)}`,
      maria.token,
    );
    expect(json<CreditContract[]>(inRange)).toHaveLength(2);
    const before = await get(
      `/customers/get-contracts/${String(maria.id)}?d1=${daysAgo(45)}&d2=${daysAgo(0)}`,
      maria.token,
    );
    expect(json<CreditContract[]>(before)).toEqual([]);
    const [contract] = json<CreditContract[]>(inRange);
    const created = formatDate(hondurasToday(new Date(contract?.createdAt ?? '')));
    const sameDay = await get(
      `/customers/get-contracts/${String(maria.id)}?d1=${created}&d2=${created}`,
      maria.token,
    );
    expect(json<CreditContract[]>(sameDay)).toHaveLength(2);
  });

  it.each([
    ['d1=2026-13-01&d2=2026-12-31', 'd1', 'La fecha inicial (d1) no es válida; usa el formato AAAA-MM-DD'],
    ['d1=2026-01-01&d2=ayer', 'd2', 'La fecha final (d2) no es válida; usa el formato AAAA-MM-DD'],
    ['d1=2026-02-01&d2=2026-01-01', 'd1', 'La fecha inicial no puede ser posterior a la fecha final'],
  ])('refuses %s', async (query, field, message) => {
    const response = await get(`/customers/get-contracts/${String(maria.id)}?${query}`, maria.token);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({ message, code: 'BAD_REQUEST', fields: { [field]: message } });
  });

  it("shows a customer in arrears their contract, and nobody else's", async () => {
    const own = json<CreditContract[]>(await get(`/customers/get-contracts/${String(jose.id)}`, jose.token));
    expect(own.map((c) => c.status)).toEqual(['in_arrears']);
    expect(
      json<CreditContract[]>(await get(`/customers/get-contracts/${String(ana.id)}`, ana.token)),
    ).toEqual([]);
  });
});

describe('GET /customers/get-contracts-details/{id}', () => {
  it('returns one contract with its products and its amortisation table', async () => {
    const [contract] = json<CreditContract[]>(
      await get(`/customers/get-contracts/${String(maria.id)}`, maria.token),
    );
    if (!contract) throw new Error('seeded contract missing');
    const response = await get(
      `/customers/get-contracts-details/${String(maria.id)}?contract_id=${String(contract.id)}`,
      maria.token,
    );
    expect(response.statusCode).toBe(200);
    const detail = json<CreditContractDetail>(response);
    expect(detail).toMatchObject({ id: contract.id, number: contract.number, products: contract.products });
    expect(detail.schedule).toHaveLength(detail.term);
    expect(detail.schedule[0]).toMatchObject({ number: 1, date: detail.firstPayment, fee: detail.fee });
    expect(detail.schedule.at(-1)?.balance).toBe(0);
    const principal = detail.schedule.reduce((sum, row) => sum + row.principal, 0);
    expect(principal).toBeCloseTo(detail.financedAmount, 2);
    expect(detail.totalPayments).toBeCloseTo(detail.financedAmount + detail.totalInterest, 2);
    // every payment on the contract's day of the month
    for (const row of detail.schedule) expect(Number(row.date.slice(8, 10))).toBe(detail.day);
  });

  it("answers 404 for a contract of another customer, 403 for another customer's path", async () => {
    const [joseContract] = json<CreditContract[]>(
      await get(`/customers/get-contracts/${String(jose.id)}`, jose.token),
    );
    const hidden = await get(
      `/customers/get-contracts-details/${String(maria.id)}?contract_id=${String(joseContract?.id)}`,
      maria.token,
    );
    expect(hidden.statusCode).toBe(404);
    expect(json<ErrorBody>(hidden).message).toBe('Contrato no encontrado');
    const forbidden = await get(
      `/customers/get-contracts-details/${String(jose.id)}?contract_id=${String(joseContract?.id)}`,
      maria.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('CT-');
  });

  it('requires contract_id', async () => {
    const response = await get(`/customers/get-contracts-details/${String(maria.id)}`, maria.token);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({ contract_id: 'Campo Requerido' });
  });
});

describe('GET /customers/get-compras/{id}', () => {
  it('lists the orders placed for real, newest first, with items and totals', async () => {
    const response = await get(`/customers/get-compras/${String(maria.id)}`, maria.token);
    expect(response.statusCode).toBe(200);
    const purchases = json<Purchase[]>(response);
    expect(purchases.map((p) => [p.status, p.paymentMethod])).toEqual([
      ['paid', 'credit-card'],
      ['delivered', 'credit'],
      ['delivered', 'transfer'],
      ['delivered', 'credit-card'],
    ]);
    const [latest, credit] = purchases;
    expect(latest).toMatchObject({
      statusLabel: 'Pagado',
      paymentMethodLabel: 'Tarjeta de crédito o débito',
    });
    expect(credit?.creditOrderId).toEqual(expect.any(Number));
    for (const purchase of purchases) {
      expect(purchase.number).toMatch(/^HN-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      const items = purchase.items.reduce((sum, item) => sum + item.lineTotal, 0);
      expect(purchase.subtotal).toBeCloseTo(items, 2);
      expect(purchase.total).toBeCloseTo(purchase.subtotal + purchase.shippingTotal, 2);
      expect(purchase.taxTotal).toBeCloseTo(purchase.total - purchase.total / 1.15, 2);
      expect(purchase.items[0]?.slug).toEqual(expect.any(String));
    }
  });

  it('leaves out drafts, expired and cancelled orders, and filters by date', async () => {
    for (const status of ['pending', 'cancelled', 'expired', 'payment_declined', 'pending_payment']) {
      const [product] = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
      await insertOrderRecord(t.db, {
        customerId: ana.id,
        status,
        items: [{ productId: product?.id ?? 1, qty: 1 }],
      });
    }
    const anaPurchases = json<Purchase[]>(await get(`/customers/get-compras/${String(ana.id)}`, ana.token));
    expect(anaPurchases.map((p) => p.status)).toEqual(['pending_payment']);

    const old = json<Purchase[]>(
      await get(
        `/customers/get-compras/${String(maria.id)}?d1=${daysAgo(170)}&d2=${daysAgo(90)}`,
        maria.token,
      ),
    );
    expect(old.map((p) => p.paymentMethod)).toEqual(['transfer', 'credit-card']);
  });

  it("needs the customer's own token", async () => {
    expect((await get(`/customers/get-compras/${String(maria.id)}`)).statusCode).toBe(401);
    const other = await get(`/customers/get-compras/${String(maria.id)}`, ana.token);
    expect(other.statusCode).toBe(403);
    expect(json<ErrorBody>(other).message).toBe('No tienes permiso para acceder a estos datos');
    expect((await get(`/customers/get-contracts/${String(maria.id)}`, jose.token)).statusCode).toBe(403);
    expect((await get(`/customers/get-contracts/${String(maria.id)}`)).statusCode).toBe(401);
  });

  it('refuses a bad date with a Spanish message', async () => {
    const response = await get(`/customers/get-compras/${String(maria.id)}?d1=2026-02-30`, maria.token);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(
      'La fecha inicial (d1) no es válida; usa el formato AAAA-MM-DD',
    );
  });
});
