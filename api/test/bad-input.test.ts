/**
 * Issue 10, defect 7: input that JSON Schema let through reached PostgreSQL and came back as a
 * 500 (NUL bytes, lone surrogates, Infinity, integers beyond int4), and Fastify's router
 * answered bad URLs in English, echoing the URL. Each case is now a 400 (or 414) in the store's
 * `{ message, code, fields? }` shape, in Spanish.
 */
import { Writable } from 'node:stream';
import {
  errorResponse,
  INT4_DECIMAL_PATTERN,
  INT4_MAX,
  matchesContract,
  type ErrorBody,
} from '@store/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { LocalBotVerifier } from '../src/auth/bot-verifier.js';
import type { Db } from '../src/db/db.js';
import { INVALID_DATA_MESSAGE } from '../src/http/errors.js';
import { INPUT_GUARD_MESSAGES, unsafeInputFields } from '../src/http/input-guard.js';
import {
  bearer,
  createTestApp,
  createTestDb,
  json,
  loginAs,
  type TestApp,
  type TestDb,
} from './support/test-app.js';

let t: TestApp;
let customer: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ botVerifier: new LocalBotVerifier() });
  customer = await loginAs(t.app, 'cliente@ejemplo.hn');
});
afterAll(() => t.close());

/** The store's error body, checked against the contract. */
function errorBody(response: LightMyRequestResponse): ErrorBody {
  const body: unknown = JSON.parse(response.body);
  expect(matchesContract(errorResponse, body)).toBe(true);
  return body as ErrorBody;
}

const CONTACT_FORM = {
  name: 'Ana López',
  email: 'cliente@ejemplo.hn',
  telephone: '9876-5432',
  subject: 'Consulta de prueba',
  message: 'Quisiera saber si tienen repuestos para mi equipo.',
};

describe('NUL bytes and lone surrogates', () => {
  it('GET /products/slug/a%00b is a 400 naming the parameter', async () => {
    const response = await t.app.inject({ url: '/products/slug/a%00b' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      message: INPUT_GUARD_MESSAGES.text,
      code: 'VALIDATION_ERROR',
      fields: { value: INPUT_GUARD_MESSAGES.text },
    });
  });

  it('a NUL byte in a query string or a body field is a 400', async () => {
    const query = await t.app.inject({ url: '/product/search-result?filter%5Bname%5D=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(errorBody(query).fields).toEqual({ 'filter[name]': INPUT_GUARD_MESSAGES.text });

    const body = await t.app.inject({
      method: 'POST',
      url: '/orders/tracking',
      payload: { number: 'HN-000001', email: 'a\u0000b@ejemplo.hn' },
    });
    expect(body.statusCode).toBe(400);
    expect(errorBody(body).fields).toEqual({ email: INPUT_GUARD_MESSAGES.text });
  });

  it('POST /services/contact with a lone surrogate in the subject is a 400, nothing is stored', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests');
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/contact',
      headers: { 'content-type': 'application/json' },
      // Written by hand: the JSON escape \ud800 alone is what a client can send.
      payload: JSON.stringify({ ...CONTACT_FORM, subject: 'x\ud800y' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ subject: INPUT_GUARD_MESSAGES.text });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests');
    expect(after).toEqual(before);

    // The same form with well-formed text (an emoji is a valid surrogate pair) still goes through.
    const valid = await t.app.inject({
      method: 'POST',
      url: '/services/contact',
      payload: { ...CONTACT_FORM, subject: 'Consulta 😀 de prueba' },
    });
    expect(valid.statusCode).toBe(201);
  });

  it('a lone surrogate or NUL in a jsonb key (survey answers) is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/survey/1/response',
      headers: { 'content-type': 'application/json' },
      payload: '{"answers":{"q\\udc00":"sí","q\\u0000":"no"}}',
    });
    expect(response.statusCode).toBe(400);
    const { fields } = errorBody(response);
    expect(Object.values(fields ?? {})).toContain(INPUT_GUARD_MESSAGES.text);
  });

  it('a NUL byte in a header the API reads (X-Order-Token, Authorization) is a 400', async () => {
    const order = await t.app.inject({ url: '/orders/1', headers: { 'x-order-token': 'a\u0000b' } });
    expect(order.statusCode).toBe(400);
    expect(errorBody(order).fields).toEqual({ 'x-order-token': INPUT_GUARD_MESSAGES.text });
    const session = await t.app.inject({
      url: `/customers/${String(customer.id)}`,
      headers: { authorization: 'Bearer a\u0000b' },
    });
    expect(session.statusCode).toBe(400);
  });
});

describe('non-finite and out-of-range numbers', () => {
  it.each(['Infinity', '-Infinity', '1e400'])('GET /orders/%s is a 400', async (id) => {
    const response = await t.app.inject({ url: `/orders/${id}` });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).code).toBe('VALIDATION_ERROR');
  });

  it('Infinity in a query integer is a 400', async () => {
    const response = await t.app.inject({
      url: '/credit-order/view?id=Infinity',
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ id: INPUT_GUARD_MESSAGES.number });
  });

  it.each([
    ['2147483648', 'Debe ser menor o igual a 2147483647'],
    ['1e400', 'Debe ser un número entero'],
  ])('POST /customers/add-to-wishlist {"product_id":%s} is a 400 on product_id', async (value, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customers/add-to-wishlist',
      headers: { ...bearer(customer.token), 'content-type': 'application/json' },
      payload: `{"product_id":${value}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ product_id: message });
  });

  it('ids beyond int4 in paths and queries of the customer routes are 400s', async () => {
    const headers = bearer(customer.token);
    for (const url of [
      `/customers/${String(INT4_MAX + 1)}`,
      `/addresses/${String(INT4_MAX + 1)}`,
      `/customers/credit/${String(INT4_MAX + 1)}`,
      `/customers/get-contracts-details/${String(customer.id)}?contract_id=${String(INT4_MAX + 1)}`,
      `/credit-order/view?orderId=${String(INT4_MAX + 1)}`,
    ]) {
      const response = await t.app.inject({
        url,
        headers,
        method: url.startsWith('/addresses') ? 'DELETE' : 'GET',
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it.each(['2147483648', '9999999999', '02147483648'])(
    'POST /gateway/response with orderid %s (beyond int4) is refused by the schema, before any SQL',
    async (orderid) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/gateway/response',
        payload: { orderid, response: '1', time: '1700000000', hash: 'a'.repeat(32) },
      });
      expect(response.statusCode).toBe(400);
      // VALIDATION_ERROR, not the database backstop's INVALID_DATA: the value never reached SQL.
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
      expect(errorBody(response).fields).toHaveProperty('orderid');
    },
  );

  it('POST /gateway/response takes every orderid up to 2147483647 past the schema (then checks the signature)', async () => {
    const bounded = new RegExp(INT4_DECIMAL_PATTERN);
    for (const id of ['1', '0042', '999999999', '1999999999', '2099999999', '2147483599', String(INT4_MAX)])
      expect({ id, matches: bounded.test(id) }).toEqual({ id, matches: true });
    for (const id of ['0', '', '-1', '1.5', '2147483648', '2147483650', '2150000000', '3000000000', '12a'])
      expect({ id, matches: bounded.test(id) }).toEqual({ id, matches: false });

    const response = await t.app.inject({
      method: 'POST',
      url: '/gateway/response',
      payload: { orderid: String(INT4_MAX), response: '1', time: '1700000000', hash: 'a'.repeat(32) },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).code).toBe('INVALID_SIGNATURE');
  });

  it('every id and integer a request carries has an int4 maximum in /openapi.json', async () => {
    interface Schema {
      type?: string | string[];
      maximum?: number;
      enum?: unknown[];
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      additionalProperties?: Schema | boolean;
    }
    interface Operation {
      parameters?: Array<{ in: string; name: string; schema?: Schema }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    }
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ url: '/openapi.json' }),
    );
    const unbounded: string[] = [];
    const visit = (schema: Schema | undefined, where: string): void => {
      if (!schema) return;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      const bounded =
        schema.enum !== undefined || (schema.maximum !== undefined && schema.maximum <= INT4_MAX);
      if (types.includes('integer') && !bounded) unbounded.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        visit(property, `${where}.${name}`);
      visit(schema.items, `${where}[]`);
      schema.anyOf?.forEach((branch) => visit(branch, where));
      if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${where}.*`);
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          visit(parameter.schema, `${route} ${parameter.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          visit(content.schema, `${route} body`);
      }
    }
    // The image width is snapped to an allowed width by the handler and never reaches SQL.
    expect(unbounded.filter((where) => where !== 'GET /images/products/{id} w')).toEqual([]);
  });
});

describe("Fastify's own URL errors", () => {
  it('a broken %-escape (FST_ERR_BAD_URL) is a Spanish 400 that does not echo the URL', async () => {
    const response = await t.app.inject({ url: '/products/slug/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody(response)).toEqual({
      message: 'La dirección de la solicitud no es válida',
      code: 'FST_ERR_BAD_URL',
    });
    expect(response.body).not.toContain('%E0');
    expect(response.body).not.toContain('products');
  });

  it('a path parameter longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH) is a Spanish 414', async () => {
    const long = 'a'.repeat(150);
    const response = await t.app.inject({ url: `/products/slug/${long}` });
    expect(response.statusCode).toBe(414);
    expect(errorBody(response)).toEqual({
      message: 'La dirección de la solicitud es demasiado larga',
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    });
    expect(response.body).not.toContain(long);
  });
});

describe('database data errors (the backstop)', () => {
  let testDb: TestDb;
  let logs: string[];
  let failing: { code: string } | null = null;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await createTestDb({ demoData: false });
    const { db } = testDb;
    // The pages query fails the way PostgreSQL fails a value it cannot take.
    const faulty: Db = {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        if (failing && sql.includes('pages')) {
          const error = Object.assign(new Error('fallo simulado de PostgreSQL'), failing, {
            severity: 'ERROR',
          });
          return Promise.reject(error);
        }
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    };
    logs = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ db: faulty, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  it.each(['22021', '22P05', '22003', '22P02', '22007', '22008', '22001'])(
    'SQLSTATE %s becomes a 400 in the store shape, logged at warn',
    async (code) => {
      failing = { code };
      logs.length = 0;
      const response = await app.inject({ url: '/pages/quienes-somos' });
      failing = null;
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toEqual({ message: INVALID_DATA_MESSAGE, code: 'INVALID_DATA' });
      const entries = logs.map((line) => JSON.parse(line) as { level: number; sqlState?: string });
      expect(entries).toContainEqual(expect.objectContaining({ level: 40, sqlState: code }));
    },
  );

  it('any other database error stays a generic 500', async () => {
    failing = { code: '57P01' };
    const response = await app.inject({ url: '/pages/quienes-somos' });
    failing = null;
    expect(response.statusCode).toBe(500);
    expect(errorBody(response)).toEqual({ message: 'Error interno del servidor', code: 'INTERNAL_ERROR' });
  });
});

describe('unsafeInputFields', () => {
  it('names every bad value by its path, keys included, and accepts well-formed text', () => {
    expect(
      unsafeInputFields(
        {
          a: 'ok 😀',
          b: ['x', 'y\u0000'],
          c: { d: Number.POSITIVE_INFINITY, e: Number.NaN },
          ['k\ud800']: 1,
        },
        'body',
      ),
    ).toEqual({
      'b.1': INPUT_GUARD_MESSAGES.text,
      'c.d': INPUT_GUARD_MESSAGES.number,
      'c.e': INPUT_GUARD_MESSAGES.number,
      'k\ud800': INPUT_GUARD_MESSAGES.text,
    });
    expect(unsafeInputFields('\udc00', 'value')).toEqual({ value: INPUT_GUARD_MESSAGES.text });
    expect(unsafeInputFields({ ok: ['á', 1, null, true] }, 'body')).toEqual({});
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(Object.keys(unsafeInputFields(deep, 'body'))).toHaveLength(1);
  });
});
