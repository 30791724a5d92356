/**
 * Ownership matrix of the account routes: customer A's token on every customer-scoped route of
 * customer B gets 403 or 404 and learns nothing of B; without a token, 401.
 */
import type { Address, Customer, ErrorBody } from '@store/contracts';
import { callRoute, type RouteCall } from './support/route-call.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';
import { insertTestPlaces, type TestPlaces } from './customers-fixtures.js';

let t: TestApp;
let places: TestPlaces;
let a: { id: number; token: string };
let b: { id: number; token: string };
let bAddress: Address;
let productId: number;
let otherProductId: number;

/** What B has; none of it may appear in an answer to A. */
const B_SECRETS = [
  'empresa@ejemplo.hn',
  'José',
  'Martínez',
  '3345-6789',
  '2550-1234',
  '0501-1985-04321',
  'Bodega de José',
  'Barrio Guamilito',
];

async function snapshotOfB(): Promise<string> {
  const response = await t.app.inject({
    url: `/customers/${b.id}?expand=addresses,wishlist,cart`,
    headers: bearer(b.token),
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

let before: string;

beforeAll(async () => {
  t = await createTestApp();
  places = await insertTestPlaces(t.db, 'Matriz');
  a = await loginAs(t.app, 'cliente@ejemplo.hn');
  b = await loginAs(t.app, 'empresa@ejemplo.hn');
  const ids = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2');
  productId = ids[0]?.id ?? 0;
  otherProductId = ids[1]?.id ?? 0;

  const created = await t.app.inject({
    method: 'POST',
    url: `/customers/${b.id}/addresses`,
    headers: bearer(b.token),
    payload: {
      alias: 'Bodega de José',
      firstname: 'José',
      lastname: 'Martínez',
      telephone: '3345-6789',
      address_1: 'Barrio Guamilito, 6 calle, 4 avenida',
      place_id: places.municipalityId,
    },
  });
  bAddress = json<Address>(created);
  await t.app.inject({
    method: 'POST',
    url: '/customers/add-to-wishlist',
    headers: bearer(b.token),
    payload: { product_id: productId, customer_id: b.id },
  });
  await t.app.inject({
    method: 'POST',
    url: '/customers/add-to-cart',
    headers: bearer(b.token),
    payload: { customer_id: b.id, products: [{ id: productId, qty: 3 }] },
  });
  before = await snapshotOfB();
});
afterAll(() => t.close());

interface Case extends RouteCall {
  /** What A's token gets on B's resource. */
  forbidden: 403 | 404;
}

const addressPayload = () => ({
  alias: 'Robado',
  firstname: 'Ana',
  lastname: 'Intrusa',
  telephone: '9999-0000',
  address_1: 'Otra parte',
  place_id: places.municipalityId,
  is_default: true,
});

const CASES: Case[] = [
  { name: 'GET /customers/{id}', method: 'GET', url: () => `/customers/${b.id}`, forbidden: 403 },
  {
    name: 'GET /customers/{id}?expand=addresses,wishlist,cart',
    method: 'GET',
    url: () => `/customers/${b.id}?expand=addresses,wishlist,cart`,
    forbidden: 403,
  },
  {
    name: 'POST /customers/save-customer/{id}',
    method: 'POST',
    url: () => `/customers/save-customer/${b.id}`,
    payload: () => ({
      firstname: 'Ana',
      lastname: 'Intrusa',
      email: 'intrusa@ejemplo.hn',
      telephone: '9999-0000',
      fax: '2222-0000',
      custom_field: '0801-1999-99999',
    }),
    forbidden: 403,
  },
  {
    name: 'GET /customers/get-wish-list/{id}',
    method: 'GET',
    url: () => `/customers/get-wish-list/${b.id}`,
    forbidden: 403,
  },
  {
    name: 'POST /customers/add-to-wishlist',
    method: 'POST',
    url: () => '/customers/add-to-wishlist',
    payload: () => ({ product_id: otherProductId, customer_id: b.id }),
    forbidden: 403,
  },
  {
    name: 'DELETE /customers/remove-from-wishlist',
    method: 'DELETE',
    url: () => '/customers/remove-from-wishlist',
    payload: () => ({ product_id: productId, customer_id: b.id }),
    forbidden: 403,
  },
  {
    name: 'POST /customers/add-to-cart',
    method: 'POST',
    url: () => '/customers/add-to-cart',
    payload: () => ({ customer_id: b.id, products: [{ id: otherProductId, qty: 1 }] }),
    forbidden: 403,
  },
  {
    name: 'GET /customers/{id}/addresses',
    method: 'GET',
    url: () => `/customers/${b.id}/addresses`,
    forbidden: 403,
  },
  {
    name: 'POST /customers/{id}/addresses',
    method: 'POST',
    url: () => `/customers/${b.id}/addresses`,
    payload: addressPayload,
    forbidden: 403,
  },
  {
    name: 'PUT /addresses/{id}',
    method: 'PUT',
    url: () => `/addresses/${bAddress.id}`,
    payload: addressPayload,
    forbidden: 404,
  },
  {
    name: 'DELETE /addresses/{id}',
    method: 'DELETE',
    url: () => `/addresses/${bAddress.id}`,
    forbidden: 404,
  },
];

describe.each(CASES)('$name', (testCase) => {
  it("refuses customer A's token on customer B's data and reveals nothing", async () => {
    const response = await callRoute(t.app, testCase, bearer(a.token));
    expect(response.statusCode).toBe(testCase.forbidden);
    const body = json<ErrorBody>(response);
    expect(body).toEqual(
      testCase.forbidden === 403
        ? { message: 'No tienes permiso para acceder a estos datos', code: 'FORBIDDEN' }
        : { message: 'Dirección no encontrada', code: 'NOT_FOUND' },
    );
    for (const secret of B_SECRETS) expect(response.body).not.toContain(secret);
  });

  it('answers 401 without a token, or with an unknown one', async () => {
    for (const headers of [{}, bearer('0'.repeat(64)), { authorization: 'Basic abc' }]) {
      const response = await callRoute(t.app, testCase, headers);
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Inicia sesión para continuar',
        code: 'UNAUTHORIZED',
      });
    }
  });
});

describe('after every attempt', () => {
  it("leaves B's data exactly as it was", async () => {
    expect(await snapshotOfB()).toBe(before);
    expect(before).toContain('Bodega de José');
  });

  it("put nothing into A's account either", async () => {
    const response = await t.app.inject({
      url: `/customers/${a.id}?expand=addresses,wishlist,cart`,
      headers: bearer(a.token),
    });
    const body = json<Customer>(response);
    expect(body.addresses).toEqual([]);
    expect(body.wishlist).toEqual([]);
    expect(body.cart?.items).toEqual([]);
  });

  it("answers A's missing address with the same 404 as B's", async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/addresses/99999999',
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({ message: 'Dirección no encontrada', code: 'NOT_FOUND' });
  });
});
