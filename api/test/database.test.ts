import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { readDatabaseConfig } from '../src/config.js';
import { prepareDatabase, prepareDb } from '../src/db/prepare-db.js';
import { DEPARTMENTS, SHIPPING_ZONES } from '../src/places/honduras.js';
import { PAYMENT_DAYS } from '../src/reference-data/credit-payment-days.js';
import { PAGES } from '../src/reference-data/pages.js';
import { applyReferenceData, REFERENCE_DATA } from '../src/reference-data/reference-data.js';
import { STORES } from '../src/reference-data/stores.js';
import { allCategorySlugs } from '../src/seed/categories.js';
import { DEMO_CUSTOMERS } from '../src/seed/customers.js';
import { BASE_PRODUCT_COUNT, generateProducts } from '../src/seed/products.js';
import { SURVEYS } from '../src/seed/surveys.js';
import { migrate } from '../src/db/migrate.js';
import { migrationsDir } from '../src/paths.js';
import type { ProductPage } from '@store/contracts';
import { createEmptyTestDb, createTestApp, json, type TestApp, type TestDb } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migrations and seed', () => {
  it('records every migration and applies nothing twice', async () => {
    const applied = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    expect(files.slice(0, 4)).toEqual([
      '001_catalog.sql',
      '002_content.sql',
      '003_customers.sql',
      '004_commerce.sql',
    ]);
    expect(applied.map((row) => row.name)).toEqual(files);
    await expect(migrate(t.db)).resolves.toEqual([]);
  });

  it('seeds a catalog of at least 300 products with unique slugs and SKUs', async () => {
    const [counts] = await t.db.query<{
      products: number;
      slugs: number;
      skus: number;
      sold_out: number;
      coupons: number;
    }>(
      `SELECT count(*)::int AS products, count(DISTINCT slug)::int AS slugs, count(DISTINCT sku)::int AS skus,
              count(*) FILTER (WHERE stock = 0)::int AS sold_out,
              (SELECT count(*)::int FROM coupon_products) AS coupons
         FROM products`,
    );
    expect(counts!.products).toBeGreaterThanOrEqual(300);
    expect(counts!.slugs).toBe(counts!.products);
    expect(counts!.skus).toBe(counts!.products);
    expect(counts!.sold_out).toBeGreaterThan(0);
    expect(counts!.coupons).toBeGreaterThan(0);
  });

  it.each(allCategorySlugs())('category %s has products (parents through their children)', async (slug) => {
    const response = await t.app.inject({ url: `/products/category/${slug}?per-page=1` });
    expect(response.statusCode).toBe(200);
    expect(json<ProductPage>(response)._meta.totalCount).toBeGreaterThan(0);
  });

  it('prices are realistic lempira amounts, sale never above regular', async () => {
    const [laptops] = await t.db.query<{ min: number; max: number }>(
      `SELECT min(p.price_sale)::float8 AS min, max(p.price_regular)::float8 AS max
         FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'laptops'`,
    );
    expect(laptops!.min).toBeGreaterThanOrEqual(12000);
    expect(laptops!.max).toBeLessThanOrEqual(70000);
    const [bad] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE price_sale > price_regular',
    );
    expect(bad!.count).toBe(0);
  });
});

describe('product generator', () => {
  it('is deterministic', () => {
    expect(generateProducts()).toEqual(generateProducts());
  });

  it('scales to a large benchmark catalog with unique slugs and SKUs', () => {
    const products = generateProducts(BASE_PRODUCT_COUNT * 4 + 1);
    expect(products.length).toBe(BASE_PRODUCT_COUNT * 5);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
  });
});

describe('first start of the embedded engine (prepareDb on a data folder)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-prepare-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('loads pg_trgm, migrates, seeds and refreshes the statistics once; a restart does nothing', async () => {
    // What server.ts passes: no DATABASE_URL and no DEMO_DATA is the demo store of `npm start`.
    const config = readDatabaseConfig({ DATA_DIR: dataDir });
    expect(config.demoData).toBe(true);
    const warn = jest.fn<undefined, [string]>();
    const first = await prepareDb(config, warn);
    try {
      expect(first.migrationsApplied).toContain('009_search_index.sql');
      expect(first.referenceDataApplied).toEqual(REFERENCE_DATA.map((set) => `${set.name}@${set.version}`));
      expect(first.demoData?.products).toBeGreaterThanOrEqual(300);
      expect(warn).toHaveBeenCalledTimes(1);
      const [stats] = await first.db.query<{ analyzed: boolean; trgm: number }>(
        `SELECT (SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'products') AS analyzed,
                (SELECT count(*)::int FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`,
      );
      expect(stats).toEqual({ analyzed: true, trgm: 1 });
    } finally {
      await first.db.close();
    }
    const again = await prepareDb(config, warn);
    try {
      expect(again.migrationsApplied).toEqual([]);
      expect(again.referenceDataApplied).toEqual([]);
      expect(again.demoData).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      const [row] = await again.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM products WHERE search_bigrams @> '{hp}'",
      );
      expect(row!.count).toBeGreaterThan(0);
    } finally {
      await again.db.close();
    }
  });
});

describe('DEMO_DATA: which databases get the demo data', () => {
  const url = 'postgres://tienda@db.ejemplo.hn/tienda';
  it.each([
    [{}, true],
    [{ DEMO_DATA: '0' }, false],
    [{ DATABASE_URL: url }, false],
    [{ DATABASE_URL: url, DEMO_DATA: '1' }, true],
    [{ DATABASE_URL: url, DEMO_DATA: 'true' }, true],
  ])('%j → demoData %s', (env, demoData) => {
    expect(readDatabaseConfig(env).demoData).toBe(demoData);
  });

  it('refuses anything but 1/0/true/false', () => {
    expect(() => readDatabaseConfig({ DEMO_DATA: 'si' })).toThrow('DEMO_DATA debe ser 1 o 0 (recibido "si")');
  });
});

/** Row counts of the reference and the demo tables. */
async function tableCounts(db: TestDb['db']): Promise<Record<string, number>> {
  const tables = [
    'shipping_zones',
    'places',
    'stores',
    'pages',
    'credit_payment_days',
    'categories',
    'brands',
    'products',
    'coupons',
    'customers',
    'customer_credit',
    'credit_group_policies',
    'orders',
    'surveys',
  ];
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${tables.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return row ?? {};
}

const MUNICIPALITY_COUNT = DEPARTMENTS.reduce((sum, department) => sum + department.municipalities.length, 0);

const REFERENCE_COUNTS = {
  shipping_zones: SHIPPING_ZONES.length,
  places: 1 + DEPARTMENTS.length + MUNICIPALITY_COUNT,
  stores: STORES.length,
  pages: PAGES.length,
  credit_payment_days: 31,
};

describe('a DATABASE_URL server (prepareDatabase on a fresh database, as server.ts does)', () => {
  let testDb: TestDb;
  let app: FastifyInstance | undefined;
  let imageCacheDir: string;
  beforeAll(async () => {
    testDb = await createEmptyTestDb();
    imageCacheDir = await mkdtemp(join(tmpdir(), 'api-images-'));
  });
  afterAll(async () => {
    await app?.close();
    await testDb.close();
    await rm(imageCacheDir, { recursive: true, force: true });
  });

  it('without DEMO_DATA has the reference data and no accounts, catalog or demo history', async () => {
    const config = readDatabaseConfig({ DATABASE_URL: 'postgres://tienda@db.ejemplo.hn/tienda' });
    const warn = jest.fn<undefined, [string]>();
    const prepared = await prepareDatabase(testDb.db, {
      demoData: config.demoData,
      productCount: config.seedProducts,
      warn,
    });
    expect(prepared.demoData).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(await tableCounts(testDb.db)).toEqual({
      ...REFERENCE_COUNTS,
      categories: 0,
      brands: 0,
      products: 0,
      coupons: 0,
      customers: 0,
      customer_credit: 0,
      credit_group_policies: 0,
      orders: 0,
      surveys: 0,
    });
    const [kinds] = await testDb.db.query<{
      departments: number;
      municipalities: number;
      available_days: number;
    }>(
      `SELECT (SELECT count(*)::int FROM places WHERE kind = 'department') AS departments,
              (SELECT count(*)::int FROM places WHERE kind = 'municipality') AS municipalities,
              (SELECT count(*)::int FROM credit_payment_days WHERE available) AS available_days`,
    );
    expect(kinds).toEqual({
      departments: 18,
      municipalities: MUNICIPALITY_COUNT,
      available_days: PAYMENT_DAYS.size,
    });
  });

  it('serves an empty catalog without a server error', async () => {
    app = await buildApp({ db: testDb.db, imageCacheDir });
    await app.ready();
    const get = (url: string) => app!.inject({ url });
    const post = (url: string, payload: object) => app!.inject({ method: 'POST', url, payload });

    expect(json(await get('/menus'))).toEqual({ mega: [], main: expect.any(Array) });
    expect(json(await get('/categories'))).toEqual([]);
    expect((await get('/categories/laptops')).statusCode).toBe(404);
    expect((await get('/products/1')).statusCode).toBe(404);
    expect((await get('/images/products/1?w=350')).statusCode).toBe(404);
    const search = await get('/product/search-result?filter[name]=hp');
    expect(search.statusCode).toBe(200);
    expect(json<ProductPage>(search)._meta.totalCount).toBe(0);
    expect((await post('/site-search', { query: 'hp' })).statusCode).toBe(200);
    expect(json(await get('/app-services/brands-form-workshop'))).toEqual([]);
    expect((await get('/survey/1')).statusCode).toBe(404);
    expect((await get('/products/category/laptops')).statusCode).toBe(404);
    expect((await get('/products/slug/laptop-inexistente')).statusCode).toBe(404);
    expect((await get('/coupons/BIENVENIDO10')).statusCode).toBe(404);
    // The reference data is all there.
    expect(json<unknown[]>(await get('/pages'))).toHaveLength(PAGES.length);
    expect(json<unknown[]>(await get('/stores'))).toHaveLength(STORES.length);
    expect(json<unknown[]>(await get('/shipping-zones'))).toHaveLength(SHIPPING_ZONES.length);
    expect(json<unknown[]>(await get('/app-services/cities-form-workshop')).length).toBeGreaterThan(0);
    expect((await get('/credit-order/days')).statusCode).toBe(200);
  });

  it('applies each reference data set once; an older or missing version is brought up to date in place', async () => {
    await expect(applyReferenceData(testDb.db)).resolves.toEqual([]);
    const before = await testDb.db.query<{ id: number; code: string }>(
      "SELECT id, code FROM places WHERE code <> '' ORDER BY id",
    );
    // A database an older seed filled (rows, no recorded versions) and edited since.
    await testDb.db.exec(`DELETE FROM reference_data;
      UPDATE shipping_zones SET cost = 1;
      UPDATE pages SET title = 'Vieja';
      DELETE FROM stores WHERE slug = 'oficina-comayagua';
      UPDATE credit_payment_days SET available = true`);
    await expect(applyReferenceData(testDb.db)).resolves.toEqual(
      REFERENCE_DATA.map((set) => `${set.name}@${set.version}`),
    );
    expect(await tableCounts(testDb.db)).toMatchObject(REFERENCE_COUNTS);
    const after = await testDb.db.query<{ id: number; code: string }>(
      "SELECT id, code FROM places WHERE code <> '' ORDER BY id",
    );
    expect(after).toEqual(before);
    const [restored] = await testDb.db.query<{ cheap: number; old: number; days: number }>(
      `SELECT (SELECT count(*)::int FROM shipping_zones WHERE cost = 1) AS cheap,
              (SELECT count(*)::int FROM pages WHERE title = 'Vieja') AS old,
              (SELECT count(*)::int FROM credit_payment_days WHERE available) AS days`,
    );
    expect(restored).toEqual({ cheap: 0, old: 0, days: PAYMENT_DAYS.size });

    // A newer version of one set is applied; the database then refuses to go back to the older one.
    const pages = REFERENCE_DATA.find((set) => set.name === 'pages')!;
    await testDb.db.exec("UPDATE pages SET title = 'Vieja'");
    await expect(applyReferenceData(testDb.db, [{ ...pages, version: pages.version + 1 }])).resolves.toEqual([
      `pages@${pages.version + 1}`,
    ]);
    await expect(applyReferenceData(testDb.db)).resolves.toEqual([]);
    const [titles] = await testDb.db.query<{ old: number }>(
      "SELECT count(*)::int AS old FROM pages WHERE title = 'Vieja'",
    );
    expect(titles!.old).toBe(0);
  });

  it('with DEMO_DATA=1 loads the demo data once and says so in a warning', async () => {
    const config = readDatabaseConfig({
      DATABASE_URL: 'postgres://tienda@db.ejemplo.hn/tienda',
      DEMO_DATA: '1',
    });
    const warn = jest.fn<undefined, [string]>();
    const prepared = await prepareDatabase(testDb.db, { demoData: config.demoData, warn });
    expect(prepared.demoData).toEqual({
      categories: allCategorySlugs().length,
      brands: expect.any(Number),
      products: BASE_PRODUCT_COUNT,
      customers: DEMO_CUSTOMERS.length,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^Advertencia: se cargaron datos de demostración: 3 clientes con la contraseña publicada/,
    );
    const counts = await tableCounts(testDb.db);
    expect(counts).toMatchObject({
      ...REFERENCE_COUNTS,
      customers: DEMO_CUSTOMERS.length,
      surveys: SURVEYS.length,
    });
    expect(counts.products).toBe(BASE_PRODUCT_COUNT);
    expect(counts.customer_credit).toBeGreaterThan(0);
    expect(counts.credit_group_policies).toBeGreaterThan(0);
    expect(counts.orders).toBeGreaterThan(0);

    // Never on top of a store that already has a catalog or customers (nor twice).
    const again = await prepareDatabase(testDb.db, { demoData: true, warn });
    expect(again.demoData).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
