/**
 * The contract is the type: every route's schema comes from @store/contracts (checked at
 * start-up by `assertContractSchemas`), and what the API really answers passes the same runtime
 * check the clients use (`matchesContract`), formats and shared references included.
 */
import {
  Category,
  ContentPage,
  Menus,
  Order,
  Place,
  Product,
  ProductPage,
  SiteSearchResponse,
  matchesContract,
} from '@store/contracts';
import { Type, type TSchema } from '@sinclair/typebox';
import type {} from '@fastify/swagger'; // its `schema.hide`
import Fastify, { type InjectOptions } from 'fastify';
import { assertContractSchemas } from '../src/http/contract-schemas.js';
import { VALID_CONTACT, takeProduct } from './support/checkout-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('assertContractSchemas', () => {
  const appWithGuard = () => {
    const app = Fastify();
    app.addHook('onRoute', assertContractSchemas);
    return app;
  };

  it('refuses a route whose schema is written by hand, naming the route and the part', () => {
    const app = appWithGuard();
    expect(() =>
      app.post('/x', {
        schema: {
          body: Type.Object({ a: Type.String() }),
          response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
        },
        handler: () => ({ ok: true }),
      }),
    ).toThrow('POST /x: response 200 sin esquema de @store/contracts (TypeBox)');
    expect(() => app.get('/y', { schema: { querystring: { type: 'object' } }, handler: () => ({}) })).toThrow(
      'GET /y: querystring',
    );
  });

  it('accepts TypeBox schemas and routes hidden from the documentation', () => {
    const app = appWithGuard();
    expect(() =>
      app.get('/z', {
        schema: {
          querystring: Type.Object({ q: Type.String() }),
          response: { 200: Type.Array(Type.Integer()) },
        },
        handler: () => [1],
      }),
    ).not.toThrow();
    expect(() => app.get('/doc', { schema: { hide: true }, handler: () => ({}) })).not.toThrow();
  });
});

describe('real answers match the contracts the clients check them with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectContract = async (schema: TSchema, request: InjectOptions) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBeLessThan(300);
    const body: unknown = response.json();
    expect(matchesContract(schema, body)).toBe(true);
    return body;
  };

  it('catalog, content and search', async () => {
    await expectContract(Menus, { method: 'GET', url: '/menus' });
    await expectContract(Category, { method: 'GET', url: '/categories/laptops' });
    const page = (await expectContract(ProductPage, {
      method: 'GET',
      url: '/products/category/laptops?per-page=60',
    })) as ProductPage;
    const first = page.items[0];
    if (!first) throw new Error('la categoría de prueba no tiene productos');
    await expectContract(Product, { method: 'GET', url: `/products/slug/${first.slug}?expand=specs` });
    // Products with a coupon carry a date-time: the format check must accept the API's dates.
    const withCoupon = await t.app.inject({ method: 'GET', url: '/product/search-result?per-page=60' });
    const couponed = withCoupon.json<ProductPage>().items.filter((item) => item.coupon !== null);
    expect(couponed.length).toBeGreaterThan(0);
    for (const item of couponed) expect(matchesContract(Product, item)).toBe(true);
    await expectContract(ContentPage, { method: 'GET', url: '/pages/quienes-somos' });
    await expectContract(SiteSearchResponse, {
      method: 'POST',
      url: '/site-search',
      payload: { query: 'laptop' },
    });
    await expectContract(Type.Array(Place), { method: 'GET', url: '/places?filter[status]=1' });
  });

  it('an order created through the checkout', async () => {
    const product = await takeProduct(t.db, { stock: 5 });
    await expectContract(Order, {
      method: 'POST',
      url: '/orders',
      headers: { 'idempotency-key': `contracts-${String(process.pid)}` },
      payload: { ...VALID_CONTACT, products: [{ id: product.id, qty: 1 }] },
    });
  });
});
