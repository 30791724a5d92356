import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDb } from '../src/db/prepare-db.js';
import { allCategorySlugs } from '../src/seed/categories.js';
import { BASE_PRODUCT_COUNT, generateProducts } from '../src/seed/products.js';
import { migrate } from '../src/db/migrate.js';
import { migrationsDir } from '../src/paths.js';
import type { ProductPage } from '@store/contracts';
import { createTestApp, json, type TestApp } from './support/test-app.js';

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

  it('seeds a catalogue of at least 300 products with unique slugs and SKUs', async () => {
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

  it('scales to a large benchmark catalogue with unique slugs and SKUs', () => {
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
    const first = await prepareDb({ dataDir });
    try {
      expect(first.migrationsApplied).toContain('009_search_index.sql');
      expect(first.seeded?.products).toBeGreaterThanOrEqual(300);
      const [stats] = await first.db.query<{ analyzed: boolean; trgm: number }>(
        `SELECT (SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'products') AS analyzed,
                (SELECT count(*)::int FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`,
      );
      expect(stats).toEqual({ analyzed: true, trgm: 1 });
    } finally {
      await first.db.close();
    }
    const again = await prepareDb({ dataDir });
    try {
      expect(again.migrationsApplied).toEqual([]);
      expect(again.seeded).toBeNull();
      const [row] = await again.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM products WHERE search_bigrams @> '{hp}'",
      );
      expect(row!.count).toBeGreaterThan(0);
    } finally {
      await again.db.close();
    }
  });
});
