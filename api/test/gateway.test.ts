import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import type {
  CardPaymentStarted,
  ErrorBody,
  Order,
  OrderTracking,
  PaymentResult,
  ProcessorData,
} from '@store/contracts';
import { DEVELOPMENT_GATEWAY_SECRET } from '../src/payments/gateway-settings.js';
import {
  insertZone,
  orderReadyToPay,
  orderToken,
  stockOf,
  takeProduct,
  type CreatedOrder,
} from './support/checkout-fixtures.js';
import { createTestApp, json, WIDE_CHECKOUT_SETTINGS, type TestApp } from './support/test-app.js';

let t: TestApp;
let zoneId: number;
beforeAll(async () => {
  t = await createTestApp();
  zoneId = (await insertZone(t.db, { cost: 150, freeFrom: null })).id;
});
afterAll(() => t.close());

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
const RETURN_URL = 'http://localhost:3000/checkout/finalizacion';

const CARD = {
  card_number: '4111 1111 1111 1111',
  card_name: 'CARLOS REYES',
  expiry: '12/30',
  cvc: '123',
  processor: 'sandbox',
};

const billing = (order: CreatedOrder, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/orders/${order.id}/billing`, headers: orderToken(order), payload });

async function billed(order: CreatedOrder, card: object = CARD): Promise<ProcessorData> {
  const response = await billing(order, { order_payment: card });
  if (response.statusCode !== 200) throw new Error(`billing: ${response.statusCode} ${response.body}`);
  return json<CardPaymentStarted>(response).processorData;
}

/** The gateway form as the browser posts it: processorData plus the card, url-encoded. */
function formFields(
  data: ProcessorData,
  card: { number: string; expiry?: string; cvc?: string },
): Record<string, string> {
  return {
    orderid: String(data.orderId),
    amount: data.amount,
    time: String(data.time),
    hash: data.hash,
    key_id: data.key,
    ccnumber: card.number,
    ccexp: card.expiry ?? '12/30',
    cvv: card.cvc ?? '123',
    firstname: data.firstname,
    lastname: data.lastname,
    email: data.email,
  };
}

const transact = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/gateway/sandbox/transact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function redirectQuery(response: { statusCode: number; headers: Record<string, unknown> }): URLSearchParams {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith(`${RETURN_URL}?`)).toBe(true);
  return new URL(location).searchParams;
}

const orderView = async (order: CreatedOrder): Promise<Order> =>
  json<Order>(await t.app.inject({ url: `/orders/${order.id}`, headers: orderToken(order) }));

const paymentResult = async (order: CreatedOrder) =>
  json<PaymentResult>(await t.app.inject({ url: `/orders/tp/${order.id}`, headers: orderToken(order) }));

describe('PUT /orders/{id}/billing', () => {
  it('signs the gateway form with md5(orderid|amount|time|key) and stores only the last four digits', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 1234.35 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const response = await billing(order, {
      order_payment: CARD,
      rtn: '0801-1990-123456',
      business_name: 'Reyes y Asociados',
    });
    expect(response.statusCode).toBe(200);
    const body = json<CardPaymentStarted>(response);
    const now = Math.floor(Date.now() / 1000);
    expect(body.processorData).toEqual({
      hash: md5(`${order.id}|1384.35|${body.processorData.time}|${DEVELOPMENT_GATEWAY_SECRET}`),
      time: expect.any(Number),
      orderId: order.id,
      amount: '1384.35',
      key: 'sandbox-key-001',
      processor: 'sandbox',
      url: 'http://localhost:4000/gateway/sandbox/transact',
      firstname: 'Carlos',
      lastname: 'Reyes',
      email: 'comprador@ejemplo.hn',
      ip: '127.0.0.1',
    });
    expect(Math.abs(body.processorData.time - now)).toBeLessThan(5);
    expect(response.body).not.toContain(DEVELOPMENT_GATEWAY_SECRET);
    expect(body.order).toMatchObject({
      step: 3,
      status: 'pending',
      paymentMethod: 'credit-card',
      total: 1384.35,
      billing: { rtn: '08011990123456', business_name: 'Reyes y Asociados' },
    });
    const payments = await t.db.query(
      'SELECT status, card_last4, card_name, amount::text AS amount, hash FROM payments WHERE order_id = $1',
      [order.id],
    );
    expect(payments).toEqual([
      {
        status: 'pending',
        card_last4: '1111',
        card_name: 'CARLOS REYES',
        amount: '1384.35',
        hash: body.processorData.hash,
      },
    ]);
  });

  it.each([
    [{ card_number: '4111 1111 1111 1112' }, 'order_payment.card_number', 'Número de tarjeta inválido'],
    [{ card_number: '1234' }, 'order_payment.card_number', 'Número de tarjeta inválido'],
    [{ expiry: '01/20' }, 'order_payment.expiry', 'Fecha de vencimiento inválida'],
    [{ expiry: '13/30' }, 'order_payment.expiry', 'Fecha de vencimiento inválida'],
    [{ expiry: 'mañana' }, 'order_payment.expiry', 'Fecha de vencimiento inválida'],
    [{ cvc: '12' }, 'order_payment.cvc', 'CVC inválido'],
    [{ cvc: '12a' }, 'order_payment.cvc', 'CVC inválido'],
    [{ card_name: '  ' }, 'order_payment.card_name', 'Ingresa el nombre como aparece en la tarjeta'],
  ])('rejects %j with "%s: %s" and records no payment', async (change, field, message) => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const response = await billing(order, { order_payment: { ...CARD, ...change } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { [field]: message },
    });
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE order_id = $1',
      [order.id],
    );
    expect(count?.n).toBe(0);
  });

  it('rejects a bad RTN, a missing card and a billing before shipping', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const rtn = await billing(order, { order_payment: CARD, rtn: '123' });
    expect(json<ErrorBody>(rtn).fields).toEqual({ rtn: 'RTN inválido' });
    const none = await billing(order, {});
    expect(none.statusCode).toBe(400);
    expect(json<ErrorBody>(none).fields).toEqual({ order_payment: 'Campo Requerido' });

    const early = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: {
        products: [{ id: product.id, qty: 1 }],
        email: 'x@ejemplo.hn',
        firstname: 'A',
        lastname: 'B',
        telephone: '99887766',
        fax: '22334455',
        custom_field: '0801-1990-54321',
      },
    });
    const earlyOrder = json<CreatedOrder>(early);
    const refused = await billing(earlyOrder, { order_payment: CARD });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toBe('Elige primero la forma de envío');
  });
});

describe('gateway sandbox', () => {
  it('approves 4111111111111111 end to end: 303 back to the store, order paid, stock sold', async () => {
    const product = await takeProduct(t.db, { stock: 4, price: 2500 });
    const order = await orderReadyToPay(t.app, product.id, zoneId, 2);
    expect(await stockOf(t.db, product.id)).toBe(2);
    expect((await paymentResult(order)).payment).toBeNull();

    const data = await billed(order);
    const response = await transact(formFields(data, { number: '4111111111111111' }));
    const query = redirectQuery(response);
    const authCode = query.get('authcode') ?? '';
    expect(Object.fromEntries(query)).toEqual({
      orderid: String(order.id),
      response: '1',
      responsetext: 'Transacción aprobada',
      authcode: expect.stringMatching(/^\d{6}$/),
      time: expect.stringMatching(/^\d+$/),
      hash: md5(`${order.id}|5150.00|1|${authCode}|${query.get('time') ?? ''}|${DEVELOPMENT_GATEWAY_SECRET}`),
    });

    expect(await paymentResult(order)).toEqual({
      orderId: order.id,
      number: order.number,
      status: 'paid',
      statusLabel: 'Pagado',
      paymentMethod: 'credit-card',
      total: 5150,
      payment: {
        status: 'approved',
        responseText: 'Transacción aprobada',
        last4: '1111',
        authCode,
        amount: 5150,
        processor: 'sandbox',
        updatedAt: expect.any(String),
      },
      chargesToRefund: [],
    });
    const view = await orderView(order);
    expect(view).toMatchObject({ status: 'paid', reservedUntil: null });
    const [row] = await t.db.query<{ stock_reserved: boolean }>(
      'SELECT stock_reserved FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row?.stock_reserved).toBe(false);
    expect(await stockOf(t.db, product.id)).toBe(2);
    const [mail] = await t.db.query<{ subject: string }>(
      'SELECT subject FROM outbox_messages ORDER BY id DESC LIMIT 1',
    );
    expect(mail?.subject).toBe(`Pedido ${order.number}: pago recibido`);

    // A double submit answers the same result and charges nothing twice.
    const again = redirectQuery(await transact(formFields(data, { number: '4111111111111111' })));
    expect(again.get('response')).toBe('1');
    expect(again.get('authcode')).toBe(authCode);
    const [events] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND status = 'paid'",
      [order.id],
    );
    expect(events?.n).toBe(1);

    // A paid order can no longer change.
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/transfer`,
      headers: orderToken(order),
      payload: {},
    });
    expect(locked.statusCode).toBe(409);
  });

  it('declines 4000000000000002, keeps the order pending, and a retry with 5555555555554444 (JSON, processorData names) is approved', async () => {
    const product = await takeProduct(t.db, { stock: 3, price: 800 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const first = await billed(order);
    const declined = redirectQuery(await transact(formFields(first, { number: '4000000000000002' })));
    expect(Object.fromEntries(declined)).toMatchObject({
      response: '2',
      responsetext: 'Tarjeta rechazada',
      authcode: '',
    });
    expect(await paymentResult(order)).toMatchObject({
      status: 'pending',
      payment: { status: 'declined', responseText: 'Tarjeta rechazada', last4: '0002', authCode: null },
    });
    expect((await orderView(order)).status).toBe('pending');
    expect(await stockOf(t.db, product.id)).toBe(2);

    const retry = await billed(order, { ...CARD, card_number: '5555555555554444' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/gateway/sandbox/transact',
      payload: {
        ...retry,
        orderId: retry.orderId,
        number: '5555 5555 5555 4444',
        expiry: '0831',
        cvc: '4321',
      },
    });
    expect(redirectQuery(response).get('response')).toBe('1');
    expect(await paymentResult(order)).toMatchObject({
      status: 'paid',
      payment: { status: 'approved', last4: '4444' },
    });

    const tracking = await t.app.inject({
      method: 'POST',
      url: '/orders/tracking',
      payload: { number: order.number, email: 'comprador@ejemplo.hn' },
    });
    expect(json<OrderTracking>(tracking).events.map((event) => event.note)).toEqual([
      'Pedido recibido',
      'Pago con tarjeta rechazado: Tarjeta rechazada',
      expect.stringMatching(/^Pago con tarjeta aprobado \(autorización \d{6}\)$/),
    ]);
  });

  it('declines any other card number as not valid in the sandbox', async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order, { ...CARD, card_number: '4242424242424242' });
    const query = redirectQuery(await transact(formFields(data, { number: '4242424242424242' })));
    expect(query.get('response')).toBe('2');
    expect(query.get('responsetext')).toBe('Tarjeta no válida en el entorno de pruebas');
    expect((await orderView(order)).status).toBe('pending');
  });

  it('rejects a tampered hash, amount, order or key with 400 "Firma de pago inválida" and leaves the order untouched', async () => {
    const product = await takeProduct(t.db, { stock: 3, price: 1000 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const other = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order);
    const before = await orderView(order);
    const good = formFields(data, { number: '4111111111111111' });
    const tampered: Array<Record<string, string>> = [
      { ...good, hash: md5('cualquier cosa') },
      { ...good, hash: data.hash.slice(0, -1) + (data.hash.endsWith('0') ? '1' : '0') },
      { ...good, amount: '1.00' },
      { ...good, orderid: String(other.id) },
      { ...good, time: String(data.time + 60) },
      { ...good, key_id: 'otra-llave' },
      // Correctly signed with a guessed secret: still refused.
      { ...good, hash: md5(`${data.orderId}|${data.amount}|${data.time}|secreto-adivinado`) },
    ];
    for (const fields of tampered) {
      const response = await transact(fields);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Firma de pago inválida',
        code: 'INVALID_SIGNATURE',
      });
    }
    expect(await orderView(order)).toEqual(before);
    expect((await paymentResult(order)).payment).toMatchObject({ status: 'pending' });
    expect((await orderView(other)).status).toBe('pending');

    const missing = await transact({ orderid: String(order.id) });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).fields).toMatchObject({ hash: 'Requerido', ccnumber: 'Requerido' });
  });

  it('refuses a signature older than 15 minutes with response 3', async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order);
    const staleTime = data.time - 16 * 60;
    const staleHash = md5(`${data.orderId}|${data.amount}|${staleTime}|${DEVELOPMENT_GATEWAY_SECRET}`);
    await t.db.query('UPDATE payments SET time = $2, hash = $3 WHERE order_id = $1', [
      order.id,
      staleTime,
      staleHash,
    ]);
    const query = redirectQuery(
      await transact({
        ...formFields(data, { number: '4111111111111111' }),
        time: String(staleTime),
        hash: staleHash,
      }),
    );
    expect(query.get('response')).toBe('3');
    expect(query.get('responsetext')).toBe('La solicitud de pago venció; vuelve a intentarlo');
    expect((await orderView(order)).status).toBe('pending');
  });

  it('refuses to charge when the order total changed after billing, or the order moved to transfer', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 3000 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order);
    await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/coupon`,
      headers: orderToken(order),
      payload: { code: 'BIENVENIDO10' },
    });
    // The coupon change ended the attempt: the sandbox, like the bank, does not charge it.
    const changed = redirectQuery(await transact(formFields(data, { number: '4111111111111111' })));
    expect(changed.get('response')).toBe('3');
    expect(changed.get('responsetext')).toBe('El pedido cambió; vuelve a confirmar el pago');
    expect((await orderView(order)).status).toBe('pending');

    // A total changed by anything that did not end the attempt is still refused before charging.
    const stale = await billed(order);
    await t.db.query('UPDATE orders SET total = total + 100 WHERE id = $1', [order.id]);
    const moreExpensive = redirectQuery(await transact(formFields(stale, { number: '4111111111111111' })));
    expect(moreExpensive.get('response')).toBe('3');
    expect(moreExpensive.get('responsetext')).toBe('El total del pedido cambió; vuelve a confirmar el pago');
    expect((await orderView(order)).status).toBe('pending');

    const second = await billed(order);
    await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/transfer`,
      headers: orderToken(order),
      payload: {},
    });
    const moved = redirectQuery(await transact(formFields(second, { number: '4111111111111111' })));
    expect(moved.get('response')).toBe('3');
    expect((await orderView(order)).status).toBe('pending_payment');
  });

  it('never stores or logs the full card number or the CVC', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    // A second app on the same database, logging everything it can (sandbox on, as in development).
    // Like createTestApp, it lets this file's e-mail and address keep more open orders than production.
    const logged = await buildApp({
      db: t.db,
      gatewaySandbox: true,
      logger: { level: 'trace', stream },
      checkout: WIDE_CHECKOUT_SETTINGS,
    });
    await logged.ready();
    try {
      const product = await takeProduct(t.db, { stock: 3 });
      const order = await orderReadyToPay(logged, product.id, zoneId);
      const card = { ...CARD, card_number: '5555555555554444', cvc: '9876' };
      const response = await logged.inject({
        method: 'PUT',
        url: `/orders/${order.id}/billing`,
        headers: orderToken(order),
        payload: { order_payment: card },
      });
      expect(response.body).not.toContain('5555555555554444');
      const data = json<CardPaymentStarted>(response).processorData;
      const result = await logged.inject({
        method: 'POST',
        url: '/gateway/sandbox/transact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          formFields(data, { number: '5555555555554444', cvc: '9876' }),
        ).toString(),
      });
      expect(result.statusCode).toBe(303);
      expect(String(result.headers.location)).not.toContain('5555555555554444');
      // And a failing request whose body is rejected by the schema.
      await logged.inject({
        method: 'PUT',
        url: `/orders/${order.id}/billing`,
        headers: orderToken(order),
        payload: { order_payment: { ...card, card_name: 7, expiry: 'x'.repeat(20) } },
      });
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    expect(log).not.toContain('5555555555554444');
    // As a value of its own: a response time like 1.98761 is not the CVC.
    expect(log).not.toMatch(/(?<![\w.])9876(?!\w)/);

    // Every text of every table in the database.
    const tables = await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { table_name: table } of tables) {
      const rows = await t.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
      for (const { row } of rows) {
        for (const number of [
          '4111111111111111',
          '5555555555554444',
          '4000000000000002',
          '4242424242424242',
        ]) {
          expect(row).not.toContain(number);
        }
      }
    }
    const cvcColumns = await t.db.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name ILIKE '%cvc%'",
    );
    expect(cvcColumns).toEqual([]);
  });
});

describe('GET /orders/tp/{id}', () => {
  it("is 404 with another order's token", async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const other = await orderReadyToPay(t.app, product.id, zoneId);
    const response = await t.app.inject({ url: `/orders/tp/${order.id}`, headers: orderToken(other) });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe('Pedido no encontrado');
  });
});
