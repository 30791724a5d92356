import type {
  Address,
  // `Customer` here names the logged-in test customer (id + token).
  Customer as ExpandedCustomer,
  CustomerProfile,
  ErrorBody,
  Product,
  SavedCart,
} from '@store/contracts';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';
import { insertTestPlaces, signUpCustomer, type TestPlaces } from './customers-fixtures.js';

let t: TestApp;
let places: TestPlaces;
let maria: { id: number; token: string };
/** Three seeded products with their current sale price. */
let products: Array<{ id: number; name: string; price: number }>;

beforeAll(async () => {
  t = await createTestApp();
  places = await insertTestPlaces(t.db, 'Cuentas');
  maria = await loginAs(t.app, 'cliente@ejemplo.hn');
  products = await t.db.query<{ id: number; name: string; price: number }>(
    'SELECT id, name, price_sale::float8 AS price FROM products ORDER BY id LIMIT 3',
  );
});
afterAll(() => t.close());

const product = (index: number): { id: number; name: string; price: number } => {
  const found = products[index];
  if (!found) throw new Error('faltan productos sembrados');
  return found;
};

type Customer = { id: number; token: string };
const get = (url: string, who: Customer) => t.app.inject({ url, headers: bearer(who.token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Customer, payload: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), payload });

describe('GET /customers/{id}', () => {
  it("returns the customer's own data, without expansions by default", async () => {
    const response = await get(`/customers/${maria.id}`, maria);
    expect(response.statusCode).toBe(200);
    expect(json<CustomerProfile>(response)).toEqual({
      id: maria.id,
      firstname: 'María',
      lastname: 'Hernández',
      email: 'cliente@ejemplo.hn',
      username: 'cliente@ejemplo.hn',
      telephone: '9876-5432',
      fax: '2234-5678',
      custom_field: '0801-1990-12345',
    } satisfies CustomerProfile);
  });

  it('expands addresses, wishlist and cart, ignoring unknown names', async () => {
    const response = await get(`/customers/${maria.id}?expand=addresses,wishlist,cart,credito`, maria);
    expect(response.statusCode).toBe(200);
    const body = json<ExpandedCustomer>(response);
    expect(body).toMatchObject({ id: maria.id, addresses: [], wishlist: [] });
    expect(body.cart).toEqual({ customer_id: maria.id, items: [], count: 0, subtotal: 0 });
    expect(body).not.toHaveProperty('credito');
  });

  it('rejects a malformed expand or id', async () => {
    expect((await get(`/customers/${maria.id}?expand=<script>`, maria)).statusCode).toBe(400);
    const badId = await get('/customers/abc', maria);
    expect(badId.statusCode).toBe(400);
    expect(json<ErrorBody>(badId).code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /customers/save-customer/{id}', () => {
  const valid = {
    firstname: 'Karla María',
    lastname: 'Zelaya Ponce',
    email: 'karla.nueva@ejemplo.hn',
    telephone: '9988-7766',
    fax: '2232-1100',
    custom_field: '0501-1991-20001',
  };

  it('saves the form and returns the customer', async () => {
    const karla = await signUpCustomer(t.app, 'guardar');
    const response = await send('POST', `/customers/save-customer/${karla.id}`, karla, {
      ...valid,
      email: '  Karla.Nueva@Ejemplo.hn ',
    });
    expect(response.statusCode).toBe(200);
    const expected: CustomerProfile = { id: karla.id, ...valid, username: 'karla.nueva@ejemplo.hn' };
    expect(json(response)).toEqual(expected);
    expect(json(await get(`/customers/${karla.id}`, karla))).toEqual(expected);
    // The login e-mail changed with it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'karla.nueva@ejemplo.hn', password: 'Inicial123', token: 'local-dev:login' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ custom_field: undefined }, 'custom_field', 'Requerido'],
    [{ custom_field: '0501-1991-20001-0000-0000-0000000' }, 'custom_field', 'Longitud de texto muy largo'],
    [{ custom_field: '0501-1991-2000' }, 'custom_field', 'Longitud de texto muy corto'],
    [{ firstname: '' }, 'firstname', 'Requerido'],
    [{ firstname: 'K'.repeat(33) }, 'firstname', 'Longitud de texto muy largo'],
    [{ lastname: '   ' }, 'lastname', 'Requerido'],
    [{ lastname: 'Z'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ email: undefined }, 'email', 'Requerido'],
    [{ email: `${'k'.repeat(90)}@ejemplo.hn` }, 'email', 'Longitud de texto muy largo'],
    [{ email: 'karla@ejemplo' }, 'email', 'Correo elentrónico invalido'],
    [{ telephone: '' }, 'telephone', 'Requerido'],
    [{ telephone: '9988-776' }, 'telephone', 'Teléfono inválido'],
    [{ telephone: 'abcd-efgh' }, 'telephone', 'Teléfono inválido'],
    [{ fax: undefined }, 'fax', 'Requerido'],
    [{ fax: '2232-11' }, 'fax', 'Teléfono inválido'],
  ])('rejects %j with "%s: %s" and keeps what was saved', async (change, field, message) => {
    const karla = await signUpCustomer(t.app, 'regla');
    const before = json(await get(`/customers/${karla.id}`, karla));
    const response = await send('POST', `/customers/save-customer/${karla.id}`, karla, {
      ...valid,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { [field]: message },
    });
    expect(json(await get(`/customers/${karla.id}`, karla))).toEqual(before);
  });

  it('accepts 32-character names, 15-character identity and phones with +504 and spaces', async () => {
    const karla = await signUpCustomer(t.app, 'limites');
    const response = await send('POST', `/customers/save-customer/${karla.id}`, karla, {
      ...valid,
      email: karla.email,
      firstname: 'K'.repeat(32),
      custom_field: '0501-1991-20001',
      telephone: '+504 9988 7766',
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another account's e-mail with 409 and changes nothing", async () => {
    const karla = await signUpCustomer(t.app, 'duplicado');
    const before = json(await get(`/customers/${karla.id}`, karla));
    const response = await send('POST', `/customers/save-customer/${karla.id}`, karla, {
      ...valid,
      email: 'CLIENTE@ejemplo.hn',
    });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Ya existe una cuenta con este correo',
      code: 'EMAIL_TAKEN',
      fields: { email: 'Ya existe una cuenta con este correo' },
    });
    expect(json(await get(`/customers/${karla.id}`, karla))).toEqual(before);
  });
});

describe('wish list', () => {
  const wishlist = (who: Customer) => get(`/customers/get-wish-list/${who.id}`, who);

  it('adds products idempotently, newest first, in the catalog Product shape', async () => {
    const karla = await signUpCustomer(t.app, 'favoritos');
    const first = await send('POST', '/customers/add-to-wishlist', karla, {
      product_id: product(0).id,
      customer_id: karla.id,
    });
    expect(first.statusCode).toBe(200);
    expect(json<Product[]>(first).map((item) => item.id)).toEqual([product(0).id]);

    const again = await send('POST', '/customers/add-to-wishlist', karla, {
      product_id: product(0).id,
      customer_id: karla.id,
    });
    expect(json<Product[]>(again)).toHaveLength(1);

    // customer_id may be left out: the token's customer is used.
    await send('POST', '/customers/add-to-wishlist', karla, { product_id: product(1).id });

    const list = json<Product[]>(await wishlist(karla));
    expect(list.map((item) => item.id)).toEqual([product(1).id, product(0).id]);
    const catalog = json<Product>(await t.app.inject({ url: `/products/${product(1).id}` }));
    expect(list[0]).toEqual(catalog);
    expect(list[0]?.price.sale).toBe(product(1).price);
  });

  it('removes products, and removing one that is not there is not an error', async () => {
    const karla = await signUpCustomer(t.app, 'quitar');
    await send('POST', '/customers/add-to-wishlist', karla, { product_id: product(0).id });
    await send('POST', '/customers/add-to-wishlist', karla, { product_id: product(2).id });
    const removed = await send('DELETE', '/customers/remove-from-wishlist', karla, {
      product_id: product(0).id,
      customer_id: karla.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Product[]>(removed).map((item) => item.id)).toEqual([product(2).id]);
    const again = await send('DELETE', '/customers/remove-from-wishlist', karla, {
      product_id: product(0).id,
    });
    expect(again.statusCode).toBe(200);
    expect(json<Product[]>(await wishlist(karla)).map((item) => item.id)).toEqual([product(2).id]);
  });

  it("answers 404 'Producto no encontrado' for an unknown product", async () => {
    const response = await send('POST', '/customers/add-to-wishlist', maria, { product_id: 99_999_999 });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({ message: 'Producto no encontrado', code: 'NOT_FOUND' });
  });

  it('requires product_id', async () => {
    const response = await send('POST', '/customers/add-to-wishlist', maria, { customer_id: maria.id });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({ product_id: 'Campo Requerido' });
  });

  it('is listed with expand=wishlist', async () => {
    const karla = await signUpCustomer(t.app, 'expandir');
    await send('POST', '/customers/add-to-wishlist', karla, { product_id: product(2).id });
    const body = json<ExpandedCustomer>(await get(`/customers/${karla.id}?expand=wishlist`, karla));
    expect(body.wishlist?.map((item) => item.id)).toEqual([product(2).id]);
  });
});

describe('POST /customers/add-to-cart', () => {
  const saveCart = (who: Customer, items: object[]) =>
    send('POST', '/customers/add-to-cart', who, { customer_id: who.id, products: items });

  it('saves the cart with server prices, ignoring prices sent by the client', async () => {
    const karla = await signUpCustomer(t.app, 'carrito');
    const response = await saveCart(karla, [
      { id: product(1).id, qty: 2, price: 1, sum: 2 },
      { id: product(0).id, qty: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const cart = json<SavedCart>(response);
    expect(cart.items.map((item) => [item.id, item.qty, item.price, item.sum])).toEqual([
      [product(1).id, 2, product(1).price, Math.round(product(1).price * 2 * 100) / 100],
      [product(0).id, 1, product(0).price, product(0).price],
    ]);
    expect(cart.count).toBe(3);
    expect(cart.subtotal).toBeCloseTo(product(1).price * 2 + product(0).price, 2);
    expect(cart.items[0]).toMatchObject({
      name: product(1).name,
      mainImage: { size350: `/images/products/${product(1).id}?w=350&q=75` },
      brand: { name: expect.any(String) as unknown },
      mainCategory: { name: expect.any(String) as unknown },
    });

    // It follows the customer: readable with expand=cart (from "another device").
    const body = json<ExpandedCustomer>(await get(`/customers/${karla.id}?expand=cart`, karla));
    expect(body.cart).toEqual(cart);
  });

  it('replaces the whole cart each time; an empty list empties it', async () => {
    const karla = await signUpCustomer(t.app, 'reemplazo');
    await saveCart(karla, [
      { id: product(0).id, qty: 1 },
      { id: product(1).id, qty: 1 },
    ]);
    const replaced = json<SavedCart>(await saveCart(karla, [{ id: product(2).id, qty: 5 }]));
    expect(replaced.items.map((item) => [item.id, item.qty])).toEqual([[product(2).id, 5]]);
    const emptied = json<SavedCart>(await saveCart(karla, []));
    expect(emptied).toEqual({ customer_id: karla.id, items: [], count: 0, subtotal: 0 });
  });

  it('adds up repeated products', async () => {
    const karla = await signUpCustomer(t.app, 'repetido');
    const cart = json<SavedCart>(
      await saveCart(karla, [
        { id: product(0).id, qty: 40 },
        { id: product(0).id, qty: 59 },
      ]),
    );
    expect(cart.items.map((item) => [item.id, item.qty])).toEqual([[product(0).id, 99]]);
  });

  it.each([
    [[{ qty: 0 }], { 'products.0.qty': 'La cantidad debe estar entre 1 y 99' }],
    [[{ qty: 100 }], { 'products.0.qty': 'La cantidad debe estar entre 1 y 99' }],
    [
      [{ qty: 50 }, { qty: 50 }],
      {
        'products.0.qty': 'La cantidad debe estar entre 1 y 99',
        'products.1.qty': 'La cantidad debe estar entre 1 y 99',
      },
    ],
  ])('rejects quantities %j and keeps the saved cart', async (lines, fields) => {
    const karla = await signUpCustomer(t.app, 'cantidad');
    await saveCart(karla, [{ id: product(2).id, qty: 1 }]);
    const response = await saveCart(
      karla,
      lines.map((line) => ({ id: product(0).id, ...line })),
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'La cantidad debe estar entre 1 y 99',
      code: 'VALIDATION_ERROR',
      fields,
    });
    const { cart } = json<ExpandedCustomer>(await get(`/customers/${karla.id}?expand=cart`, karla));
    expect(cart?.items.map((item) => item.id)).toEqual([product(2).id]);
  });

  it('refuses unknown products with 404 and keeps the saved cart', async () => {
    const karla = await signUpCustomer(t.app, 'desconocido');
    await saveCart(karla, [{ id: product(2).id, qty: 1 }]);
    const response = await saveCart(karla, [
      { id: product(0).id, qty: 1 },
      { id: 99_999_999, qty: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Producto no encontrado',
      code: 'NOT_FOUND',
      fields: { 'products.1.id': 'Producto no encontrado' },
    });
    const { cart } = json<ExpandedCustomer>(await get(`/customers/${karla.id}?expand=cart`, karla));
    expect(cart?.items.map((item) => item.id)).toEqual([product(2).id]);
  });

  it('requires the product list, with an id and qty per line', async () => {
    const missing = await send('POST', '/customers/add-to-cart', maria, { customer_id: maria.id });
    expect(json<ErrorBody>(missing).fields).toEqual({ products: 'Campo Requerido' });
    const noQty = await send('POST', '/customers/add-to-cart', maria, { products: [{ id: product(0).id }] });
    expect(noQty.statusCode).toBe(400);
    expect(json<ErrorBody>(noQty).fields).toEqual({ qty: 'Campo Requerido' });
  });
});

describe('addresses', () => {
  const address = {
    alias: 'Casa',
    firstname: 'Karla',
    lastname: 'Zelaya',
    telephone: '9988-7766',
    address_1: 'Colonia Palmira, Avenida República de Chile, casa 1520',
    address_2: 'Frente a la farmacia',
  };
  const create = (who: Customer, body: object) => send('POST', `/customers/${who.id}/addresses`, who, body);

  it('creates, lists, updates and deletes, keeping one default', async () => {
    const karla = await signUpCustomer(t.app, 'direccion');
    const first = await create(karla, { ...address, place_id: places.municipalityId });
    expect(first.statusCode).toBe(201);
    const home = json<Address>(first);
    expect(home).toMatchObject({
      customer_id: karla.id,
      ...address,
      place_id: places.municipalityId,
      municipality: 'Cuentas Distrito Central',
      department_id: places.departmentId,
      department: 'Cuentas Francisco Morazán',
      shipping_zone_id: places.departmentZoneId,
      // the first address becomes the default
      is_default: true,
    });

    const second = await create(karla, {
      ...address,
      alias: 'Oficina',
      place_id: places.otherMunicipalityId,
      is_default: true,
    });
    const office = json<Address>(second);
    expect(office).toMatchObject({ is_default: true, shipping_zone_id: places.otherZoneId });

    const list = json<Address[]>(await get(`/customers/${karla.id}/addresses`, karla));
    expect(list.map((item) => [item.id, item.is_default])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    const updated = await send('PUT', `/addresses/${home.id}`, karla, {
      ...address,
      alias: 'Casa de mamá',
      address_2: '',
      place_id: places.otherMunicipalityId,
      is_default: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(json<Address>(updated)).toMatchObject({
      id: home.id,
      alias: 'Casa de mamá',
      address_2: '',
      municipality: 'Cuentas Valle de Ángeles',
      shipping_zone_id: places.otherZoneId,
      is_default: true,
    });
    const defaults = await t.db.query<{ id: number }>(
      'SELECT id FROM customer_addresses WHERE customer_id = $1 AND is_default',
      [karla.id],
    );
    expect(defaults).toEqual([{ id: home.id }]);

    // Without is_default the flag stays as it was.
    const kept = await send('PUT', `/addresses/${office.id}`, karla, {
      ...address,
      place_id: places.municipalityId,
    });
    expect(json<Address>(kept).is_default).toBe(false);

    const deleted = await send('DELETE', `/addresses/${home.id}`, karla, {});
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Dirección eliminada' });
    // The deleted one was the default: the remaining one takes over.
    const remaining = json<Address[]>(await get(`/customers/${karla.id}/addresses`, karla));
    expect(remaining.map((item) => [item.id, item.is_default])).toEqual([[office.id, true]]);

    const expanded = json<ExpandedCustomer>(await get(`/customers/${karla.id}?expand=addresses`, karla));
    expect(expanded.addresses).toEqual(remaining);
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'Requerido'],
    [{ firstname: 'K'.repeat(33) }, 'firstname', 'Longitud de texto muy largo'],
    [{ lastname: undefined }, 'lastname', 'Requerido'],
    [{ lastname: 'Z'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ telephone: '9988-77' }, 'telephone', 'Teléfono inválido'],
    [{ telephone: undefined }, 'telephone', 'Requerido'],
    [{ address_1: ' ' }, 'address_1', 'Requerido'],
    [{ address_1: 'x'.repeat(256) }, 'address_1', 'Longitud de texto muy largo'],
    [{ address_2: 'x'.repeat(256) }, 'address_2', 'Longitud de texto muy largo'],
    [{ alias: 'x'.repeat(33) }, 'alias', 'Longitud de texto muy largo'],
    [{ place_id: undefined }, 'place_id', 'Requerido'],
  ])('rejects %j with "%s: %s"', async (change, field, message) => {
    const response = await create(maria, { ...address, place_id: places.municipalityId, ...change });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { [field]: message },
    });
  });

  it('only accepts an active municipality as place_id', async () => {
    for (const placeId of [places.departmentId, places.inactiveMunicipalityId, 99_999_999]) {
      const response = await create(maria, { ...address, place_id: placeId });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Selecciona un municipio válido',
        code: 'VALIDATION_ERROR',
        fields: { place_id: 'Selecciona un municipio válido' },
      });
    }
    const rows = await t.db.query('SELECT id FROM customer_addresses WHERE customer_id = $1', [maria.id]);
    expect(rows).toHaveLength(0);
  });

  it('validates an update without changing the address', async () => {
    const karla = await signUpCustomer(t.app, 'editar');
    const saved = json<Address>(await create(karla, { ...address, place_id: places.municipalityId }));
    const response = await send('PUT', `/addresses/${saved.id}`, karla, { ...address, telephone: '12' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({
      telephone: 'Teléfono inválido',
      place_id: 'Requerido',
    });
    const [again] = json<Address[]>(await get(`/customers/${karla.id}/addresses`, karla));
    expect(again).toEqual(saved);
  });

  it("answers 404 'Dirección no encontrada' for an address that does not exist", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await send(method, '/addresses/99999999', maria, {
        ...address,
        place_id: places.municipalityId,
      });
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({ message: 'Dirección no encontrada', code: 'NOT_FOUND' });
    }
  });
});
