import { createHash } from 'node:crypto';
import type { ErrorBody, PaymentResult, ProcessorData } from '@store/contracts';
import type { GatewaySettings } from '../src/payments/gateway-settings.js';
import {
  insertCoupon,
  insertStore,
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

/** Every genuinely signed answer the store kept for an order, oldest first. */
const answersOf = (orderId: number) =>
  t.db.query<{ response: number; auth_code: string; amount: string; outcome: string; reason: string | null }>(
    `SELECT response, auth_code, amount::text AS amount, outcome, reason FROM payment_answers
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );

const eventNotes = async (orderId: number): Promise<string[]> =>
  (
    await t.db.query<{ note: string }>('SELECT note FROM order_events WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])
  ).map((row) => row.note);

const refundMails = (order: CreatedOrder) =>
  t.db.query<{ body: string }>(
    `SELECT body FROM outbox_messages WHERE recipient = $1 AND subject = $2 ORDER BY id`,
    [order.email, `Pedido ${order.number}: revisaremos un cobro para reembolsarlo`],
  );

describe('a bank approval pays exactly the order it was signed for (issue 33)', () => {
  it('an approval for the total before the products changed does not pay the bigger order: it is kept as a charge to refund', async () => {
    const cheap = await takeProduct(t.db, { stock: 5, price: 189 });
    const dear = await takeProduct(t.db, { stock: 5, price: 80000 });
    const order = await orderReadyToPay(t.app, cheap.id, zoneId);
    const signed = await billed(order);

    const grown = await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}`,
      headers: orderToken(order),
      payload: { products: [{ id: dear.id, qty: 3 }] },
    });
    expect(grown.statusCode).toBe(200);

    const answer = await postAnswer(bankAnswer(signed, 1, '918273'));
    expect(answer.statusCode).toBe(200);
    const result = json<PaymentResult>(answer);
    expect(result.status).toBe('pending');
    expect(result.payment).toMatchObject({ status: 'cancelled' });
    expect(result.chargesToRefund).toEqual([
      {
        amount: Number(signed.amount),
        authCode: '918273',
        reason: 'El intento de pago ya no era válido (el pedido cambió o se inició otro pago)',
        receivedAt: expect.any(String) as unknown,
      },
    ]);
    // The same answer again (a reload of the result page): recorded once, nothing more.
    expect(
      json<PaymentResult>(await postAnswer(bankAnswer(signed, 1, '918273'))).chargesToRefund,
    ).toHaveLength(1);
    expect(await answersOf(order.id)).toEqual([
      expect.objectContaining({
        response: 1,
        auth_code: '918273',
        amount: signed.amount,
        outcome: 'refund_review',
      }),
    ]);
    expect((await eventNotes(order.id)).filter((note) => note.endsWith('Revisar reembolso'))).toHaveLength(1);
    expect(await refundMails(order)).toHaveLength(1);
    // The shopper confirms the payment again for the order as it is now, and that pays it.
    const again = await billed(order);
    expect(Number(again.amount)).toBeGreaterThan(240000);
    expect(json<PaymentResult>(await postAnswer(bankAnswer(again, 1, '918274')))).toMatchObject({
      status: 'paid',
      payment: { status: 'approved', authCode: '918274' },
    });
  });

  it('a shipping or coupon change after billing ends the pending attempt', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 3000 });
    const store = await insertStore(t.db);
    const code = `DESC${Date.now() % 100000}`;
    await insertCoupon(t.db, { code, type: 'P', discount: 10, remaining: 10 });
    const changes = [
      { url: 'shipping', payload: { shipping_method: 'store', store_id: store.id } },
      { url: 'coupon', payload: { code } },
    ];
    for (const change of changes) {
      const order = await orderReadyToPay(t.app, product.id, zoneId);
      const signed = await billed(order);
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/orders/${order.id}/${change.url}`,
        headers: orderToken(order),
        payload: change.payload,
      });
      expect(changed.statusCode).toBe(200);
      expect((await paymentResult(order)).payment).toMatchObject({
        status: 'cancelled',
        responseText: 'El pedido cambió; vuelve a confirmar el pago',
      });
      const result = json<PaymentResult>(await postAnswer(bankAnswer(signed, 1, '700001')));
      expect(result.status).toBe('pending');
      expect(result.chargesToRefund).toHaveLength(1);
    }
  });

  it('an approval whose signed amount is no longer the order total does not pay it', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 500 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const signed = await billed(order);
    // Something that changed the total without ending the attempt (a price rule, an operator):
    // the store compares with the total at the moment the answer arrives.
    await t.db.query('UPDATE orders SET total = total + 250 WHERE id = $1', [order.id]);
    const result = json<PaymentResult>(await postAnswer(bankAnswer(signed, 1, '620620')));
    expect(result.status).toBe('pending');
    expect(result.chargesToRefund?.[0]).toMatchObject({
      authCode: '620620',
      reason: 'El total del pedido cambió después de confirmar el pago',
    });
    expect(result.payment).toMatchObject({ status: 'cancelled', authCode: '620620' });
  });

  it('two attempts both approved (two tabs): the first approval pays, the second is a duplicate charge to refund', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 1200 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const firstTab = await billed(order);
    const secondTab = await billed(order);

    const paid = json<PaymentResult>(await postAnswer(bankAnswer(secondTab, 1, '100001')));
    expect(paid).toMatchObject({ status: 'paid', chargesToRefund: [] });
    // The same charge told again with another time (the gateway's notification): not a new charge.
    const repeat = json<PaymentResult>(
      await postAnswer(bankAnswer(secondTab, 1, '100001', secondTab.time + 90)),
    );
    expect(repeat.chargesToRefund).toEqual([]);

    const duplicate = json<PaymentResult>(await postAnswer(bankAnswer(firstTab, 1, '100002')));
    expect(duplicate.status).toBe('paid');
    expect(duplicate.chargesToRefund).toEqual([
      expect.objectContaining({
        authCode: '100002',
        reason: 'El pedido ya estaba pagado: es un cobro duplicado',
      }),
    ]);
    expect((await answersOf(order.id)).map((row) => row.outcome)).toEqual([
      'paid',
      'repeated',
      'refund_review',
    ]);
    const [mail] = await refundMails(order);
    expect(mail?.body).toContain('Tu pedido ya está pagado');
  });

  it('an approval of an older attempt signed for another amount is recorded, not refused', async () => {
    const cheap = await takeProduct(t.db, { stock: 5, price: 700 });
    const order = await orderReadyToPay(t.app, cheap.id, zoneId);
    const first = await billed(order);
    await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}`,
      headers: orderToken(order),
      payload: { products: [{ id: cheap.id, qty: 2 }] },
    });
    const second = await billed(order);
    expect(second.amount).not.toBe(first.amount);

    const result = json<PaymentResult>(await postAnswer(bankAnswer(first, 1, '333111')));
    expect(result.status).toBe('pending');
    expect(result.chargesToRefund).toEqual([
      expect.objectContaining({ amount: Number(first.amount), authCode: '333111' }),
    ]);
    // The pending attempt is untouched and still pays the order.
    expect(result.payment).toMatchObject({ status: 'pending', amount: Number(second.amount) });
    expect(json<PaymentResult>(await postAnswer(bankAnswer(second, 1, '333112'))).status).toBe('paid');
  });

  it('a decline is recorded too; an answer with a bad signature is 400 and leaves no record', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const signed = await billed(order);
    expect((await postAnswer({ ...bankAnswer(signed, 1, '1'), hash: 'f'.repeat(32) })).statusCode).toBe(400);
    expect((await postAnswer({ ...bankAnswer(signed, 1, '1'), orderid: '4294967296' })).statusCode).toBe(400);
    expect(await answersOf(order.id)).toEqual([]);
    await postAnswer(bankAnswer(signed, 2, ''));
    expect(await answersOf(order.id)).toEqual([
      expect.objectContaining({ response: 2, outcome: 'declined' }),
    ]);
  });

  it('an approval for an order that expired is kept as a charge to refund', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const signed = await billed(order);
    await t.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      order.id,
    ]);
    // Anything touching the order releases an expired reservation first.
    await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/coupon`,
      headers: orderToken(order),
      payload: { code: 'NOEXISTE' },
    });
    const result = json<PaymentResult>(await postAnswer(bankAnswer(signed, 1, '404404')));
    expect(result.status).toBe('expired');
    expect(result.chargesToRefund).toEqual([
      expect.objectContaining({
        authCode: '404404',
        reason: 'El pedido ya no admitía pagos',
      }),
    ]);
  });
});
