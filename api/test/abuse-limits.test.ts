/**
 * Issue 10, defects 5, 9 and 13: one client must not be able to use the store to relay mail
 * (service forms), enumerate other people's orders (tracking) or flood reviews and surveys;
 * issue 33: nor may shoppers sharing an address use up each other's tracking lookups.
 * The limits are set small here; the rest stay as wide as in every other test file.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ErrorBody,
  OrderTracking,
  SavedReview,
  ReviewList,
  ServiceRequestCreated,
} from '@store/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { migrate } from '../src/db/migrate.js';
import { scaledRateLimits, type RateLimits } from '../src/http/rate-limit.js';
import { migrationsDir } from '../src/paths.js';
import { insertOrderRecord } from '../src/seed/order-records.js';
import { VALID_CONTACT, createOrder, takeProduct } from './support/checkout-fixtures.js';
import { bearer, createEmptyTestDb, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60_000;
const LIMITS: Partial<RateLimits> = {
  serviceFormPerAddress: { max: 3, windowMs: HOUR },
  serviceFormPerRecipient: { max: 2, windowMs: HOUR },
  trackingPerAddress: { max: 5, windowMs: HOUR },
  reviewsPerAccount: { max: 3, windowMs: 24 * HOUR },
  surveysPerAddress: { max: 3, windowMs: HOUR },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...scaledRateLimits(1000), ...LIMITS } });
});
afterAll(() => t.close());

/** Each test sends from its own addresses, so the per-address counters do not mix. */
let nextAddress = 1;
const newAddress = (): string => `198.51.100.${String(nextAddress++)}`;

function expectTooMany(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const body = json<ErrorBody>(response);
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  expect(body.message).toMatch(/^Demasiadas solicitudes\. Intenta de nuevo en \d+ minutos?\.$/);
}

async function outboxCount(): Promise<number> {
  const [row] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox_messages');
  return row?.count ?? 0;
}

// Defect 5: the service forms as a mail relay ----------------------------------------------------

describe('service forms (defect 5)', () => {
  const contact = (email: string, extra: Record<string, string> = {}) => ({
    name: 'Carlos Reyes',
    email,
    telephone: '9876-5432',
    subject: 'Cotización',
    message: 'Necesito cotizar 15 laptops para una escuela en Choluteca.',
    ...extra,
  });
  const send = (kind: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/services/${kind}`, payload, remoteAddress });

  it('limits the forms per client address, whatever the form and the recipient', async () => {
    const address = newAddress();
    for (const [index, kind] of ['contact', 'support', 'contact'].entries()) {
      const payload =
        kind === 'support'
          ? { ...contact(`destino${String(index)}@ejemplo.hn`), description: 'La impresora no imprime nada.' }
          : contact(`destino${String(index)}@ejemplo.hn`);
      expect((await send(kind, payload, address)).statusCode).toBe(201);
    }
    const mails = await outboxCount();
    expectTooMany(await send('contact', contact('destino9@ejemplo.hn'), address));
    expect(await outboxCount()).toBe(mails);
    expect((await send('contact', contact('destino9@ejemplo.hn'), newAddress())).statusCode).toBe(201);
  });

  it('does not count a form refused for its content', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send('contact', contact('no-es-correo'), address)).statusCode).toBe(400);
    }
    expect((await send('contact', contact('valido@ejemplo.hn'), address)).statusCode).toBe(201);
  });

  it('limits the mail sent to one recipient, from any address and in any letter case', async () => {
    const victim = 'Victima@Ejemplo.hn';
    expect((await send('contact', contact(victim), newAddress())).statusCode).toBe(201);
    expect((await send('contact', contact(victim.toLowerCase()), newAddress())).statusCode).toBe(201);
    const mails = await outboxCount();
    expectTooMany(await send('contact', contact(victim.toUpperCase()), newAddress()));
    expect(await outboxCount()).toBe(mails);
  });

  it("sends the store's own text, the caller's only as a short quoted summary without live links", async () => {
    const long = `${'Oferta exclusiva '.repeat(40)}fin-del-mensaje`;
    const response = await send(
      'contact',
      contact('lector@ejemplo.hn', {
        name: 'Ganaste un premio en www.premios-falsos.hn',
        subject: 'Tu cuenta fue bloqueada: entra a https://evil.example.com/login',
        message: `Hola\n\nTecnología HN: confirma tu tarjeta en http://10.0.0.1/pago o evil.example.com ${long}`,
      }),
      newAddress(),
    );
    expect(response.statusCode).toBe(201);
    const { ticket } = json<ServiceRequestCreated>(response);
    const [confirmation, notice] = await t.db.query<{ recipient: string; body: string }>(
      'SELECT recipient, body FROM outbox_messages WHERE subject LIKE $1 ORDER BY id',
      [`%${ticket}%`],
    );
    expect(confirmation?.recipient).toBe('lector@ejemplo.hn');
    const body = confirmation?.body ?? '';
    expect(body).toContain(`Tu número de ticket es ${ticket}`);
    // Nothing a mail client would turn into a link, and no caller text outside the quote.
    for (const link of ['://', 'www.premios', 'evil.example.com', 'premios-falsos.hn']) {
      expect(body).not.toContain(link);
    }
    expect(body).not.toContain('fin-del-mensaje');
    const lines = body.split('\n');
    for (const marker of ['premio', 'bloqueada', 'confirma tu tarjeta']) {
      const holding = lines.filter((line) => line.includes(marker));
      expect(holding).toEqual([expect.stringMatching(/^> /)]);
    }
    for (const line of lines.filter((text) => text.includes('Oferta'))) expect(line).toMatch(/^> /);
    for (const line of lines.filter((text) => text.startsWith('> '))) {
      expect(line.length).toBeLessThanOrEqual(120);
    }
    expect(lines.some((line) => line.startsWith('Tecnología HN: confirma'))).toBe(false);
    // The store's team still reads the whole message.
    expect(notice?.body).toContain('fin-del-mensaje');
  });
});

// Defect 9: tracking ------------------------------------------------------------------------------

describe('order tracking (defect 9)', () => {
  const track = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/orders/tracking', payload, remoteAddress });
  const NUMBER =
    /^HN-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

  it('limits lookups per client address', async () => {
    const address = newAddress();
    for (let guess = 1; guess <= 5; guess += 1) {
      const response = await track({ number: `HN-00000${String(guess)}`, email: 'otro@ejemplo.hn' }, address);
      expect(response.statusCode).toBe(404);
    }
    expectTooMany(await track({ number: 'HN-000006', email: 'otro@ejemplo.hn' }, address));
    expect((await track({ number: 'HN-000006', email: 'otro@ejemplo.hn' }, newAddress())).statusCode).toBe(
      404,
    );
  });

  it('counts only the lookups that find no order, and over the limit refuses even a right pair', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 100 });
    const email = 'comparte.conexion@ejemplo.hn';
    const order = await createOrder(t.app, {
      products: [{ id: product.id, qty: 1 }],
      ...VALID_CONTACT,
      email,
    });
    const address = newAddress();
    // Shoppers behind one shared address (CGNAT) looking up their own orders use up nothing.
    for (let lookup = 0; lookup < 8; lookup += 1) {
      expect((await track({ number: order.number, email }, address)).statusCode).toBe(200);
    }
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await track({ number: `HN-00000${String(guess)}`, email }, address)).statusCode).toBe(404);
    }
    // No oracle: once the misses are used up, a right pair gets the same 429 as a guess.
    expectTooMany(await track({ number: order.number, email }, address));
    expectTooMany(await track({ number: 'HN-000006', email }, address));
  });

  it('gives every order a random public number that tracking requires', async () => {
    const product = await takeProduct(t.db, { stock: 10 });
    const email = 'rastreo@ejemplo.hn';
    const place = (buyer: string) =>
      createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, email: buyer });
    const first = await place(email);
    const second = await place('rastreo.dos@ejemplo.hn');
    for (const order of [first, second]) {
      expect(order.number).toMatch(NUMBER);
      expect(order.number).not.toContain(String(order.id).padStart(6, '0'));
    }
    expect(first.number).not.toBe(second.number);

    // The old sequential forms of the number name no order any more.
    for (const guess of [String(first.id), `HN-${String(first.id).padStart(6, '0')}`]) {
      expect((await track({ number: guess, email }, newAddress())).statusCode).toBe(404);
    }
    // The real number, as a shopper may type it.
    const compact = first.number.replace(/-/g, '');
    for (const typed of [first.number, first.number.toLowerCase(), compact, ` ${compact.slice(2)} `]) {
      const response = await track({ number: typed, email: email.toUpperCase() }, newAddress());
      expect(response.statusCode).toBe(200);
      expect(json<OrderTracking>(response).number).toBe(first.number);
    }
  });

  it('leaves no order of the demo data with a sequential number', async () => {
    const rows = await t.db.query<{ number: string }>('SELECT number FROM orders');
    expect(rows.length).toBeGreaterThan(0);
    const legacy = rows.filter((row) => /^HN-\d+$/.test(row.number));
    expect(legacy).toEqual([]);
  });

  it('gives the orders of an existing database a random number in the migration', async () => {
    const testDb = await createEmptyTestDb();
    const before = await mkdtemp(join(tmpdir(), 'api-migrations-'));
    try {
      // The database as it was before this change: every migration up to 011.
      for (const file of await readdir(migrationsDir)) {
        if (/^(00\d|01[01])_/.test(file)) await copyFile(join(migrationsDir, file), join(before, file));
      }
      await migrate(testDb.db, before);
      await testDb.db.query(
        `INSERT INTO orders (number, access_token) VALUES ('HN-000001', 'a'), ('HN-000002', 'b'), ('HN-EXTRA', 'c')`,
      );
      await migrate(testDb.db);
      const rows = await testDb.db.query<{ number: string }>('SELECT number FROM orders ORDER BY id');
      expect(rows.map((row) => row.number)).toEqual([
        expect.stringMatching(NUMBER),
        expect.stringMatching(NUMBER),
        'HN-EXTRA',
      ]);
      expect(rows[0]?.number).not.toBe(rows[1]?.number);
    } finally {
      await testDb.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});

// Defect 13: reviews and surveys ------------------------------------------------------------------

describe('reviews (defect 13)', () => {
  let products: number[];
  beforeAll(async () => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 8');
    products = rows.map((row) => row.id);
  });
  const review = (productId: number | undefined, token: string, comment = 'Muy buena compra') =>
    t.app.inject({
      method: 'POST',
      url: '/product/save-product-review',
      payload: { product_id: productId, user_comment: comment, assigned_stars: 5 },
      headers: bearer(token),
    });

  it('limits the reviews one account posts in a day; refused ones do not count', async () => {
    const ana = await loginAs(t.app, 'ana.lopez@ejemplo.hn');
    expect((await review(products[0], ana.token)).statusCode).toBe(201);
    expect((await review(products[1], ana.token)).statusCode).toBe(201);
    expect((await review(products[0], ana.token)).statusCode).toBe(409);
    expect((await review(products[2], ana.token, 'no')).statusCode).toBe(400);
    expect((await review(products[2], ana.token)).statusCode).toBe(201);
    expectTooMany(await review(products[3], ana.token));
    const [stored] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM product_reviews WHERE customer_id = $1',
      [ana.id],
    );
    expect(stored?.count).toBe(3);
    const jose = await loginAs(t.app, 'empresa@ejemplo.hn');
    expect((await review(products[3], jose.token)).statusCode).toBe(201);
  });

  it('marks "Compra verificada" when the reviewer has a paid or delivered order with the product', async () => {
    const maria = await loginAs(t.app, 'cliente@ejemplo.hn');
    const [bought, unpaid, never] = [products[4] ?? 0, products[5] ?? 0, products[6] ?? 0];
    await insertOrderRecord(t.db, {
      customerId: maria.id,
      status: 'delivered',
      items: [{ productId: bought, qty: 1 }],
    });
    await insertOrderRecord(t.db, {
      customerId: maria.id,
      status: 'pending_payment',
      items: [{ productId: unpaid, qty: 1 }],
    });
    const verdicts: boolean[] = [];
    for (const productId of [bought, unpaid, never]) {
      const response = await review(productId, maria.token);
      expect(response.statusCode).toBe(201);
      verdicts.push(json<SavedReview>(response).review.verified_purchase);
    }
    expect(verdicts).toEqual([true, false, false]);

    const list = await t.app.inject({
      method: 'POST',
      url: '/product-review/get-reviews',
      payload: { tracking: bought },
    });
    expect(json<ReviewList>(list).data).toEqual([
      expect.objectContaining({ author: 'María H.', verified_purchase: true }),
    ]);
    // A purchase paid after the review counts too: the mark is computed when reviews are read.
    await insertOrderRecord(t.db, {
      customerId: maria.id,
      status: 'paid',
      items: [{ productId: never, qty: 2 }],
    });
    const later = await t.app.inject({
      method: 'POST',
      url: '/product-review/get-reviews',
      payload: { tracking: never },
    });
    expect(json<ReviewList>(later).data.map((item) => item.verified_purchase)).toEqual([true]);
  });
});

describe('surveys (defect 13)', () => {
  const answers = { q1: 5, q2: 4, q5: 'Sí' };
  const respond = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/survey/1/response', payload, remoteAddress, headers });

  it('limits anonymous answers per client address', async () => {
    const address = newAddress();
    for (let answer = 0; answer < 3; answer += 1) {
      expect((await respond({ answers }, address)).statusCode).toBe(201);
    }
    expect((await respond({ answers: { q1: 9 } }, address)).statusCode).toBe(400);
    expectTooMany(await respond({ answers }, address));
    expect((await respond({ answers }, newAddress())).statusCode).toBe(201);
  });

  it('accepts one answer per order, from whatever address', async () => {
    const order = await insertOrderRecord(t.db, { customerId: null, status: 'delivered', items: [] });
    const headers = { 'x-order-token': order.accessToken };
    expect((await respond({ answers, order_id: order.id }, newAddress(), headers)).statusCode).toBe(201);
    const again = await respond({ answers, order_id: order.id }, newAddress(), headers);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).code).toBe('SURVEY_ALREADY_ANSWERED');
  });
});
