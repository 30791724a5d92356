import {
  CatalogCache,
  catalogCacheSettingsFromEnv,
  etagOf,
  DEFAULT_CATALOG_CACHE_SETTINGS,
  invalidateCatalogCache,
} from '../src/catalog/catalog-cache.js';
import type { Product, ProductPage } from '@store/contracts';
import { createTestApp, json, type TestApp } from './support/test-app.js';

describe('CatalogCache', () => {
  it('serves an entry until its TTL, then forgets it', () => {
    let now = 1000;
    const cache = new CatalogCache<string, string>({ ttlMs: 2000, maxEntries: 10 }, () => now);
    cache.set('/products/1', '{"id":1}');
    now += 1999;
    expect(cache.get('/products/1')).toBe('{"id":1}');
    now += 1;
    expect(cache.get('/products/1')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.dispose();
  });

  it('drops the oldest entries beyond maxEntries', () => {
    const cache = new CatalogCache<string, string>({ ttlMs: 60000, maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    expect(cache.get('c')).toBe('3');
    cache.dispose();
  });

  it('stores nothing when the TTL is 0', () => {
    const cache = new CatalogCache<string, string>({ ttlMs: 0, maxEntries: 100 });
    expect(cache.enabled).toBe(false);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
  });

  it('gives a strong ETag that changes with the body', () => {
    expect(etagOf('{"id":1}')).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"id":1}')).toBe(etagOf('{"id":1}'));
    expect(etagOf('{"id":2}')).not.toBe(etagOf('{"id":1}'));
  });

  it('is emptied by invalidateCatalogCache() until disposed', () => {
    const live = new CatalogCache<string, string>({ ttlMs: 60000, maxEntries: 10 });
    const disposed = new CatalogCache<string, string>({ ttlMs: 60000, maxEntries: 10 });
    disposed.dispose();
    live.set('a', '1');
    disposed.set('a', '1');
    invalidateCatalogCache();
    expect(live.get('a')).toBeUndefined();
    expect(disposed.get('a')).toBe('1');
    live.dispose();
  });

  it('reads CATALOG_CACHE_TTL_MS and CATALOG_CACHE_MAX_ENTRIES, with a Spanish error for bad values', () => {
    expect(catalogCacheSettingsFromEnv({})).toEqual(DEFAULT_CATALOG_CACHE_SETTINGS);
    expect(DEFAULT_CATALOG_CACHE_SETTINGS.ttlMs).toBe(2000);
    expect(
      catalogCacheSettingsFromEnv({ CATALOG_CACHE_TTL_MS: '0', CATALOG_CACHE_MAX_ENTRIES: '50' }),
    ).toEqual({
      ttlMs: 0,
      maxEntries: 50,
    });
    expect(() => catalogCacheSettingsFromEnv({ CATALOG_CACHE_TTL_MS: 'dos' })).toThrow(
      'CATALOG_CACHE_TTL_MS debe ser un entero positivo o 0 (recibido "dos")',
    );
  });
});

describe('catalog routes with the response cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogCache: { ttlMs: 60000, maxEntries: 1000 } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const setStock = (id: number, stock: number) =>
    t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [id, stock]);

  it('answers a repeated product read from the cache, byte for byte, with the same ETag', async () => {
    const first = await get('/products/3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get('/products/3', { origin: 'http://localhost:3000' });
    expect(second.headers['x-cache']).toBe('HIT');
    // CORS runs before the cache, so a cached answer still reaches the storefront.
    expect(second.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(json<Product>(second).id).toBe(3);
  });

  it('shows a stock change only after the TTL or an invalidation (the documented bound)', async () => {
    const before = json<Product>(await get('/products/4'));
    await setStock(4, before.stock + 7);
    expect(json<Product>(await get('/products/4')).stock).toBe(before.stock);
    invalidateCatalogCache();
    const after = await get('/products/4');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(json<Product>(after).stock).toBe(before.stock + 7);
  });

  it('shows the stock an order took and gave back at once, without waiting for the TTL', async () => {
    await setStock(6, 9);
    invalidateCatalogCache();
    expect(json<Product>(await get('/products/6')).stock).toBe(9);
    expect((await get('/products/6')).headers['x-cache']).toBe('HIT');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: 6, qty: 2 }] },
    });
    expect(placed.statusCode).toBe(201);
    const afterOrder = await get('/products/6');
    expect(afterOrder.headers['x-cache']).toBe('MISS');
    expect(json<Product>(afterOrder).stock).toBe(7);
    // The shopper swaps the line for another product: the two units go back on the shelf.
    const { id, accessToken } = json<{ id: number; accessToken: string }>(placed);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/orders/${String(id)}`,
      headers: { 'x-order-token': accessToken },
      payload: { products: [{ id: 7, qty: 1 }] },
    });
    expect(changed.statusCode).toBe(200);
    expect(json<Product>(await get('/products/6')).stock).toBe(9);
  });

  it("reads a faceted search's scope once per TTL, and shows an order's stock at once", async () => {
    const url = '/product/search-result?filter%5Bname%5D=laptop&filter%5BinStock%5D=1&facets=1&per-page=1';
    const first = json<ProductPage>(await get(url));
    const top = first.items[0]!;
    // Changed behind this process's back: the scope is within its TTL (the documented bound).
    await setStock(top.id, 0);
    expect(json<ProductPage>(await get(url))._meta.totalCount).toBe(first._meta.totalCount);
    invalidateCatalogCache();
    const after = json<ProductPage>(await get(url));
    expect(after._meta.totalCount).toBe(first._meta.totalCount - 1);
    expect(after.facets!.inStock).toBe(first.facets!.inStock - 1);

    // An order in this process empties the caches: the sold-out product leaves at once.
    const next = after.items[0]!;
    await setStock(next.id, 1);
    invalidateCatalogCache();
    const before = json<ProductPage>(await get(url));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: next.id, qty: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const sold = json<ProductPage>(await get(url));
    expect(sold._meta.totalCount).toBe(before._meta.totalCount - 1);
    expect(sold.items[0]!.id).not.toBe(next.id);
  });

  it('caches category pages per query string', async () => {
    const page1 = await get('/products/category/switches?per-page=5');
    const page2 = await get('/products/category/switches?per-page=5&page=2');
    expect(page2.headers['x-cache']).toBe('MISS');
    expect(json<ProductPage>(page2).items[0]!.id).not.toBe(json<ProductPage>(page1).items[0]!.id);
    expect((await get('/products/category/switches?per-page=5')).headers['x-cache']).toBe('HIT');
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const url = `/products/slug/${json<Product>(await get('/products/5')).slug}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const weakList = await get(url, { 'if-none-match': `"otro", W/${etag}` });
    expect(weakList.statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': '"otro"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('never caches text searches or errors: the matching always reads the database', async () => {
    const url = '/product/search-result?filter%5Bname%5D=laptop&filter%5BinStock%5D=1&per-page=1';
    const first = await get(url);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers.etag).toBeDefined();
    const top = json<ProductPage>(first);
    // Sold out: the in-stock search drops it at once (its card may be cached, its match is not).
    await setStock(top.items[0]!.id, 0);
    const after = json<ProductPage>(await get(url));
    expect(after._meta.totalCount).toBe(top._meta.totalCount - 1);
    expect(after.items[0]!.id).not.toBe(top.items[0]!.id);

    // The cards of a search come from the product cache, like product pages (same bound).
    const card = after.items[0]!;
    await setStock(card.id, card.stock + 5);
    expect(json<ProductPage>(await get(url)).items[0]!.stock).toBe(card.stock);
    invalidateCatalogCache();
    expect(json<ProductPage>(await get(url)).items[0]!.stock).toBe(card.stock + 5);

    const missing = await get('/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    expect((await get('/products/999999')).statusCode).toBe(404);
  });
});

describe('catalog routes with the cache off (the default of buildApp, used by the other tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the database every time but still sends an ETag and honours If-None-Match', async () => {
    const first = await t.app.inject({ url: '/products/6' });
    expect(first.headers['x-cache']).toBeUndefined();
    const stock = json<Product>(first).stock;
    await t.db.query('UPDATE products SET stock = $1 WHERE id = 6', [stock + 1]);
    const second = await t.app.inject({ url: '/products/6' });
    expect(json<Product>(second).stock).toBe(stock + 1);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const notModified = await t.app.inject({
      url: '/products/6',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });
});
