/**
 * Orders and payments in the back office (issue 34; api/docs/orders.md#back-office), over HTTP
 * with the demo staff: the list and its filters, one order's detail, the four transitions (each
 * with its event, mail, audit entry and 'Mi Pedido' view, idempotent repeats and 409 refusals),
 * a confirmation racing the 48 h expiry, and the queue of payments to review.
 */
import { createHash } from 'node:crypto';
import {
  AdminOrderDetail,
  AdminOrderList,
  matchesContract,
  OrderTracking,
  type PaymentReviewItem,
  PaymentReviewPage,
  type ErrorBody,
  type ProcessorData,
} from '@store/contracts';
import { transitionOrder } from '../src/back-office/order-transitions.js';
import { releaseExpiredReservations } from '../src/orders/order-expiry.js';
import { DEVELOPMENT_GATEWAY_SECRET } from '../src/payments/gateway-settings.js';
import {
  createOrder,
  insertCoupon,
  insertStore,
  insertZone,
  orderToken,
  remainingOf,
  startCardPayment,
  stockOf,
  takeProduct,
  VALID_CONTACT,
  type CreatedOrder,
  type TestProduct,
} from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';
import { demoStaffToken } from './support/staff-fixtures.js';

let t: TestApp;
let zoneId: number;
let store: { id: number; name: string };
let pedidos: string;
let catalogo: string;

beforeAll(async () => {
  t = await createTestApp();
  zoneId = (await insertZone(t.db, { cost: 150, freeFrom: null })).id;
  store = await insertStore(t.db);
  pedidos = await demoStaffToken(t.db, 'pedidos@ejemplo.hn');
  catalogo = await demoStaffToken(t.db, 'catalogo@ejemplo.hn');
});
afterAll(() => t.close());

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = pedidos) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const detailOf = async (id: number): Promise<AdminOrderDetail> =>
  json<AdminOrderDetail>(await staffCall('GET', `/admin/orders/${id}`));

const act = (id: number, action: string, payload?: object) =>
  staffCall('POST', `/admin/orders/${id}/${action}`, payload);

interface Placed {
  order: CreatedOrder;
  product: TestProduct;
}

/** An order with contact and shipping saved (home delivery, or pick-up at the test store). */
async function placedOrder(
  options: {
    contact?: Partial<Record<keyof typeof VALID_CONTACT, string>>;
    pickup?: boolean;
    coupon?: string;
    price?: number;
  } = {},
): Promise<Placed> {
  const product = await takeProduct(t.db, { stock: 10, price: options.price ?? 1000 });
  const order = await createOrder(t.app, {
    products: [{ id: product.id, qty: 2 }],
    ...VALID_CONTACT,
    ...options.contact,
    ...(options.coupon ? { coupon: options.coupon } : {}),
  });
  const shipping = await t.app.inject({
    method: 'PUT',
    url: `/orders/${order.id}/shipping`,
    headers: orderToken(order),
    payload: options.pickup
      ? { shipping_method: 'store', store_id: store.id }
      : { shipping_method: 'home', shipping_zone_id: zoneId, address_1: 'Colonia Palmira, casa 12' },
  });
  expect(shipping.statusCode).toBe(200);
  return { order, product };
}

/** A placed order left waiting for a transfer (or a payment at the test store). */
async function awaitingPayment(
  method: 'transfer' | 'storepay' = 'transfer',
  options: Parameters<typeof placedOrder>[0] = {},
): Promise<Placed> {
  const placed = await placedOrder(options);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/orders/${placed.order.id}/${method}`,
    headers: orderToken(placed.order),
    payload: method === 'transfer' ? {} : { store_id: store.id },
  });
  expect(response.statusCode).toBe(200);
  return placed;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** The gateway's signed answer to an attempt (the test app signs with the development secret). */
const postBankAnswer = (data: ProcessorData, authcode: string, time = data.time + 30) =>
  t.app.inject({
    method: 'POST',
    url: '/gateway/response',
    payload: {
      orderid: String(data.orderId),
      response: '1',
      responsetext: 'Transacción aprobada',
      authcode,
      time: String(time),
      hash: md5(`${data.orderId}|${data.amount}|1|${authcode}|${time}|${DEVELOPMENT_GATEWAY_SECRET}`),
    },
  });

/** A card order the bank's approval paid. */
async function paidByCard(
  options: Parameters<typeof placedOrder>[0] = {},
): Promise<Placed & { data: ProcessorData }> {
  const placed = await placedOrder(options);
  const data = await startCardPayment(t.app, placed.order);
  expect((await postBankAnswer(data, '111111')).statusCode).toBe(200);
  return { ...placed, data };
}

async function transferPaid(options: Parameters<typeof placedOrder>[0] = {}): Promise<Placed> {
  const placed = await awaitingPayment('transfer', options);
  const total = (await detailOf(placed.order.id)).order.total;
  expect(
    (await act(placed.order.id, 'confirm-payment', { reference: 'DEP-1', amount: total })).statusCode,
  ).toBe(200);
  return placed;
}

/** What one order left behind: its events, its mails and its audit entries. */
async function tracesOf(order: CreatedOrder) {
  const events = await t.db.query<{ status: string; note: string }>(
    'SELECT status, note FROM order_events WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  const mails = await t.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox_messages WHERE subject LIKE $1 ORDER BY id',
    [`Pedido ${order.number}:%`],
  );
  const audits = await t.db.query<{
    action: string;
    role: string;
    staff_email: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    note: string;
  }>(
    `SELECT action, role, staff_email, before, after, note FROM audit_log
      WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`,
    [String(order.id)],
  );
  return { events, mails, audits };
}

async function tracking(order: CreatedOrder): Promise<OrderTracking> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/orders/tracking',
    payload: { number: order.number, email: order.email },
  });
  expect(response.statusCode).toBe(200);
  const tracked = json<OrderTracking>(response);
  expect(matchesContract(OrderTracking, tracked)).toBe(true);
  return tracked;
}

const refusal = (message: string): ErrorBody => ({ message, code: 'ILLEGAL_TRANSITION' });

describe('GET /admin/orders', () => {
  const email = `lista-${process.pid}@ejemplo.hn`;
  const contact = { email, firstname: 'Zoila', lastname: 'Ñúñez' };
  let placed: Placed[];

  beforeAll(async () => {
    placed = [
      await awaitingPayment('transfer', { contact }),
      await awaitingPayment('storepay', { contact }),
      await placedOrder({ contact }),
    ];
  });

  const list = async (query: string): Promise<AdminOrderList> => {
    const response = await staffCall('GET', `/admin/orders?${query}`);
    expect(response.statusCode).toBe(200);
    const page = json<AdminOrderList>(response);
    expect(matchesContract(AdminOrderList, page)).toBe(true);
    return page;
  };
  const numbers = (page: AdminOrderList): string[] => page.items.map((row) => row.number);
  const [first, second, third] = [0, 1, 2];

  it('finds a customer by e-mail, newest first, with the counts per status', async () => {
    const page = await list(`q=${encodeURIComponent(email.toUpperCase())}`);
    expect(numbers(page)).toEqual([third, second, first].map((i) => placed[i]?.order.number));
    expect(page._meta).toEqual({ totalCount: 3, pageCount: 1, currentPage: 1, perPage: 25 });
    expect(page.items[2]).toEqual({
      id: placed[first]?.order.id,
      number: placed[first]?.order.number,
      createdAt: expect.any(String),
      customerName: 'Zoila Ñúñez',
      email,
      status: 'pending_payment',
      statusLabel: 'Pendiente de pago',
      paymentMethod: 'transfer',
      paymentMethodLabel: 'Transferencia bancaria',
      shippingMethod: 'home',
      total: 2150,
    });
    const counts = Object.fromEntries(page.statusCounts.map((count) => [count.status, count.count]));
    expect(counts).toMatchObject({ pending: 1, pending_payment: 2, paid: 0, cancelled: 0 });
    expect(page.statusCounts.find((count) => count.status === 'pending_payment')?.label).toBe(
      'Pendiente de pago',
    );
  });

  it('filters by status and payment method, keeping the counts of the other filters', async () => {
    const byStatus = await list(`q=${email}&status=pending_payment`);
    expect(numbers(byStatus)).toEqual([second, first].map((i) => placed[i]?.order.number));
    expect(byStatus.statusCounts.find((count) => count.status === 'pending')?.count).toBe(1);
    const byMethod = await list(`q=${email}&paymentMethod=store-pay`);
    expect(numbers(byMethod)).toEqual([placed[second]?.order.number]);
  });

  it('searches the number without dashes and the name without accents or case', async () => {
    const number = placed[first]?.order.number ?? '';
    expect(numbers(await list(`q=${number.replace(/-/g, '').toLowerCase()}`))).toEqual([number]);
    expect(numbers(await list(`q=${number.slice(3, 7)}`))).toContain(number);
    expect((await list('q=zoila%20nunez'))._meta.totalCount).toBe(3);
    expect((await list('q=zz%25_ninguno'))._meta.totalCount).toBe(0);
  });

  it('pages, and filters by the day the order was placed (Honduras time)', async () => {
    const page = await list(`q=${email}&per-page=1&page=2`);
    expect(numbers(page)).toEqual([placed[second]?.order.number]);
    expect(page._meta).toEqual({ totalCount: 3, pageCount: 3, currentPage: 2, perPage: 1 });
    const honduras = new Date(Date.now() - 6 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await list(`q=${email}&from=${honduras}&to=${honduras}`))._meta.totalCount).toBe(3);
    expect((await list(`q=${email}&from=2020-01-01&to=2020-12-31`))._meta.totalCount).toBe(0);
    const reversed = await staffCall('GET', '/admin/orders?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(json<ErrorBody>(reversed).message).toBe(
      'La fecha inicial no puede ser posterior a la fecha final',
    );
    expect((await staffCall('GET', '/admin/orders?status=perdido')).statusCode).toBe(400);
  });

  describe('sorted by a column (?sort=key, ?sort=-key)', () => {
    const sortEmail = `orden-${process.pid}@ejemplo.hn`;
    let cheap: Placed, dear: Placed, middle: Placed;

    beforeAll(async () => {
      const contact = { email: sortEmail };
      // Placed in this order: cheap (cart only), dear (transfer), middle (transfer).
      cheap = await placedOrder({ contact, price: 300 });
      dear = await awaitingPayment('transfer', { contact, price: 5000 });
      middle = await awaitingPayment('transfer', { contact, price: 1200 });
    });
    const sorted = async (sort: string): Promise<string[]> =>
      numbers(await list(`q=${sortEmail}&sort=${encodeURIComponent(sort)}`));
    const numberOf = (...orders: Placed[]) => orders.map((one) => one.order.number);

    it('by total, date, number and status (workflow order), either way; newest first without sort', async () => {
      expect(await sorted('total')).toEqual(numberOf(cheap, middle, dear));
      expect(await sorted('-total')).toEqual(numberOf(dear, middle, cheap));
      expect(await sorted('createdAt')).toEqual(numberOf(cheap, dear, middle));
      expect(numbers(await list(`q=${sortEmail}`))).toEqual(numberOf(middle, dear, cheap));
      expect(await sorted('-createdAt')).toEqual(numberOf(middle, dear, cheap));
      expect(await sorted('number')).toEqual([...numberOf(cheap, dear, middle)].sort());
      expect(await sorted('-number')).toEqual([...numberOf(cheap, dear, middle)].sort().reverse());
      // 'En proceso de compra' before 'Pendiente de pago'; equal statuses by id, the same way.
      expect(await sorted('status')).toEqual(numberOf(cheap, dear, middle));
      expect(await sorted('-status')).toEqual(numberOf(middle, dear, cheap));
    });

    it('keeps the sort across pages', async () => {
      const pages = [1, 2, 3].map((page) => list(`q=${sortEmail}&sort=-total&per-page=1&page=${page}`));
      expect((await Promise.all(pages)).flatMap(numbers)).toEqual(numberOf(dear, middle, cheap));
    });

    it('refuses a column it cannot sort by, in Spanish (400)', async () => {
      for (const sort of ['precio', '-', 'total;DROP TABLE orders', '--total']) {
        const response = await staffCall('GET', `/admin/orders?sort=${encodeURIComponent(sort)}`);
        expect(response.statusCode).toBe(400);
        const body = json<ErrorBody>(response);
        expect(body).toMatchObject({ message: 'Parámetros inválidos', code: 'VALIDATION_ERROR' });
        expect(body.fields?.sort).toContain('-createdAt');
      }
    });
  });
});

describe('GET /admin/orders/{id}', () => {
  it('shows lines, totals, coupon, contact, delivery, card attempts, bank answers and events', async () => {
    const code = `ADM${process.pid}`;
    const product = await takeProduct(t.db, { stock: 5, price: 2000 });
    await insertCoupon(t.db, { code, type: 'F', discount: 100, remaining: 5, products: [product.id] });
    const order = await createOrder(t.app, {
      products: [{ id: product.id, qty: 1 }],
      ...VALID_CONTACT,
      coupon: code,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/shipping`,
      headers: orderToken(order),
      payload: { shipping_method: 'home', shipping_zone_id: zoneId, address_1: 'Barrio El Centro, casa 3' },
    });
    const data = await startCardPayment(t.app, order);
    await postBankAnswer(data, '482913');

    const detail = await detailOf(order.id);
    expect(detail.order).toMatchObject({
      number: order.number,
      status: 'paid',
      statusLabel: 'Pagado',
      email: VALID_CONTACT.email,
      telephone: VALID_CONTACT.telephone,
      products: [{ id: product.id, qty: 1, price: 2000, discount: 100 }],
      coupon: { code, amount: 100 },
      subtotal: 2000,
      discount: 100,
      shippingTotal: 150,
      total: 2050,
      shippingAddress: { address_1: 'Barrio El Centro, casa 3' },
    });
    expect(detail).toMatchObject({
      paymentMethodLabel: 'Tarjeta de crédito o débito',
      paymentReference: null,
      shipment: null,
      pickupStore: null,
      creditStatus: null,
      allowedActions: ['ship', 'cancel'],
      paymentAttempts: [{ status: 'approved', amount: 2050, last4: '1111', authCode: '482913' }],
      gatewayAnswers: [{ response: 1, authCode: '482913', amount: 2050, outcome: 'paid', reason: null }],
      paymentReviews: [],
    });
    expect(detail.events.map((event) => event.note)).toEqual([
      'Pedido recibido',
      'Pago con tarjeta aprobado (autorización 482913)',
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/hash|access_token|accessToken/);
    expect(matchesContract(AdminOrderDetail, detail)).toBe(true);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await staffCall('GET', '/admin/orders/2147483647');
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe('Pedido no encontrado');
  });
});

describe('confirming a transfer or store payment', () => {
  it('pays the order: sale, event, mail, audit and Mi Pedido; a repeat writes nothing', async () => {
    const { order, product } = await awaitingPayment('transfer');
    expect(await stockOf(t.db, product.id)).toBe(8);

    const mismatch = await act(order.id, 'confirm-payment', { reference: 'DEP-77', amount: 2100 });
    expect(mismatch.statusCode).toBe(422);
    expect(json<ErrorBody>(mismatch)).toEqual({
      message: 'El monto recibido (L 2,100.00) no coincide con el total del pedido (L 2,150.00)',
      code: 'AMOUNT_MISMATCH',
      fields: { amount: 'El monto recibido (L 2,100.00) no coincide con el total del pedido (L 2,150.00)' },
    });
    const cents = await act(order.id, 'confirm-payment', { reference: 'DEP-77', amount: 2150.001 });
    expect(cents.statusCode).toBe(422);
    expect(json<ErrorBody>(cents).message).toBe(
      'El monto recibido se escribe en lempiras con dos decimales como máximo',
    );
    expect((await act(order.id, 'confirm-payment', { amount: 2150 })).statusCode).toBe(400);
    expect((await detailOf(order.id)).order.status).toBe('pending_payment');

    const response = await act(order.id, 'confirm-payment', { reference: ' DEP-77 ', amount: 2150 });
    expect(response.statusCode).toBe(200);
    const detail = json<AdminOrderDetail>(response);
    expect(detail).toMatchObject({
      order: { status: 'paid', statusLabel: 'Pagado', reservedUntil: null },
      paymentReference: 'DEP-77',
      allowedActions: ['ship', 'cancel'],
    });
    expect(detail.order.instructions).toBeUndefined();
    // The reservation became a sale: the units stay taken and nothing expires the order.
    expect(await stockOf(t.db, product.id)).toBe(8);
    const [row] = await t.db.query<{ stock_reserved: boolean }>(
      'SELECT stock_reserved FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row?.stock_reserved).toBe(false);

    const traces = await tracesOf(order);
    expect(traces.events.at(-1)).toEqual({
      status: 'paid',
      note: 'Pago por transferencia confirmado (referencia DEP-77)',
    });
    expect(traces.mails.at(-1)?.subject).toBe(`Pedido ${order.number}: pago recibido`);
    expect(traces.mails.at(-1)?.body).toContain('L 2150.00');
    expect(traces.audits).toEqual([
      {
        action: 'order.confirm-payment',
        role: 'pedidos',
        staff_email: 'pedidos@ejemplo.hn',
        before: expect.objectContaining({
          status: 'pending_payment',
          stockReserved: true,
          paymentReference: null,
        }),
        after: expect.objectContaining({ status: 'paid', stockReserved: false, paymentReference: 'DEP-77' }),
        note: 'Pago por transferencia confirmado (referencia DEP-77)',
      },
    ]);
    const tracked = await tracking(order);
    expect(tracked).toMatchObject({ status: 'paid', statusLabel: 'Pagado', shipment: null });
    expect(tracked.events.at(-1)).toMatchObject({
      status: 'paid',
      label: 'Pagado',
      note: 'Pago por transferencia confirmado (referencia DEP-77)',
    });

    const repeat = await act(order.id, 'confirm-payment', { reference: 'DEP-77', amount: 2150 });
    expect(repeat.statusCode).toBe(200);
    expect(json<AdminOrderDetail>(repeat).order.status).toBe('paid');
    expect(await tracesOf(order)).toEqual(traces);
  });

  it('confirms a payment at the store with its receipt', async () => {
    const { order } = await awaitingPayment('storepay');
    const response = await act(order.id, 'confirm-payment', { reference: 'R-0091', amount: 2150 });
    expect(response.statusCode).toBe(200);
    expect(json<AdminOrderDetail>(response).events.at(-1)).toMatchObject({
      status: 'paid',
      note: 'Pago en tienda confirmado (recibo R-0091)',
    });
  });
});

describe('illegal transitions', () => {
  it('answers 409 with a Spanish message and writes nothing', async () => {
    const waiting = (await awaitingPayment('transfer')).order;
    const card = (await placedOrder()).order;
    const paid = (await paidByCard()).order;
    // A credit order the credit team approved (it is then paid by credit).
    const credit = (await transferPaid()).order;
    await t.db.query(`UPDATE orders SET payment_method = 'credit' WHERE id = $1`, [credit.id]);
    const cases: [CreatedOrder, string, object | undefined, string][] = [
      [
        waiting,
        'ship',
        { carrier: 'Cargo Expreso', trackingNumber: 'CE-1' },
        'Un pedido «Pendiente de pago» no se puede enviar',
      ],
      [waiting, 'deliver', undefined, 'Un pedido «Pendiente de pago» no se puede marcar como entregado'],
      [paid, 'deliver', undefined, 'Un pedido «Pagado» no se puede marcar como entregado'],
      [
        card,
        'confirm-payment',
        { reference: 'X', amount: 2150 },
        'El pago con tarjeta lo confirma la respuesta del banco: no se confirma a mano',
      ],
      [
        paid,
        'confirm-payment',
        { reference: 'X', amount: 2150 },
        'El pago con tarjeta lo confirma la respuesta del banco: no se confirma a mano',
      ],
      [card, 'ship', {}, 'Un pedido «En proceso de compra» no se puede enviar'],
      [
        credit,
        'cancel',
        { reason: 'X' },
        'Un pedido a crédito no se cancela aquí: su solicitud se rechaza desde Crédito, y un crédito aprobado ya tiene contratos vigentes',
      ],
    ];
    for (const [order, action, payload, message] of cases) {
      const before = await tracesOf(order);
      const response = await act(order.id, action, payload);
      expect({ action, status: response.statusCode, body: json<ErrorBody>(response) }).toEqual({
        action,
        status: 409,
        body: refusal(message),
      });
      expect(await tracesOf(order)).toEqual(before);
    }
  });
});

describe('shipping, pick-up and delivery', () => {
  it('ships a home delivery with its carrier and guide, then delivers it', async () => {
    const { order } = await transferPaid();
    const missing = await act(order.id, 'ship', { carrier: 'Cargo Expreso' });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).fields).toEqual({ trackingNumber: 'Campo Requerido' });

    const shipped = await act(order.id, 'ship', { carrier: 'Cargo Expreso', trackingNumber: 'CE-558812' });
    expect(shipped.statusCode).toBe(200);
    expect(json<AdminOrderDetail>(shipped)).toMatchObject({
      order: { status: 'shipped', statusLabel: 'Enviado' },
      shipment: { carrier: 'Cargo Expreso', trackingNumber: 'CE-558812' },
      allowedActions: ['deliver'],
    });
    let traces = await tracesOf(order);
    expect(traces.events.at(-1)).toEqual({
      status: 'shipped',
      note: 'Enviado con Cargo Expreso, guía CE-558812',
    });
    expect(traces.mails.at(-1)?.subject).toBe(`Pedido ${order.number}: enviado`);
    expect(traces.mails.at(-1)?.body).toContain('CE-558812');
    expect(traces.audits.at(-1)).toMatchObject({
      action: 'order.ship',
      before: { status: 'paid', carrier: null },
      after: { status: 'shipped', carrier: 'Cargo Expreso', trackingNumber: 'CE-558812' },
    });
    expect(await tracking(order)).toMatchObject({
      status: 'shipped',
      statusLabel: 'Enviado',
      shipment: { carrier: 'Cargo Expreso', trackingNumber: 'CE-558812' },
    });
    expect((await act(order.id, 'ship', {})).statusCode).toBe(200);
    expect(await tracesOf(order)).toEqual(traces);
    const cancelShipped = await act(order.id, 'cancel', { reason: 'Ya no lo quiere' });
    expect(json<ErrorBody>(cancelShipped)).toEqual(refusal('Un pedido «Enviado» no se puede cancelar'));

    const delivered = await act(order.id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(json<AdminOrderDetail>(delivered)).toMatchObject({
      order: { status: 'delivered', statusLabel: 'Entregado' },
      allowedActions: [],
    });
    traces = await tracesOf(order);
    expect(traces.events.at(-1)).toEqual({ status: 'delivered', note: 'Entregado' });
    expect(traces.mails.at(-1)?.subject).toBe(`Pedido ${order.number}: entregado`);
    expect(traces.audits.at(-1)).toMatchObject({ action: 'order.deliver', after: { status: 'delivered' } });
    expect((await tracking(order)).events.map((event) => event.label)).toEqual([
      'En proceso de compra',
      'Pendiente de pago',
      'Pagado',
      'Enviado',
      'Entregado',
    ]);
    expect((await act(order.id, 'deliver')).statusCode).toBe(200);
    expect(await tracesOf(order)).toEqual(traces);
    const cancelDelivered = await act(order.id, 'cancel', { reason: 'Ya no lo quiere' });
    expect(cancelDelivered.statusCode).toBe(409);
    expect(json<ErrorBody>(cancelDelivered)).toEqual(refusal('Un pedido «Entregado» no se puede cancelar'));
  });

  it("readies a store pick-up: 'Listo para recoger en {tienda}', shown so in Mi Pedido", async () => {
    const { order } = await awaitingPayment('storepay', { pickup: true });
    expect((await act(order.id, 'confirm-payment', { reference: 'R-1', amount: 2000 })).statusCode).toBe(200);
    const withCarrier = await act(order.id, 'ship', { carrier: 'Cargo Expreso' });
    expect(withCarrier.statusCode).toBe(400);
    expect(json<ErrorBody>(withCarrier).fields).toEqual({
      carrier: 'No aplica: el pedido se retira en tienda',
    });

    const ready = await act(order.id, 'ship', {});
    expect(ready.statusCode).toBe(200);
    const detail = json<AdminOrderDetail>(ready);
    expect(detail).toMatchObject({
      order: { status: 'shipped', statusLabel: 'Listo para recoger' },
      shipment: null,
      pickupStore: { id: store.id, name: store.name },
    });
    expect(detail.events.at(-1)).toMatchObject({
      status: 'shipped',
      label: 'Listo para recoger',
      note: `Listo para recoger en ${store.name}`,
    });
    const traces = await tracesOf(order);
    expect(traces.mails.at(-1)?.subject).toBe(`Pedido ${order.number}: listo para recoger`);
    expect(traces.mails.at(-1)?.body).toContain('Boulevard Morazán, Tegucigalpa');
    const tracked = await tracking(order);
    expect(tracked).toMatchObject({ status: 'shipped', statusLabel: 'Listo para recoger' });
    expect(tracked.events.at(-1)).toMatchObject({
      label: 'Listo para recoger',
      note: `Listo para recoger en ${store.name}`,
    });

    const delivered = json<AdminOrderDetail>(await act(order.id, 'deliver'));
    expect(delivered.events.at(-1)).toMatchObject({ status: 'delivered', note: 'Entregado en tienda' });
  });
});

describe('cancelling', () => {
  it('gives back the stock and the coupon use of an unpaid order, once', async () => {
    const code = `CANCEL${process.pid}`;
    await insertCoupon(t.db, { code, type: 'P', discount: 10, remaining: 5 });
    const { order, product } = await awaitingPayment('transfer', { coupon: code });
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect(await remainingOf(t.db, code)).toBe(4);
    expect((await act(order.id, 'cancel', {})).statusCode).toBe(400);
    expect((await act(order.id, 'cancel', { reason: '   ' })).statusCode).toBe(400);

    const response = await act(order.id, 'cancel', { reason: 'El cliente ya no lo quiere.' });
    expect(response.statusCode).toBe(200);
    expect(json<AdminOrderDetail>(response)).toMatchObject({
      order: { status: 'cancelled', statusLabel: 'Cancelado' },
      allowedActions: [],
      paymentReviews: [],
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await remainingOf(t.db, code)).toBe(5);
    const traces = await tracesOf(order);
    expect(traces.events.at(-1)).toEqual({
      status: 'cancelled',
      note: 'Cancelado: El cliente ya no lo quiere',
    });
    expect(traces.mails.at(-1)).toEqual({
      subject: `Pedido ${order.number}: cancelado`,
      body: `Hola Carlos: cancelamos tu pedido ${order.number}. Motivo: El cliente ya no lo quiere.\nNo se te cobró nada.`,
    });
    expect(traces.audits.at(-1)).toMatchObject({
      action: 'order.cancel',
      before: { status: 'pending_payment', stockReserved: true, couponCode: code },
      after: { status: 'cancelled', stockReserved: false },
      note: 'Cancelado: El cliente ya no lo quiere',
    });
    expect((await tracking(order)).statusLabel).toBe('Cancelado');

    expect((await act(order.id, 'cancel', { reason: 'otra vez' })).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await remainingOf(t.db, code)).toBe(5);
    expect(await tracesOf(order)).toEqual(traces);
    // The shelf has the units again, and the order no longer takes a payment.
    const confirm = await act(order.id, 'confirm-payment', { reference: 'X', amount: 1 });
    expect(json<ErrorBody>(confirm)).toEqual(
      refusal('Un pedido «Cancelado» no se puede confirmar como pagado'),
    );
  });

  it("cancels a paid order: its units back on the shelf and a 'reembolso pendiente' in the queue", async () => {
    const { order, product } = await transferPaid();
    expect(await stockOf(t.db, product.id)).toBe(8);
    const response = await act(order.id, 'cancel', { reason: 'Sin existencias en bodega' });
    expect(response.statusCode).toBe(200);
    const detail = json<AdminOrderDetail>(response);
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(detail.paymentReviews).toEqual([
      expect.objectContaining({
        kind: 'cancelled_paid_order',
        kindLabel: 'Reembolso pendiente de un pedido cancelado',
        orderNumber: order.number,
        orderStatus: 'cancelled',
        paymentMethod: 'transfer',
        amount: 2150,
        authCode: null,
        reason: 'Pedido cancelado: Sin existencias en bodega',
        resolvedAt: null,
      }),
    ]);
    expect(detail.events.at(-1)?.note).toBe(
      'Cancelado: Sin existencias en bodega. Reembolso pendiente de L 2,150.00',
    );
    expect((await tracesOf(order)).mails.at(-1)?.body).toContain('Te devolveremos L 2,150.00');
    const queue = json<PaymentReviewPage>(await staffCall('GET', '/admin/payments/review?per-page=200'));
    expect(queue.items.map((item) => item.id)).toContain(detail.paymentReviews[0]?.id);
  });
});

describe('a confirmation racing the 48 h expiry', () => {
  /** A transfer order whose 48 h ran out, before the expiry job has seen it. */
  async function overdue(): Promise<Placed> {
    const placed = await awaitingPayment('transfer');
    await t.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      placed.order.id,
    ]);
    return placed;
  }
  const confirm = (order: CreatedOrder) =>
    act(order.id, 'confirm-payment', { reference: 'DEP-9', amount: 2150 });
  const eventCount = async (order: CreatedOrder, status: string): Promise<number> =>
    (await tracesOf(order)).events.filter((event) => event.status === status).length;

  it('expiry first: the confirmation is refused and the stock stays released', async () => {
    const { order, product } = await overdue();
    expect(await releaseExpiredReservations(t.db, { orderId: order.id })).toEqual([order.id]);
    const response = await confirm(order);
    expect(response.statusCode).toBe(409);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe('ILLEGAL_TRANSITION');
    expect(body.message).toMatch(
      /^El pedido venció el .+; sus productos se liberaron y el pago ya no se puede confirmar\. Devuelve el dinero al cliente o pídele que haga un pedido nuevo$/,
    );
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect((await detailOf(order.id)).order.status).toBe('expired');
    expect(await eventCount(order, 'paid')).toBe(0);
  });

  it('confirmation first: the order is paid and the expiry then does nothing', async () => {
    const { order, product } = await overdue();
    expect((await confirm(order)).statusCode).toBe(200);
    expect(await releaseExpiredReservations(t.db, { orderId: order.id })).toEqual([]);
    expect((await detailOf(order.id)).order.status).toBe('paid');
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect(await eventCount(order, 'expired')).toBe(0);
  });

  /** Exactly one took effect: paid with its units sold, or expired with them back on the shelf. */
  async function expectOneWinner(placed: Placed, confirmed: boolean, expired: number[]): Promise<void> {
    const { order, product } = placed;
    expect(expired).toEqual(confirmed ? [] : [order.id]);
    expect((await detailOf(order.id)).order.status).toBe(confirmed ? 'paid' : 'expired');
    expect(await stockOf(t.db, product.id)).toBe(confirmed ? 8 : 10);
    expect((await eventCount(order, 'paid')) + (await eventCount(order, 'expired'))).toBe(1);
  }

  it('both at once over HTTP: exactly one of them takes effect', async () => {
    for (let round = 0; round < 3; round += 1) {
      const placed = await overdue();
      const [response, expired] = await Promise.all([
        confirm(placed.order),
        releaseExpiredReservations(t.db, { orderId: placed.order.id }),
      ]);
      expect([200, 409]).toContain(response.statusCode);
      await expectOneWinner(placed, response.statusCode === 200, expired);
    }
  });

  it('both in flight, each one started first: the one that locks the row wins, the other gives way', async () => {
    const staff = { id: null, email: 'prueba', actingRole: 'pedidos' } as const;
    const confirmation = (order: CreatedOrder) =>
      transitionOrder(t.db, staff, order.id, {
        action: 'confirm-payment',
        body: { reference: 'DEP-10', amount: 2150 },
      }).then(
        () => true,
        (error: unknown) => {
          expect(error).toMatchObject({ statusCode: 409, code: 'ILLEGAL_TRANSITION' });
          return false;
        },
      );
    const confirmFirst = await overdue();
    const [confirmed, expired] = await Promise.all([
      confirmation(confirmFirst.order),
      releaseExpiredReservations(t.db, { orderId: confirmFirst.order.id }),
    ]);
    await expectOneWinner(confirmFirst, confirmed, expired);
    const expiryFirst = await overdue();
    const [expiredToo, confirmedToo] = await Promise.all([
      releaseExpiredReservations(t.db, { orderId: expiryFirst.order.id }),
      confirmation(expiryFirst.order),
    ]);
    await expectOneWinner(expiryFirst, confirmedToo, expiredToo);
    // PGlite runs transactions one at a time in the order they begin, so there each side is
    // seen winning once; on PostgreSQL the row lock decides and either may win.
    if (t.db.kind === 'pglite') expect([confirmed, confirmedToo]).toEqual([true, false]);
  });
});

describe('the queue of payments to review', () => {
  const openQueue = async (): Promise<PaymentReviewItem[]> => {
    const page = json<PaymentReviewPage>(await staffCall('GET', '/admin/payments/review?per-page=200'));
    expect(matchesContract(PaymentReviewPage, page)).toBe(true);
    return page.items;
  };

  it('lists a duplicate card approval and a payment after expiry; resolving takes them off, audited', async () => {
    const { order, data } = await paidByCard();
    // A second tab's approval of the same order, told later with another authorisation code.
    expect((await postBankAnswer(data, '222222', data.time + 60)).statusCode).toBe(200);
    const late = await placedOrder();
    const lateData = await startCardPayment(t.app, late.order);
    await t.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      late.order.id,
    ]);
    await releaseExpiredReservations(t.db, { orderId: late.order.id });
    expect((await postBankAnswer(lateData, '333333')).statusCode).toBe(200);

    const queue = await openQueue();
    const duplicate = queue.find((item) => item.orderId === order.id);
    const afterExpiry = queue.find((item) => item.orderId === late.order.id);
    expect(duplicate).toMatchObject({
      kind: 'card_charge',
      kindLabel: 'Cobro con tarjeta que no pagó el pedido',
      orderNumber: order.number,
      orderStatus: 'paid',
      customerName: 'Carlos Reyes',
      paymentMethod: 'credit-card',
      amount: 2150,
      authCode: '222222',
      reason: 'El pedido ya estaba pagado: es un cobro duplicado',
      resolvedAt: null,
      resolution: null,
    });
    expect(afterExpiry).toMatchObject({
      authCode: '333333',
      orderStatus: 'expired',
      reason: 'El pedido ya no admitía pagos',
    });
    // Oldest first: the duplicate came in before the late payment.
    expect(queue.indexOf(duplicate as PaymentReviewItem)).toBeLessThan(
      queue.indexOf(afterExpiry as PaymentReviewItem),
    );
    expect((await detailOf(order.id)).gatewayAnswers.map((answer) => answer.outcome)).toEqual([
      'paid',
      'refund_review',
    ]);

    const id = duplicate?.id ?? 0;
    expect((await staffCall('POST', `/admin/payments/review/${id}/resolve`, {})).statusCode).toBe(400);
    const resolved = await staffCall('POST', `/admin/payments/review/${id}/resolve`, {
      resolution: 'refunded',
      note: 'Reverso en el portal del banco, ref. RV-4411',
    });
    expect(resolved.statusCode).toBe(200);
    expect(json<PaymentReviewItem>(resolved)).toMatchObject({
      id,
      resolvedAt: expect.any(String),
      resolvedBy: 'pedidos@ejemplo.hn',
      resolution: 'refunded',
      resolutionNote: 'Reverso en el portal del banco, ref. RV-4411',
    });
    expect((await openQueue()).map((item) => item.id)).not.toContain(id);
    const done = json<PaymentReviewPage>(await staffCall('GET', '/admin/payments/review?state=resolved'));
    expect(done.items.map((item) => item.id)).toContain(id);

    const audits = await t.db.query<{
      action: string;
      role: string;
      before: { resolvedAt: null };
      after: { resolution: string };
    }>(
      `SELECT action, role, before, after FROM audit_log WHERE entity_type = 'payment-review' AND entity_id = $1`,
      [String(id)],
    );
    expect(audits).toEqual([
      {
        action: 'payment-review.resolve',
        role: 'pedidos',
        before: expect.objectContaining({ resolvedAt: null }),
        after: expect.objectContaining({ resolution: 'refunded' }),
      },
    ]);
    const traces = await tracesOf(order);
    expect(traces.events.at(-1)).toEqual({ status: 'paid', note: 'Reembolso de L 2,150.00 realizado' });
    expect(traces.mails.at(-1)?.subject).toBe(`Pedido ${order.number}: reembolso realizado`);

    // Resolving again answers the item as it is and writes nothing.
    const again = await staffCall('POST', `/admin/payments/review/${id}/resolve`, {
      resolution: 'resolved',
      note: 'x',
    });
    expect(json<PaymentReviewItem>(again).resolution).toBe('refunded');
    expect(await tracesOf(order)).toEqual(traces);

    const missing = await staffCall('POST', '/admin/payments/review/2147483647/resolve', {
      resolution: 'resolved',
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Pago a revisar no encontrado');
  });
});

describe('who may call these routes', () => {
  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/admin/orders'],
    ['GET', '/admin/orders/1'],
    ['POST', '/admin/orders/1/confirm-payment'],
    ['POST', '/admin/orders/1/ship'],
    ['POST', '/admin/orders/1/deliver'],
    ['POST', '/admin/orders/1/cancel'],
    ['GET', '/admin/payments/review'],
    ['POST', '/admin/payments/review/1/resolve'],
  ];

  it('refuses the catalogue role (403) and anyone without a staff session (401)', async () => {
    for (const [method, url] of routes) {
      const forbidden = await staffCall(method, url, method === 'POST' ? {} : undefined, catalogo);
      expect({ url, status: forbidden.statusCode, body: json<ErrorBody>(forbidden) }).toEqual({
        url,
        status: 403,
        body: { message: 'Tu rol no permite esta acción', code: 'FORBIDDEN_ROLE' },
      });
      const anonymous = await t.app.inject({ method, url });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
  });
});
