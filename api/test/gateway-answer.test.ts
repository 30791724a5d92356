import { createHash } from 'node:crypto';
import type { ErrorBody, PaymentResult, ProcessorData } from '@store/contracts';
import type { GatewaySettings } from '../src/payments/gateway-settings.js';
import {
  insertZone,
  orderReadyToPay,
  orderToken,
  startCardPayment,
  stockOf,
  takeProduct,
  type CreatedOrder,
} from './support/checkout-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

/**
 * A production-like store: a real gateway's URL and a private secret, no sandbox. The only way
 * an order becomes paid is the gateway's signed answer posted to POST /gateway/response.
 */
const SECRET = 'secreto-privado-del-banco-7f3a9c';
const GATEWAY: GatewaySettings = {
  keyId: 'merchant-4471',
  secret: SECRET,
  url: 'https://pagos.banco.example/transact',
  returnUrl: 'https://tienda.example/checkout/finalizacion',
  processor: 'banco',
};

let t: TestApp;
let zoneId: number;
beforeAll(async () => {
  t = await createTestApp({ gateway: GATEWAY, gatewaySandbox: false });
  zoneId = (await insertZone(t.db, { cost: 150, freeFrom: null })).id;
});
afterAll(() => t.close());

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

const billed = (order: CreatedOrder): Promise<ProcessorData> => startCardPayment(t.app, order);

/** The return URL's query as the bank signs it: md5(orderid|amount|response|authcode|time|secret). */
function bankAnswer(
  data: ProcessorData,
  response: 1 | 2 | 3,
  authcode: string,
  time = data.time + 30,
  secret = SECRET,
): Record<string, string> {
  return {
    orderid: String(data.orderId),
    response: String(response),
    responsetext: response === 1 ? 'Transacción aprobada' : 'Fondos insuficientes',
    authcode,
    time: String(time),
    hash: md5(`${data.orderId}|${data.amount}|${response}|${authcode}|${time}|${secret}`),
  };
}

const postAnswer = (fields: Record<string, string>, form = false) =>
  t.app.inject({
    method: 'POST',
    url: '/gateway/response',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        }
      : { payload: fields }),
  });

const paymentResult = async (order: CreatedOrder) =>
  json<PaymentResult>(await t.app.inject({ url: `/orders/tp/${order.id}`, headers: orderToken(order) }));

describe('POST /gateway/response (a real gateway, sandbox off)', () => {
  it("pays the order with the bank's signed approval (form post), once", async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order);
    const answer = bankAnswer(data, 1, '731904');

    const first = await postAnswer(answer, true);
    expect(first.statusCode).toBe(200);
    expect(json<PaymentResult>(first)).toMatchObject({
      orderId: order.id,
      number: order.number,
      status: 'paid',
      payment: { status: 'approved', authCode: '731904', processor: 'banco', last4: '1111' },
    });
    expect(first.headers['cache-control']).toContain('no-store');
    // The shopper reloading the finalisation page posts the same answer again: nothing changes.
    const again = await postAnswer(answer);
    expect(again.statusCode).toBe(200);
    expect(json<PaymentResult>(again).status).toBe('paid');
    const events = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM order_events WHERE order_id = $1 AND status = 'paid'`,
      [order.id],
    );
    expect(events[0]?.n).toBe('1');
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('refuses answers not signed with the secret, for another amount or with a changed result', async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const data = await billed(order);
    const forged = [
      bankAnswer(data, 1, '111111', data.time + 30, 'sandbox-secreto-solo-para-desarrollo'),
      bankAnswer({ ...data, amount: '1.00' }, 1, '111111'),
      { ...bankAnswer(data, 2, ''), response: '1', authcode: '111111' },
      { ...bankAnswer(data, 1, '111111'), orderid: String(data.orderId + 1) },
      { ...bankAnswer(data, 1, '111111'), hash: 'x'.repeat(32) },
    ];
    for (const fields of forged) {
      const response = await postAnswer(fields);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Firma de pago inválida',
        code: 'INVALID_SIGNATURE',
      });
    }
    expect((await paymentResult(order)).status).toBe('pending');
  });

  it('records a decline, keeps the order payable, and an old answer cannot settle a newer attempt', async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const first = await billed(order);
    const declined = await postAnswer(bankAnswer(first, 2, ''));
    expect(json<PaymentResult>(declined)).toMatchObject({
      status: 'pending',
      payment: { status: 'declined', responseText: 'Fondos insuficientes' },
    });

    // A new attempt signed later; the old (genuine) decline replayed must not touch it.
    const second = { ...(await billed(order)) };
    const stale = bankAnswer(second, 2, '', second.time - 60);
    expect((await postAnswer(stale)).statusCode).toBe(400);
    expect((await paymentResult(order)).payment).toMatchObject({ status: 'pending' });

    const approved = await postAnswer(bankAnswer(second, 1, '555001'));
    expect(json<PaymentResult>(approved)).toMatchObject({ status: 'paid', payment: { authCode: '555001' } });
  });
});
