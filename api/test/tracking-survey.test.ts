/**
 * 'Mi Pedido' and the after-purchase survey (issue 16): what tracking shows of an order (and
 * what it keeps to itself), and answering the survey for an order named by its number and
 * e-mail, as the tracking page and Finalización link to it without a session or order token.
 */
import type { CreatedResponse, ErrorBody, OrderTracking } from '@store/contracts';
import { ORDER_SURVEY_ID } from '@store/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { scaledRateLimits } from '../src/http/rate-limit.js';
import {
  VALID_CONTACT,
  insertStore,
  insertZone,
  orderReadyToPay,
  orderToken,
  takeProduct,
  type CreatedOrder,
} from './support/checkout-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60_000;
const TRACKING_LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...scaledRateLimits(1000), trackingPerAddress: { max: TRACKING_LIMIT, windowMs: HOUR } },
  });
});
afterAll(() => t.close());

/** Each test sends from its own address, so the per-address counters do not mix. */
let nextAddress = 1;
const newAddress = (): string => `203.0.113.${String(nextAddress++)}`;

const track = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/orders/tracking', payload, remoteAddress });

const respond = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/survey/${String(ORDER_SURVEY_ID)}/response`,
    payload,
    headers,
    remoteAddress,
  });

const ANSWERS = { q1: 5, q2: 4, q5: 'Sí' };

async function placedOrder(): Promise<CreatedOrder> {
  const product = await takeProduct(t.db, { stock: 10, price: 800 });
  const zone = await insertZone(t.db, { cost: 100 });
  return orderReadyToPay(t.app, product.id, zone.id);
}

function expectNotFound(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(404);
  expect(json<ErrorBody>(response)).toEqual({
    message: 'No encontramos un pedido con ese número y correo',
    code: 'NOT_FOUND',
  });
}

describe("POST /orders/tracking: what 'Mi Pedido' shows", () => {
  it('names the pick-up store of an order collected at a store', async () => {
    const order = await placedOrder();
    const store = await insertStore(t.db);
    const shipping = await t.app.inject({
      method: 'PUT',
      url: `/orders/${String(order.id)}/shipping`,
      headers: orderToken(order),
      payload: { shipping_method: 'store', store_id: store.id },
    });
    expect(shipping.statusCode).toBe(200);

    const response = await track({ number: order.number, email: VALID_CONTACT.email }, newAddress());
    expect(response.statusCode).toBe(200);
    const tracking = json<OrderTracking>(response);
    expect(tracking.delivery).toEqual({
      method: 'store',
      methodLabel: 'Retiro en tienda',
      address: null,
      store: {
        id: store.id,
        name: store.name,
        address: 'Boulevard Morazán, Tegucigalpa',
        phone: '2200-4500',
        hours: 'Lunes a viernes de 8:00 a. m. a 6:00 p. m.',
      },
    });
    expect(tracking).toMatchObject({ shippingTotal: 0, total: 800, subtotal: 800 });
    expect(tracking.items.map((line) => [line.name, line.qty, line.sum])).toEqual([
      [order.products[0]?.name, 1, 800],
    ]);
  });

  it("keeps the buyer's phones, identity, e-mail and the order's id and token out", async () => {
    const order = await placedOrder();
    const response = await track({ number: order.number, email: VALID_CONTACT.email }, newAddress());
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of [
      VALID_CONTACT.telephone,
      VALID_CONTACT.fax,
      VALID_CONTACT.custom_field,
      VALID_CONTACT.email,
      order.accessToken,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(json<Record<string, unknown>>(response)).not.toHaveProperty('id');
  });
});

describe('POST /survey/{id}/response with order_number and email', () => {
  it('answers once per order, tied to the order the pair names', async () => {
    const order = await placedOrder();
    const address = newAddress();
    // As a shopper may type it: lower case, no dashes, the e-mail in capitals.
    const typed = {
      order_number: order.number.toLowerCase().replace(/-/g, ''),
      email: 'COMPRADOR@ejemplo.hn',
    };
    const first = await respond({ answers: ANSWERS, ...typed }, address);
    expect(first.statusCode).toBe(201);
    expect(json<CreatedResponse>(first).message).toBe('¡Gracias por responder nuestra encuesta!');
    const [row] = await t.db.query<{ order_id: number | null }>(
      'SELECT order_id FROM survey_responses WHERE id = $1',
      [json<CreatedResponse>(first).id],
    );
    expect(row?.order_id).toBe(order.id);

    const again = await respond(
      { answers: ANSWERS, order_number: order.number, email: VALID_CONTACT.email },
      address,
    );
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again)).toEqual({
      message: 'Ya respondiste esta encuesta para este pedido',
      code: 'SURVEY_ALREADY_ANSWERED',
    });
  });

  it('answers the same 404 whichever half of the pair is wrong, and stores nothing', async () => {
    const order = await placedOrder();
    const before = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM survey_responses');
    for (const pair of [
      { order_number: order.number, email: 'otra@ejemplo.hn' },
      { order_number: 'HN-2222-2222-2222', email: VALID_CONTACT.email },
      { order_number: 'HN-000123', email: VALID_CONTACT.email },
    ]) {
      expectNotFound(await respond({ answers: ANSWERS, ...pair }, newAddress()));
    }
    const after = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM survey_responses');
    expect(after).toEqual(before);
  });

  it('needs the e-mail with the number, and one way of naming the order', async () => {
    const order = await placedOrder();
    const withoutEmail = await respond({ answers: ANSWERS, order_number: order.number }, newAddress());
    expect(withoutEmail.statusCode).toBe(400);
    expect(json<ErrorBody>(withoutEmail).fields).toEqual({ email: 'Campo Requerido' });

    const both = await respond(
      { answers: ANSWERS, order_id: order.id, order_number: order.number, email: VALID_CONTACT.email },
      newAddress(),
      orderToken(order),
    );
    expect(both.statusCode).toBe(400);
    expect(json<ErrorBody>(both).message).toBe(
      'Indica el pedido con order_id o con order_number y email, no con ambos',
    );
  });

  it("counts every lookup in tracking's limit, so the survey cannot be used to guess pairs", async () => {
    const order = await placedOrder();
    const address = newAddress();
    for (let guess = 1; guess < TRACKING_LIMIT; guess += 1) {
      expectNotFound(
        await respond(
          { answers: ANSWERS, order_number: order.number, email: `otro${String(guess)}@ejemplo.hn` },
          address,
        ),
      );
    }
    expectNotFound(await track({ number: order.number, email: 'otro@ejemplo.hn' }, address));
    const limited = await respond(
      { answers: ANSWERS, order_number: order.number, email: VALID_CONTACT.email },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(json<ErrorBody>(limited).message).toMatch(
      /^Demasiadas solicitudes\. Intenta de nuevo en \d+ minutos?\.$/,
    );
  });
});
