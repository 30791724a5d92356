import type { ErrorBody } from '../src/http/errors.js';
import type { SiteSearchResponse } from '@store/contracts';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (payload: object) => t.app.inject({ method: 'POST', url: '/site-search', payload });

/** How many in-stock products the catalog's own search finds: site search must agree. */
async function matching(word: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/product/search-result?filter[name]=${encodeURIComponent(word)}&filter[inStock]=1`,
  });
  return json<{ _meta: { totalCount: number } }>(response)._meta.totalCount;
}

describe('POST /site-search', () => {
  it('returns 6 in-stock products per page, dearest first, with paging figures', async () => {
    const response = await search({ query: 'hp' });
    expect(response.statusCode).toBe(200);
    const body = json<SiteSearchResponse>(response);
    const expectedTotal = await matching('hp');
    expect(expectedTotal).toBeGreaterThan(6);
    expect(body).toMatchObject({
      total: expectedTotal,
      page: 1,
      perPage: 6,
      pageCount: Math.ceil(expectedTotal / 6),
    });
    expect(body.results).toHaveLength(6);
    for (const result of body.results) {
      expect(result.stock).toBeGreaterThan(0);
      expect(result.type).toBe('product');
    }
    const prices = body.results.map((result) => result.price.sale);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.results[0]).toEqual({
      type: 'product',
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      sku: expect.any(String),
      url: `/product/${body.results[0]?.slug ?? ''}`,
      price: { sale: expect.any(Number), regular: expect.any(Number) },
      stock: expect.any(Number),
      mainImage: {
        alt: expect.any(String),
        size350: expect.stringMatching(/^\/images\/products\/\d+\?w=350&q=75$/),
        srcSet: expect.any(String),
      },
      brand: { id: expect.any(Number), name: 'HP' },
      mainCategory: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
    });
  });

  it('keeps the price order across pages and never shows an out-of-stock product', async () => {
    const first = json<SiteSearchResponse>(await search({ query: 'hp', page: 1 }));
    const second = json<SiteSearchResponse>(await search({ query: 'hp', page: 2 }));
    expect(second.page).toBe(2);
    const lastOfFirst = first.results[first.results.length - 1]?.price.sale ?? 0;
    for (const result of second.results) {
      expect(result.price.sale).toBeLessThanOrEqual(lastOfFirst);
      expect(result.stock).toBeGreaterThan(0);
    }
    const ids = new Set(first.results.map((result) => result.id));
    expect(second.results.some((result) => ids.has(result.id))).toBe(false);
  });

  it('includes out-of-stock products only when filters.inStock is false', async () => {
    const [soldOut] = await t.db.query<{ name: string }>(
      'SELECT name FROM products WHERE stock = 0 ORDER BY id LIMIT 1',
    );
    if (!soldOut) throw new Error('El seed debe tener productos agotados');
    const defaultSearch = json<SiteSearchResponse>(await search({ query: soldOut.name, perPage: 24 }));
    expect(defaultSearch.results.every((result) => result.stock > 0)).toBe(true);
    const withSoldOut = json<SiteSearchResponse>(
      await search({ query: soldOut.name, perPage: 24, filters: { type: 'product', inStock: false } }),
    );
    expect(withSoldOut.results.map((result) => result.name)).toContain(soldOut.name);
  });

  it('accepts up to 24 per page and other sort orders', async () => {
    const body = json<SiteSearchResponse>(await search({ query: 'laptop', perPage: 24, sort: 'price:asc' }));
    expect(body.perPage).toBe(24);
    const prices = body.results.map((result) => result.price.sale);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('matches without accents or case and answers an empty list when nothing matches', async () => {
    const accented = json<SiteSearchResponse>(await search({ query: 'SEÑALIZACION' }));
    expect(accented.total).toBe(await matching('senalizacion'));
    const none = json<SiteSearchResponse>(await search({ query: 'zzzzqqqq' }));
    expect(none).toEqual({ results: [], total: 0, page: 1, perPage: 6, pageCount: 0 });
  });

  it.each([
    ['an empty query', { query: '' }],
    ['a blank query', { query: '   ' }],
  ])('rejects %s with a Spanish message', async (_label, payload) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    const message = 'Escribe el nombre, la marca o el código del producto que buscas';
    expect(json<ErrorBody>(response)).toEqual({ message, code: 'BAD_REQUEST', fields: { query: message } });
  });

  it.each([
    ['a missing query', {}, 'query'],
    ['25 per page', { query: 'hp', perPage: 25 }, 'perPage'],
    ['page 0', { query: 'hp', page: 0 }, 'page'],
    ['a type other than product', { query: 'hp', filters: { type: 'page' } }, 'filters.type'],
    ['an unknown sort', { query: 'hp', sort: 'rating:desc' }, 'sort'],
  ])('rejects %s by schema', async (_label, payload, field) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe('Parámetros inválidos');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });
});
