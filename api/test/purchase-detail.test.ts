/**
 * The portal's order detail (issue 13): each purchase carries its delivery (the address or the
 * store saved on the order) and its status history (the order's `order_events`), in the list
 * (`get-compras`) and through `GET /customers/{id}/purchases/{orderId}`, which only the owner
 * opens and which answers the same 404 for another customer's order, a draft or a missing id.
 */
import { matchesContract, PICKUP_READY_LABEL, Purchase, type PaymentStore } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import type { ErrorBody } from '../src/http/errors.js';
import { insertOrderRecord } from '../src/seed/order-records.js';
import { loginDemoCustomers, type LoggedInCustomer } from './support/credit-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';
import { demoStaffToken } from './support/staff-fixtures.js';

let t: TestApp;
let maria: LoggedInCustomer;
let ana: LoggedInCustomer;

beforeAll(async () => {
  t = await createTestApp();
  ({ maria, ana } = await loginDemoCustomers(t.app));
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });

const purchaseUrl = (customerId: number, orderId: number | string) =>
  `/customers/${String(customerId)}/purchases/${String(orderId)}`;

async function mariasPurchases(): Promise<Purchase[]> {
  const response = await get(`/customers/get-compras/${String(maria.id)}`, maria.token);
  expect(response.statusCode).toBe(200);
  const body: unknown = response.json();
  expect(matchesContract(Type.Array(Purchase), body)).toBe(true);
  return body as Purchase[];
}

async function firstProductId(): Promise<number> {
  const [product] = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
  if (!product) throw new Error('sin productos');
  return product.id;
}

describe('delivery and status history in get-compras', () => {
  it('gives each purchase the address it was shipped to and its status changes, oldest first', async () => {
    const [latest, credit] = await mariasPurchases();
    // The seeded card purchase of 12 days ago, shipped home to Tegucigalpa.
    expect(latest?.delivery).toEqual({
      method: 'home',
      methodLabel: 'Envío a domicilio',
      address: {
        firstname: '',
        lastname: '',
        telephone: '',
        address_1: 'Col. Palmira, Av. República de Chile, casa 512',
        address_2: 'Frente al parque',
        place_id: null,
        municipality: 'Distrito Central',
        department: 'Francisco Morazán',
        zone: '',
      },
      store: null,
    });
    expect(latest?.history.map((entry) => [entry.status, entry.label, entry.note])).toEqual([
      ['pending', 'En proceso de compra', 'Pedido recibido'],
      ['paid', 'Pagado', 'Pago aprobado con tarjeta terminada en 1111'],
    ]);
    expect(credit?.history.map((entry) => entry.label)).toEqual([
      'En proceso de compra',
      'Crédito en revisión',
      'Pagado',
      'Enviado',
      'Entregado',
    ]);
    for (const purchase of [latest, credit]) {
      const dates = (purchase?.history ?? []).map((entry) => Date.parse(entry.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      // The first event is the order's creation.
      expect(purchase?.history[0]?.date).toBe(purchase?.createdAt);
    }
  });
});

describe('GET /customers/{id}/purchases/{orderId}', () => {
  it('returns one purchase exactly as the list has it, whatever its date', async () => {
    const purchases = await mariasPurchases();
    const oldest = purchases.at(-1);
    if (!oldest) throw new Error('sin compras sembradas');
    const response = await get(purchaseUrl(maria.id, oldest.id), maria.token);
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(matchesContract(Purchase, body)).toBe(true);
    expect(body).toEqual(oldest);
  });

  it('shows the store of a pick-up order instead of an address', async () => {
    const order = await insertOrderRecord(t.db, {
      customerId: ana.id,
      status: 'paid',
      items: [{ productId: await firstProductId(), qty: 1 }],
      events: [{ status: 'paid', note: 'Pago aprobado' }],
    });
    const [store] = await t.db.query<PaymentStore>(
      'SELECT id, name, address, phone, hours FROM stores WHERE pickup ORDER BY position, id LIMIT 1',
    );
    if (!store) throw new Error('sin tiendas');
    await t.db.query(
      `UPDATE orders SET shipping_method = 'store', store_id = $2, shipping_address = NULL WHERE id = $1`,
      [order.id, store.id],
    );
    const purchase = json<Purchase>(await get(purchaseUrl(ana.id, order.id), ana.token));
    expect(purchase.delivery).toEqual({
      method: 'store',
      methodLabel: 'Retiro en tienda',
      address: null,
      store,
    });
    expect(purchase.history.map((entry) => entry.label)).toEqual(['Pagado']);
  });

  it("reads 'Listo para recoger', not 'Enviado', once the back office has a pick-up order ready", async () => {
    const order = await insertOrderRecord(t.db, {
      customerId: ana.id,
      status: 'paid',
      items: [{ productId: await firstProductId(), qty: 1 }],
      events: [{ status: 'paid', note: 'Pago aprobado' }],
    });
    await t.db.query(
      `UPDATE orders SET shipping_method = 'store', shipping_address = NULL,
              store_id = (SELECT id FROM stores WHERE pickup ORDER BY position, id LIMIT 1)
        WHERE id = $1`,
      [order.id],
    );
    // The back office's own transition (src/back-office/order-transitions.ts), as pedidos uses it.
    const ready = await t.app.inject({
      method: 'POST',
      url: `/admin/orders/${String(order.id)}/ship`,
      headers: bearer(await demoStaffToken(t.db, 'pedidos@ejemplo.hn')),
      payload: {},
    });
    expect(ready.statusCode).toBe(200);

    const purchase = json<Purchase>(await get(purchaseUrl(ana.id, order.id), ana.token));
    expect(purchase).toMatchObject({ status: 'shipped', statusLabel: PICKUP_READY_LABEL });
    expect(purchase.history.map((entry) => entry.label)).toEqual(['Pagado', PICKUP_READY_LABEL]);
    const listed = json<Purchase[]>(await get(`/customers/get-compras/${String(ana.id)}`, ana.token));
    expect(listed.find((item) => item.id === order.id)?.statusLabel).toBe(PICKUP_READY_LABEL);
  });

  it('answers an empty history for an order without events, not an invented one', async () => {
    const order = await insertOrderRecord(t.db, {
      customerId: ana.id,
      status: 'delivered',
      items: [{ productId: await firstProductId(), qty: 1 }],
    });
    const purchase = json<Purchase>(await get(purchaseUrl(ana.id, order.id), ana.token));
    expect(purchase).toMatchObject({ status: 'delivered', history: [] });
    expect(purchase.delivery).toEqual({
      method: 'home',
      methodLabel: 'Envío a domicilio',
      address: null,
      store: null,
    });
  });

  it('answers the same 404 for another customer’s order, a draft, an expired order and a missing id', async () => {
    const [mariasLatest] = await mariasPurchases();
    const [expired] = await t.db.query<{ id: number }>(
      `SELECT id FROM orders WHERE customer_id = $1 AND status = 'expired' LIMIT 1`,
      [maria.id],
    );
    const draft = await insertOrderRecord(t.db, {
      customerId: maria.id,
      status: 'pending',
      items: [{ productId: await firstProductId(), qty: 1 }],
    });
    const notFound: ErrorBody = { message: 'Compra no encontrada', code: 'NOT_FOUND' };
    const cases: Array<[LoggedInCustomer, number | undefined]> = [
      [ana, mariasLatest?.id],
      [maria, expired?.id],
      [maria, draft.id],
      [maria, 2147483647],
    ];
    for (const [customer, orderId] of cases) {
      if (orderId === undefined) throw new Error('falta un pedido sembrado');
      const response = await get(purchaseUrl(customer.id, orderId), customer.token);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual(notFound);
      expect(response.body).not.toContain('HN-');
    }
  });

  it("refuses another customer's path (403), no session (401) and a bad id (400)", async () => {
    const [latest] = await mariasPurchases();
    const orderId = latest?.id ?? 1;
    const other = await get(purchaseUrl(maria.id, orderId), ana.token);
    expect(other.statusCode).toBe(403);
    expect(json<ErrorBody>(other).message).toBe('No tienes permiso para acceder a estos datos');
    expect(other.body).not.toContain('HN-');
    expect((await get(purchaseUrl(maria.id, orderId))).statusCode).toBe(401);
    expect((await get(purchaseUrl(maria.id, 'abc'), maria.token)).statusCode).toBe(400);
    expect((await get(purchaseUrl(maria.id, 0), maria.token)).statusCode).toBe(400);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/openapi.json' });
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toContain('/customers/{id}/purchases/{orderId}');
  });
});
