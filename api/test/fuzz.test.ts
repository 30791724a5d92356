/**
 * Malformed requests generated from the API's own /openapi.json (issue 10, "Done when"): every
 * operation gets wrong types, missing and extra fields, huge strings, NUL bytes, lone
 * surrogates, non-finite and out-of-range numbers, bad enums, garbage path parameters (also
 * broken %-escapes), bad JSON and wrong content types, without and with a demo customer's
 * token (so routes behind a login reach their validation). Nothing may answer 5xx, and every
 * 4xx must be the store's error body. The generator is seeded, so a failure repeats exactly.
 */
import { errorResponse, matchesContract } from '@store/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { LocalBotVerifier } from '../src/auth/bot-verifier.js';
import { createTestApp, loginAs, type TestApp } from './support/test-app.js';

/** The part of an OpenAPI 3.0 schema the generator reads. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One generated request: what is sent, and a short label of what was broken (for failures). */
interface FuzzRequest {
  mutation: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** mulberry32: small, fast and seeded; the same seed gives the same requests on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(0x5eed10);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
};

/**
 * JSON that JSON.stringify cannot write (1e400, 2^53 + 1...): stored in the object as a marker
 * string and spliced into the text after serialising.
 */
const raw = (text: string): string => `@@RAW:${text}@@`;
const serialise = (value: unknown): string =>
  JSON.stringify(value).replace(/"@@RAW:([^@]*)@@"/g, (_match, text: string) => text);

/** Values put in place of one body field. */
const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['empty string', ''],
  ['huge string', 'x'.repeat(70_000)],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'x\ud800y'],
  ['lone low surrogate', '\udc00'],
  ['"Infinity" text', 'Infinity'],
  ['"1e400" text', '1e400'],
  ['1e400', raw('1e400')],
  ['-1e400', raw('-1e400')],
  ['-1', -1],
  ['0', 0],
  ['2147483648', 2147483648],
  ['-2147483649', -2147483649],
  ['1.5', 1.5],
  ['2^53+1', raw('9007199254740993')],
  ['1e308', 1e308],
  ['true', true],
  ['null', null],
  ['empty array', []],
  ['array', [1, 'a', null]],
  ['empty object', {}],
  ['object', { id: 1, nested: { deep: ['x'] } }],
  ['bad enum', 'valor-que-no-existe'],
  ['SQL', "' OR 1=1; --"],
  ['markup', '<script>alert(1)</script>'],
  ['bad date', '2024-02-30'],
  ['year zero', '0000-00-00'],
  ['arabic digits', '١٢٣'],
];

/** Values put in place of one path parameter (already URL-encoded). */
const BAD_PATH_VALUES: readonly string[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '9'.repeat(30),
  '0x1f',
  '%201',
  'a%00b',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  '%C3%B1and%C3%BA',
  '%2F..%2F..',
  '%25',
  'x'.repeat(150),
  'null',
  'true',
];

/** Values put in place of one query parameter (already URL-encoded). */
const BAD_QUERY_VALUES: readonly string[] = [
  '',
  'Infinity',
  'NaN',
  '1e400',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(5000),
  'valor-que-no-existe',
  '2024-02-30',
  '0000-00-00',
  '9999-99-99',
  'true',
  '%27%20OR%201%3D1',
];

/** Whole bodies that are not the JSON object a route expects. */
const BAD_BODIES: ReadonlyArray<readonly [string, string | Buffer, string]> = [
  ['truncated JSON', '{"a":', 'application/json'],
  ['unclosed array', '[1,', 'application/json'],
  ['single quotes', "{'a':1}", 'application/json'],
  ['trailing brace', '{"a":1}}', 'application/json'],
  ['NUL byte', '\u0000', 'application/json'],
  ['empty JSON', '', 'application/json'],
  ['__proto__', '{"__proto__":{"admin":true}}', 'application/json'],
  ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}', 'application/json'],
  ['array', '[{"id":1}]', 'application/json'],
  ['string', '"texto"', 'application/json'],
  ['number', '1e400', 'application/json'],
  ['null', 'null', 'application/json'],
  ['deep array', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  ['deep object', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, 'application/json'],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    'application/json',
  ],
  ['too large', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
  ['text/plain', 'hola', 'text/plain'],
  ['xml', '<a>1</a>', 'application/xml'],
  ['form', 'a=1&b=%00&c=%ED%A0%80', 'application/x-www-form-urlencoded'],
  [
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    'multipart/form-data; boundary=x',
  ],
  ['utf-16 JSON', '{"a":1}', 'application/json; charset=utf-16'],
  ['bad content type', '{"a":1}', 'application/json; charset'],
];

/** Values put in the headers the routes read. */
const BAD_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['authorization', 'Bearer a\u0000b'],
  ['authorization', 'Bearer x\ud800y'],
  ['authorization', `Bearer ${'x'.repeat(5000)}`],
  ['authorization', 'Basic YTpi'],
  ['authorization', 'Bearer'],
  ['x-order-token', 'a\u0000b'],
  ['x-order-token', 'x\udc00'],
  ['x-order-token', 'x'.repeat(5000)],
  ['idempotency-key', 'a\u0000b'],
  ['idempotency-key', 'x\ud800'],
  ['idempotency-key', 'x'.repeat(5000)],
];

/** Texts in English that Fastify or Ajv would have written: a 4xx is Spanish. */
const ENGLISH = /\b(must|should|is not|is exceeding|not a valid|bad request|unsupported|body is|expected)\b/i;

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // The development bot check, so the demo customer can log in as mf-portal does in development.
  t = await createTestApp({ botVerifier: new LocalBotVerifier() });
  document = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body) as OpenApiDocument;
});
afterAll(() => t.close());

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  return document.components?.schemas?.[name] ?? {};
}

/** Field names whose plausible values get requests past the schema to the handlers' rules. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'cliente@ejemplo.hn',
  username: 'cliente@ejemplo.hn',
  telephone: '9876-5432',
  fax: '9876-5432',
  firstname: 'Ana',
  lastname: 'López',
  name: 'Ana López',
  contact_name: 'Ana López',
  custom_field: '0801199012345',
  password: 'Honduras2026',
  message: 'Mensaje de prueba con suficiente texto.',
  subject: 'Consulta de prueba',
};

/** A value the schema accepts (as far as a small generator can tell). */
function sample(input: JsonSchema | undefined, name = '', depth = 0): unknown {
  const schema = resolve(input);
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? null;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return sample(branch, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((value) => value !== 'null') : schema.type;
  if (schema.default !== undefined) return schema.default;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      const plausible = PLAUSIBLE[name];
      if (typeof plausible === 'string') return plausible;
      if (schema.format === 'date' || /^d[12]$/.test(name)) return '2025-01-31';
      return 'abc'.padEnd(schema.minLength ?? 3, 'x').slice(0, schema.maxLength ?? 3);
    }
    case 'array':
      return depth > 4 ? [] : [sample(schema.items, name, depth + 1)];
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, key, depth + 1);
      }
      return value;
    }
    default:
      return 'abc';
  }
}

/** Paths (keys, then indexes) of the fields inside a sample body, at most three levels down. */
function fieldPaths(
  value: unknown,
  prefix: readonly (string | number)[] = [],
): Array<Array<string | number>> {
  if (prefix.length >= 3 || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((element: unknown, index) => [index, element])
    : Object.entries(value);
  return entries.flatMap(([key, element]) => [[...prefix, key], ...fieldPaths(element, [...prefix, key])]);
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(target: unknown, path: ReadonlyArray<string | number>, value: unknown, remove = false): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (remove) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else Reflect.deleteProperty(node, last);
  } else {
    node[last] = value;
  }
}

/** Required fields of the body schema, as paths into the sample (top level and one object down). */
function requiredPaths(
  input: JsonSchema | undefined,
  prefix: ReadonlyArray<string | number> = [],
): Array<Array<string | number>> {
  const schema = resolve(input);
  if (prefix.length > 2) return [];
  const own = (schema.required ?? []).map((name) => [...prefix, name]);
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const child = resolve(property);
    if (child.type === 'object') return requiredPaths(child, [...prefix, name]);
    if (child.type === 'array' && resolve(child.items).type === 'object')
      return requiredPaths(child.items, [...prefix, name, 0]);
    return [];
  });
  return [...own, ...nested];
}

interface Fixtures {
  customerId: number;
  orderId: number;
  orderToken: string;
}

/** A value for a path parameter that names something real, so the valid path reaches the handler. */
function pathBaseline(path: string, parameter: Parameter, fixtures: Fixtures): string {
  if (path.startsWith('/customers/')) return String(fixtures.customerId);
  if (path.startsWith('/orders/')) return String(fixtures.orderId);
  const value = sample(parameter.schema, parameter.name);
  return encodeURIComponent(String(value));
}

function buildUrl(
  path: string,
  pathValues: Record<string, string>,
  query: ReadonlyArray<readonly [string, string]>,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? '1');
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

/** Every malformed request for one operation, without credentials (added by the caller). */
function requestsFor(path: string, method: Method, operation: Operation, fixtures: Fixtures): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = parameters.filter((parameter) => parameter.in === 'header');

  const pathValues = Object.fromEntries(
    pathParameters.map((parameter) => [parameter.name, pathBaseline(path, parameter, fixtures)]),
  );
  // Required query parameters without a default need a value for the request to be valid.
  const baseQuery: Array<[string, string]> = queryParameters
    .filter((parameter) => parameter.required && resolve(parameter.schema).default === undefined)
    .map((parameter) => [
      parameter.name,
      encodeURIComponent(String(sample(parameter.schema, parameter.name))),
    ]);
  const baseHeaders: Record<string, string> = {};
  if (headerParameters.some((parameter) => parameter.name === 'x-order-token'))
    baseHeaders['x-order-token'] = fixtures.orderToken;

  const content = operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema;
  const baseBody = bodySchema ? sample(bodySchema) : undefined;
  const withBody = (mutation: string, body: unknown, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
    mutation,
    method,
    url: buildUrl(path, pathValues, baseQuery),
    headers: { ...baseHeaders, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: serialise(body) }),
    ...extra,
  });

  const requests: FuzzRequest[] = [withBody('valid-looking request', baseBody)];

  for (const parameter of pathParameters) {
    for (const value of BAD_PATH_VALUES) {
      requests.push(
        withBody(`path ${parameter.name}=${value.slice(0, 20)}`, baseBody, {
          url: buildUrl(path, { ...pathValues, [parameter.name]: value }, baseQuery),
        }),
      );
    }
  }

  for (const parameter of queryParameters) {
    const others = baseQuery.filter(([name]) => name !== parameter.name);
    for (const value of BAD_QUERY_VALUES) {
      requests.push(
        withBody(`query ${parameter.name}=${value.slice(0, 20)}`, baseBody, {
          url: buildUrl(path, pathValues, [...others, [parameter.name, value]]),
        }),
      );
    }
    // The same parameter twice arrives as an array.
    requests.push(
      withBody(`query ${parameter.name} twice`, baseBody, {
        url: buildUrl(path, pathValues, [...others, [parameter.name, '1'], [parameter.name, '2']]),
      }),
    );
  }
  requests.push(
    withBody('unknown query parameters', baseBody, {
      url: buildUrl(path, pathValues, [
        ...baseQuery,
        ['zz_extra', '1'],
        ['filter[zz]', 'a%00b'],
        ['a%00b', '1'],
      ]),
    }),
  );

  for (const [name, value] of BAD_HEADERS) {
    requests.push(withBody(`header ${name}`, baseBody, { headers: { ...baseHeaders, [name]: value } }));
  }

  if (method !== 'GET') {
    for (const [mutation, payload, contentType] of BAD_BODIES) {
      requests.push(
        withBody(`body ${mutation}`, undefined, {
          headers: { ...baseHeaders, 'content-type': contentType },
          payload,
        }),
      );
    }
  }

  if (baseBody !== undefined) {
    for (const fieldPath of fieldPaths(baseBody)) {
      for (const [label, value] of BAD_VALUES) {
        const body = clone(baseBody);
        setAt(body, fieldPath, value);
        requests.push(withBody(`${fieldPath.join('.')} = ${label}`, body));
      }
    }
    for (const fieldPath of requiredPaths(bodySchema)) {
      const body = clone(baseBody);
      setAt(body, fieldPath, undefined, true);
      requests.push(withBody(`missing ${fieldPath.join('.')}`, body));
    }
    if (baseBody !== null && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
      requests.push(withBody('extra field', { ...baseBody, zz_extra: 'x', 'k\u0000': 1 }));
      requests.push(
        withBody('bad keys', undefined, {
          headers: { ...baseHeaders, 'content-type': 'application/json' },
          payload: serialise(baseBody).replace(/^\{/, '{"x\\ud800":1,"__proto__":{"a":1},'),
        }),
      );
      // A few bodies with several fields broken at once.
      const paths = fieldPaths(baseBody);
      for (let round = 0; round < 6 && paths.length > 0; round += 1) {
        const body = clone(baseBody);
        const labels: string[] = [];
        for (let count = 0; count < 3; count += 1) {
          const fieldPath = pick(paths);
          const [label, value] = pick(BAD_VALUES);
          try {
            setAt(body, fieldPath, value);
            labels.push(`${fieldPath.join('.')} = ${label}`);
          } catch {
            // An earlier change replaced this field's parent with a scalar: skip it.
          }
        }
        requests.push(withBody(labels.join(', '), body));
      }
    }
  }

  // The urlencoded form (the card gateway's post): garbage in every field.
  const formSchema = resolve(content['application/x-www-form-urlencoded']?.schema);
  for (const name of Object.keys(formSchema.properties ?? {})) {
    for (const value of ['a%00b', '%ED%A0%80', 'x'.repeat(5000), '1e400', '']) {
      requests.push(
        withBody(`form ${name}=${value.slice(0, 10)}`, undefined, {
          headers: { ...baseHeaders, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `${name}=${value}&${name}=2`,
        }),
      );
    }
  }
  return requests;
}

/** Why a response breaks the rule, or null when it is fine. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${String(response.statusCode)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `status ${String(response.statusCode)} with a body that is not JSON`;
  }
  if (!matchesContract(errorResponse, body))
    return `status ${String(response.statusCode)} not in the error shape`;
  const texts = [body.message, ...Object.values(body.fields ?? {})];
  if (body.message.length === 0 || texts.some((text) => ENGLISH.test(text)))
    return `status ${String(response.statusCode)} not in Spanish`;
  return null;
}

const clip = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}… (${String(text.length)} chars)` : text;

describe('fuzz from /openapi.json', () => {
  it('answers every malformed request with a 4xx in the store error shape, never a 5xx', async () => {
    const email = 'cliente@ejemplo.hn';
    let customer = await loginAs(t.app, email);
    const [product] = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 1',
    );
    // A real order, so the order routes' valid path reaches the handler with its token.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: product?.id ?? 1, qty: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const order = JSON.parse(placed.body) as { id?: number; accessToken?: string };
    const fixtures: Fixtures = {
      customerId: customer.id,
      orderId: order.id ?? 1,
      orderToken: order.accessToken ?? 'sin-token',
    };

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(60);

    const failures: string[] = [];
    const sentPerOperation = new Map<string, number>();
    /** Operations where a request with the token got past the login check (not a 401). */
    const pastLogin = new Set<string>();
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const requests = requestsFor(path, method, operation, fixtures);
      for (const request of requests) {
        // Every request goes once anonymously and once as the demo customer.
        for (const token of [null, customer.token]) {
          const headers =
            token && !('authorization' in request.headers)
              ? { ...request.headers, authorization: `Bearer ${token}` }
              : request.headers;
          const options: InjectOptions = {
            method: request.method,
            url: request.url,
            headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          };
          const response = await t.app.inject(options);
          sent += 1;
          sentPerOperation.set(`${method} ${path}`, (sentPerOperation.get(`${method} ${path}`) ?? 0) + 1);
          if (token && response.statusCode !== 401) pastLogin.add(`${method} ${path}`);
          const problem = problemWith(response);
          if (problem) {
            const payload =
              request.payload === undefined
                ? ''
                : ` payload=${clip(typeof request.payload === 'string' ? request.payload : request.payload.toString('hex'), 300)}`;
            failures.push(
              `${method} ${path} [${request.mutation}]${token ? ' (con sesión)' : ''}: ${problem}\n  ${request.method} ${clip(request.url, 200)}${payload}\n  → ${clip(response.body, 300)}`,
            );
          }
        }
      }
      // A request may have ended the session (POST /users/logout): log in again for the next.
      const check = await t.app.inject({
        url: `/customers/${String(customer.id)}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      if (check.statusCode === 401) customer = await loginAs(t.app, email);
    }

    expect({ failures: failures.length, first: failures.slice(0, 25) }).toEqual({ failures: 0, first: [] });
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(sentPerOperation.size).toBe(operations.length);
    // The token worked: the customer's own routes were reached, not refused at the login check.
    expect(pastLogin).toContain('GET /customers/{id}');
    expect(pastLogin).toContain('POST /customers/{id}/addresses');
  }, 180_000);
});
