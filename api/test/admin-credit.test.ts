/**
 * Credit requests in the back office (issue 34, "Credit requests"): a request holds its financed
 * amount against the line and shows 'En revisión' until the credit team decides; approval makes
 * the contracts active (held becomes spent) and the order ready to ship; rejection releases the
 * hold, cancels the order and returns its stock and coupon use. Each decision writes an order
 * event, a mail and an audit entry once; repeats change nothing. Also the migration of the rows
 * written before contracts had a review state.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AuditPage,
  CreditContract,
  CreditRequestDetail,
  CreditRequestQueue,
  CreditStatus,
  ErrorBody,
  Order,
  Purchase,
  SavedCreditOrder,
} from '@store/contracts';
import { creditBalance } from '../src/credit/credit-balance.js';
import { migrate } from '../src/db/migrate.js';
import { migrationsDir } from '../src/paths.js';
import { insertOrderRecord } from '../src/seed/order-records.js';
import { customerWithCredit, type LoggedInCustomer } from './support/credit-fixtures.js';
import { bearer, createEmptyTestDb, createTestApp, json, type TestApp } from './support/test-app.js';
import { demoStaffToken } from './support/staff-fixtures.js';

let t: TestApp;
let credito: string;
let pedidos: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  credito = await demoStaffToken(t.db, 'credito@ejemplo.hn');
  pedidos = await demoStaffToken(t.db, 'pedidos@ejemplo.hn');
  admin = await demoStaffToken(t.db, 'admin@ejemplo.hn');
});
afterAll(() => t.close());

/** A laptop of its own for each test (the offset), with a known stock. */
async function laptop(offset: number, stock = 7): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `UPDATE products SET stock = $2
      WHERE id = (SELECT id FROM products WHERE material_group = 'MG-LAPTOP' ORDER BY id OFFSET $1 LIMIT 1)
      RETURNING id`,
    [offset, stock],
  );
  if (!row) throw new Error('no laptop');
  return row.id;
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row?.stock ?? -1;
}

async function couponUsesLeft(code: string): Promise<number> {
  const [row] = await t.db.query<{ remaining: number }>('SELECT remaining FROM coupons WHERE code = $1', [
    code,
  ]);
  return row?.remaining ?? -1;
}

/** An order placed through POST /orders (stock reserved, coupon taken) and its credit request. */
async function requestCredit(buyer: LoggedInCustomer, productId: number, coupon?: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/orders',
    headers: bearer(buyer.token),
    payload: { products: [{ id: productId, qty: 2 }], ...(coupon ? { coupon } : {}) },
  });
  expect(created.statusCode).toBe(201);
  const order = json<Order>(created);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/credit-order/save',
    payload: { orderId: order.id, customerToken: buyer.token },
  });
  expect(saved.statusCode).toBe(201);
  const request = json<SavedCreditOrder>(saved);
  const financed = request.contracts.reduce((sum, contract) => sum + contract.financedAmount, 0);
  return { order, request, financed: Math.round(financed * 100) / 100 };
}

/** The line as the checkout and the portal read it. */
async function lineOf(buyer: LoggedInCustomer) {
  const response = await t.app.inject({
    url: `/customers/credit/${String(buyer.id)}`,
    headers: bearer(buyer.token),
  });
  const line = json<CreditStatus>(response).creditStatus?.informacionLineaCredito;
  if (!line) throw new Error('no creditStatus');
  return line;
}

async function contractStatuses(buyer: LoggedInCustomer, orderId: number): Promise<string[]> {
  const response = await t.app.inject({
    url: `/customers/get-contracts/${String(buyer.id)}`,
    headers: bearer(buyer.token),
  });
  return json<CreditContract[]>(response)
    .filter((contract) => contract.orderId === orderId)
    .map((contract) => contract.status);
}

function decide(orderId: number, decision: 'approve' | 'reject', token: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/credit/requests/${String(orderId)}/${decision}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** A decision that goes through: its answer, the request as decided. */
async function decided(...args: Parameters<typeof decide>): Promise<CreditRequestDetail> {
  const response = await decide(...args);
  expect(response.statusCode).toBe(200);
  return json<CreditRequestDetail>(response);
}

/** What a decision leaves behind: the order's events, the buyer's mail, the audit entries. */
async function trail(orderId: number, email: string) {
  const events = await t.db.query<{ status: string; note: string }>(
    'SELECT status, note FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const mails = await t.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id',
    [email],
  );
  const audit = json<AuditPage>(
    await t.app.inject({
      url: `/admin/audit?entityType=order&entityId=${String(orderId)}`,
      headers: bearer(admin),
    }),
  ).items;
  return { events, mails, audit };
}

async function orderRow(orderId: number) {
  const [row] = await t.db.query<{ status: string; payment_method: string; stock_reserved: boolean }>(
    'SELECT status, payment_method, stock_reserved FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

describe('a new credit request', () => {
  it("holds its financed amount against the line, shows 'En revisión' and waits in the credit team's queue", async () => {
    const buyer = await customerWithCredit(t);
    expect(await lineOf(buyer)).toEqual({
      montoLimiteCredito: 150000,
      montoUtilizado: 0,
      montoRetenido: 0,
      montoDisponibleLimiteCredito: 150000,
    });
    const { order, request, financed } = await requestCredit(buyer, await laptop(0));

    // Held, not spent: the available line drops by the financed amount while it is reviewed.
    expect(await lineOf(buyer)).toEqual({
      montoLimiteCredito: 150000,
      montoUtilizado: 0,
      montoRetenido: financed,
      montoDisponibleLimiteCredito: Math.round((150000 - financed) * 100) / 100,
    });
    expect(request.contracts.map((contract) => contract.status)).toEqual(['in_review']);
    expect(await contractStatuses(buyer, order.id)).toEqual(['in_review']);

    const queue = await t.app.inject({ url: '/admin/credit/requests', headers: bearer(credito) });
    expect(queue.statusCode).toBe(200);
    const item = json<CreditRequestQueue>(queue).items.find((entry) => entry.orderId === order.id);
    expect(item).toMatchObject({
      orderNumber: order.number,
      creditOrderId: request.creditOrderId,
      status: 'review',
      orderTotal: order.total,
      financedAmount: financed,
      contractCount: 1,
      customer: { id: buyer.id, name: 'Luis Castillo', email: buyer.email, telephone: '9911-2233' },
      credit: {
        hasCredit: true,
        limit: 150000,
        spent: 0,
        held: financed,
        available: Math.round((150000 - financed) * 100) / 100,
        inArrears: false,
        hasOrderDue: false,
      },
    });

    const detail = await t.app.inject({
      url: `/admin/credit/requests/${String(order.id)}`,
      headers: bearer(credito),
    });
    expect(detail.statusCode).toBe(200);
    const body = json<CreditRequestDetail>(detail);
    expect(body).toMatchObject({
      orderId: order.id,
      orderStatus: 'credit_review',
      orderStatusLabel: 'Crédito en revisión',
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
    });
    const [contract] = body.contracts;
    const [saved] = request.contracts;
    expect(contract).toMatchObject({
      number: saved?.number,
      totalAmount: saved?.totalAmount,
      downPayment: saved?.downPayment,
      rate: saved?.rate,
      term: saved?.term,
      fee: saved?.fee,
      day: saved?.day,
      firstPayment: saved?.firstPayment,
      products: saved?.products,
    });
    expect(contract?.schedule).toHaveLength(contract?.term ?? -1);
    expect(contract?.schedule[0]).toMatchObject({ number: 1, date: saved?.firstPayment, fee: saved?.fee });
    expect(contract?.schedule.at(-1)?.balance).toBe(0);
  });
});

describe('POST /admin/credit/requests/{orderId}/approve', () => {
  it('makes the contracts active (held becomes spent), the order paid and ready to ship, with a mail, an event and an audit entry', async () => {
    const buyer = await customerWithCredit(t);
    const product = await laptop(1);
    const { order, financed } = await requestCredit(buyer, product);
    const stockHeld = await stockOf(product);
    const before = await trail(order.id, buyer.email);

    const approved = await decided(order.id, 'approve', credito);
    expect(approved).toMatchObject({
      status: 'approved',
      orderStatus: 'paid',
      decidedBy: 'credito@ejemplo.hn',
      rejectionReason: null,
    });
    expect(approved.decidedAt).not.toBeNull();
    expect(approved.contracts.map((contract) => contract.status)).toEqual(['active']);
    expect(await contractStatuses(buyer, order.id)).toEqual(['active']);

    // The line stays down: what was held is now spent.
    expect(await lineOf(buyer)).toEqual({
      montoLimiteCredito: 150000,
      montoUtilizado: financed,
      montoRetenido: 0,
      montoDisponibleLimiteCredito: Math.round((150000 - financed) * 100) / 100,
    });
    // Paid by credit, its units sold: the orders team ships it from here.
    expect(await orderRow(order.id)).toEqual({
      status: 'paid',
      payment_method: 'credit',
      stock_reserved: false,
    });
    expect(await stockOf(product)).toBe(stockHeld);

    const after = await trail(order.id, buyer.email);
    expect(after.events.slice(before.events.length)).toEqual([{ status: 'paid', note: 'Crédito aprobado' }]);
    expect(after.mails.slice(before.mails.length)).toEqual([
      {
        subject: `Pedido ${order.number}: tu crédito fue aprobado`,
        body: expect.stringContaining(
          `aprobamos la solicitud de crédito de tu pedido ${order.number}`,
        ) as string,
      },
    ]);
    expect(after.mails.at(-1)?.body).toContain(
      `Contrato ${approved.contracts[0]?.number ?? ''}: financiado L `,
    );
    expect(after.audit).toHaveLength(before.audit.length + 1);
    expect(after.audit[0]).toMatchObject({
      staffEmail: 'credito@ejemplo.hn',
      role: 'credito',
      action: 'credit.approve',
      entityType: 'order',
      entityId: String(order.id),
      before: {
        orderStatus: 'credit_review',
        creditStatus: 'review',
        customerCredit: { spent: 0, held: financed },
      },
      after: { orderStatus: 'paid', creditStatus: 'approved', customerCredit: { spent: financed, held: 0 } },
    });
    expect(after.audit[0]?.before).toMatchObject({
      contracts: [{ status: 'in_review', financedAmount: financed }],
    });
    expect(after.audit[0]?.after).toMatchObject({
      contracts: [{ status: 'active', financedAmount: financed }],
    });

    // The purchase's history in the portal says it.
    const purchase = json<Purchase>(
      await t.app.inject({
        url: `/customers/${String(buyer.id)}/purchases/${String(order.id)}`,
        headers: bearer(buyer.token),
      }),
    );
    expect(purchase.history.at(-1)).toMatchObject({
      status: 'paid',
      label: 'Pagado',
      note: 'Crédito aprobado',
    });

    // No longer queued; approving again answers the same and does nothing more; rejecting is too late.
    const queue = json<CreditRequestQueue>(
      await t.app.inject({ url: '/admin/credit/requests', headers: bearer(credito) }),
    );
    expect(queue.items.map((item) => item.orderId)).not.toContain(order.id);
    expect(await decided(order.id, 'approve', admin)).toEqual(approved);
    expect(await trail(order.id, buyer.email)).toEqual(after);
    const late = await decide(order.id, 'reject', credito, { reason: 'Cambio de opinión' });
    expect(late.statusCode).toBe(409);
    expect(json<ErrorBody>(late)).toEqual({
      message: 'Esta solicitud de crédito ya fue aprobada; no se puede rechazar',
      code: 'CREDIT_ALREADY_DECIDED',
    });
    expect(await trail(order.id, buyer.email)).toEqual(after);
  });
});

describe('POST /admin/credit/requests/{orderId}/reject', () => {
  it('makes the contracts rejected, releases the hold, cancels the order and returns its stock and coupon use, with a mail, an event and an audit entry', async () => {
    const buyer = await customerWithCredit(t);
    const product = await laptop(2);
    const couponUses = await couponUsesLeft('BIENVENIDO10');
    const lineBefore = await lineOf(buyer);
    const { order, financed } = await requestCredit(buyer, product, 'BIENVENIDO10');
    expect(await stockOf(product)).toBe(5);
    expect(await couponUsesLeft('BIENVENIDO10')).toBe(couponUses - 1);
    expect((await lineOf(buyer)).montoRetenido).toBe(financed);
    const before = await trail(order.id, buyer.email);

    const reason = 'Los ingresos declarados no alcanzan para la cuota';
    const rejected = await decided(order.id, 'reject', credito, { reason: `  ${reason} ` });
    expect(rejected).toMatchObject({
      status: 'rejected',
      orderStatus: 'cancelled',
      orderStatusLabel: 'Cancelado',
      decidedBy: 'credito@ejemplo.hn',
      rejectionReason: reason,
    });
    expect(rejected.contracts.map((contract) => contract.status)).toEqual(['rejected']);
    expect(await contractStatuses(buyer, order.id)).toEqual(['rejected']);

    // The line as before the request; the units and the coupon use are back.
    expect(await lineOf(buyer)).toEqual(lineBefore);
    expect(await orderRow(order.id)).toEqual({
      status: 'cancelled',
      payment_method: 'credit',
      stock_reserved: false,
    });
    expect(await stockOf(product)).toBe(7);
    expect(await couponUsesLeft('BIENVENIDO10')).toBe(couponUses);

    const after = await trail(order.id, buyer.email);
    expect(after.events.slice(before.events.length)).toEqual([
      { status: 'cancelled', note: `Crédito rechazado: ${reason}` },
    ]);
    expect(after.mails.slice(before.mails.length)).toEqual([
      {
        subject: `Pedido ${order.number}: tu solicitud de crédito no fue aprobada`,
        body: expect.stringContaining(`Motivo: ${reason}`) as string,
      },
    ]);
    expect(after.audit).toHaveLength(before.audit.length + 1);
    expect(after.audit[0]).toMatchObject({
      role: 'credito',
      action: 'credit.reject',
      entityId: String(order.id),
      note: reason,
      before: { orderStatus: 'credit_review', stockReserved: true, customerCredit: { held: financed } },
      after: {
        orderStatus: 'cancelled',
        stockReserved: false,
        creditStatus: 'rejected',
        customerCredit: { held: 0 },
      },
    });

    // The portal still lists the purchase, and its history says why it was cancelled.
    const purchase = await t.app.inject({
      url: `/customers/${String(buyer.id)}/purchases/${String(order.id)}`,
      headers: bearer(buyer.token),
    });
    expect(purchase.statusCode).toBe(200);
    expect(json<Purchase>(purchase).history.at(-1)).toMatchObject({
      status: 'cancelled',
      label: 'Cancelado',
      note: `Crédito rechazado: ${reason}`,
    });

    // Rejecting again (whatever the reason) changes nothing: no second release of the stock.
    expect(await decided(order.id, 'reject', admin, { reason: 'Otro motivo' })).toEqual(rejected);
    expect(await stockOf(product)).toBe(7);
    expect(await couponUsesLeft('BIENVENIDO10')).toBe(couponUses);
    expect(await trail(order.id, buyer.email)).toEqual(after);
    const late = await decide(order.id, 'approve', credito);
    expect(late.statusCode).toBe(409);
    expect(json<ErrorBody>(late)).toEqual({
      message: 'Esta solicitud de crédito ya fue rechazada; no se puede aprobar',
      code: 'CREDIT_ALREADY_DECIDED',
    });
    expect(await lineOf(buyer)).toEqual(lineBefore);
  });

  it('needs a reason', async () => {
    const buyer = await customerWithCredit(t);
    const { order } = await requestCredit(buyer, await laptop(3));
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await decide(order.id, 'reject', credito, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'credit_review' });
  });
});

describe('decisions that cannot be taken', () => {
  it('answers 409 in Spanish for an order not in credit_review, and 404 for a missing one', async () => {
    const buyer = await customerWithCredit(t);
    const productId = await laptop(4);
    for (const status of ['pending', 'paid', 'cancelled']) {
      const placed = await insertOrderRecord(t.db, {
        customerId: buyer.id,
        items: [{ productId, qty: 1 }],
        status,
      });
      for (const [decision, payload] of [['approve'], ['reject', { reason: 'Sin ingresos' }]] as const) {
        const response = await decide(placed.id, decision, credito, payload);
        expect({ status, decision, code: response.statusCode, body: json<ErrorBody>(response) }).toEqual({
          status,
          decision,
          code: 409,
          body: { message: 'Este pedido no está en revisión de crédito', code: 'NOT_IN_CREDIT_REVIEW' },
        });
      }
      const detail = await t.app.inject({
        url: `/admin/credit/requests/${String(placed.id)}`,
        headers: bearer(credito),
      });
      expect(detail.statusCode).toBe(404);
      expect(json<ErrorBody>(detail).message).toBe('Solicitud de crédito no encontrada');
    }
    const missing = await decide(2147483647, 'approve', credito);
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Pedido no encontrado');
  });

  it('lets one of two simultaneous decisions through, and answers the other 409', async () => {
    const buyer = await customerWithCredit(t);
    const product = await laptop(5);
    const { order } = await requestCredit(buyer, product);
    const responses = await Promise.all([
      decide(order.id, 'approve', credito),
      decide(order.id, 'reject', admin, { reason: 'Documentos incompletos' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const { events, audit } = await trail(order.id, buyer.email);
    expect(events.filter((event) => event.note.startsWith('Crédito'))).toHaveLength(1);
    expect(audit).toHaveLength(1);
    const { status } = (await orderRow(order.id)) ?? {};
    expect(await stockOf(product)).toBe(status === 'cancelled' ? 7 : 5);
  });
});

describe('who may decide', () => {
  it("refuses the orders team's role (403) and changes nothing; admin may", async () => {
    const buyer = await customerWithCredit(t);
    const { order, financed } = await requestCredit(buyer, await laptop(6));
    const refused = { message: 'Tu rol no permite esta acción', code: 'FORBIDDEN_ROLE' };
    for (const response of [
      await t.app.inject({ url: '/admin/credit/requests', headers: bearer(pedidos) }),
      await t.app.inject({ url: `/admin/credit/requests/${String(order.id)}`, headers: bearer(pedidos) }),
      await decide(order.id, 'approve', pedidos),
      await decide(order.id, 'reject', pedidos, { reason: 'No' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response)).toEqual(refused);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'credit_review' });
    expect((await lineOf(buyer)).montoRetenido).toBe(financed);

    const approved = await decide(order.id, 'approve', admin);
    expect(approved.statusCode).toBe(200);
    expect((await trail(order.id, buyer.email)).audit[0]).toMatchObject({
      role: 'admin',
      action: 'credit.approve',
    });
  });
});

describe('migration 021', () => {
  // A second database of its own, migrated twice.
  const MIGRATION_TIMEOUT_MS = 90_000;
  it(
    'puts the contracts of requests still in credit_review under review and leaves decided ones as they were',
    async () => {
      const { db, close } = await createEmptyTestDb();
      const before021 = await mkdtemp(join(tmpdir(), 'migrations-'));
      try {
        for (const file of await readdir(migrationsDir)) {
          if (file.endsWith('.sql') && file < '021')
            await copyFile(join(migrationsDir, file), join(before021, file));
        }
        await migrate(db, before021);
        const [customer] = await db.query<{ id: number }>(
          `INSERT INTO customers (firstname, lastname, email, telephone, password_hash)
         VALUES ('Rosa', 'Pineda', 'rosa@ejemplo.hn', '', 'x') RETURNING id`,
        );
        const customerId = customer?.id ?? 0;
        /** An order in `orderStatus` with a credit request and one contract per status. */
        const request = async (n: number, orderStatus: string, status: string, contracts: string[]) => {
          const [order] = await db.query<{ id: number }>(
            `INSERT INTO orders (number, access_token, customer_id, status, payment_method)
           VALUES ($1, $2, $3, $4, 'credit') RETURNING id`,
            [`HN-MIGR-${String(n)}`, `token-${String(n)}`, customerId, orderStatus],
          );
          const [credit] = await db.query<{ id: number }>(
            'INSERT INTO credit_orders (order_id, customer_id, status) VALUES ($1, $2, $3) RETURNING id',
            [order?.id, customerId, status],
          );
          for (const [index, contractStatus] of contracts.entries()) {
            await db.query(
              `INSERT INTO credit_contracts (credit_order_id, customer_id, number, total_amount, down_payment_pct,
               down_payment, financed_amount, rate, term, fee, day, first_payment, products, status)
             VALUES ($1, $2, $3, 1000, 10, 100, 900, 24, 12, 85.1, 15, '2026-12-15', '[]', $4)`,
              [credit?.id, customerId, `CT-MIGR-${String(n)}-${String(index)}`, contractStatus],
            );
          }
          return credit?.id ?? 0;
        };
        const waiting = await request(1, 'credit_review', 'review', ['active', 'active']);
        const history = await request(2, 'delivered', 'approved', ['active', 'paid', 'in_arrears']);
        const rejected = await request(3, 'cancelled', 'rejected', ['active']);

        await migrate(db);
        const statuses = async (creditOrderId: number) =>
          (
            await db.query<{ status: string }>(
              'SELECT status FROM credit_contracts WHERE credit_order_id = $1 ORDER BY id',
              [creditOrderId],
            )
          ).map((row) => row.status);
        expect(await statuses(waiting)).toEqual(['in_review', 'in_review']);
        expect(await statuses(history)).toEqual(['active', 'paid', 'in_arrears']);
        expect(await statuses(rejected)).toEqual(['rejected']);
        // Held: the waiting request; spent: the history's open contracts (active and in arrears).
        expect(await creditBalance(db, customerId)).toEqual({
          spent: 1800,
          held: 1800,
          contractInArrears: true,
        });
      } finally {
        await rm(before021, { recursive: true, force: true });
        await close();
      }
    },
    MIGRATION_TIMEOUT_MS,
  );
});
