/**
 * Demo data: the demo catalog (categories, brands, ~310 products and their coupons), demo
 * customers who share the password published in api/README.md, store coupons, their credit
 * lines and history, surveys, the demo integrator of the embeddable checkout (its secret
 * is published too) and the back office's demo staff (the same password, no second factor).
 * Loaded only on demand (DEMO_DATA, see src/config.ts) by
 * src/db/prepare-db.ts, the seed CLI and the tests, on top of the reference data
 * (src/reference-data/), which every database has. No other module of src/ imports this
 * folder statically (lint rule in eslint.config.mjs).
 */
import { normaliseSearchText, slugify } from '../catalog/search-text.js';
import type { Db, Queryable } from '../db/db.js';
import { hashPassword } from '../users/password.js';
import { CATEGORY_TREE } from './categories.js';
import { DEMO_CUSTOMERS } from './customers.js';
import { seedCoupons } from './coupons.js';
import { seedCredit } from './credit.js';
import { seedEmbedIntegrators } from './embed-integrators.js';
import { seedDemoStaff } from './staff.js';

export { seedDemoStaff, seedEmbedIntegrators };
import type { SeedContext } from './seed-context.js';
import { seedSurveys } from './surveys.js';
import { generateProducts, type ProductSeed } from './products.js';

export interface SeedOptions {
  /** Minimum number of products (SEED_PRODUCTS); the base catalog has a little over 300. */
  productCount?: number;
}

export interface SeedSummary {
  categories: number;
  brands: number;
  products: number;
  customers: number;
}

/** Inserts rows in chunks of multi-row VALUES; PostgreSQL allows at most 65535 parameters. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<Array<Record<string, unknown>>> {
  const chunkSize = Math.floor(20000 / columns.length);
  const returned: Array<Record<string, unknown>> = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const result = await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${suffix}`,
      params,
    );
    returned.push(...result);
  }
  return returned;
}

async function seedCategories(tx: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let position = 0;
  for (const category of CATEGORY_TREE) {
    const [parent] = await tx.query<{ id: number }>(
      'INSERT INTO categories (slug, name, parent_id, position) VALUES ($1, $2, NULL, $3) RETURNING id',
      [category.slug, category.name, (position += 1)],
    );
    if (!parent) throw new Error(`No se pudo crear la categoría ${category.slug}`);
    ids.set(category.slug, parent.id);
    for (const child of category.children ?? []) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO categories (slug, name, parent_id, position) VALUES ($1, $2, $3, $4) RETURNING id',
        [child.slug, child.name, parent.id, (position += 1)],
      );
      if (row) ids.set(child.slug, row.id);
    }
  }
  return ids;
}

async function seedBrands(tx: Queryable, products: readonly ProductSeed[]): Promise<Map<string, number>> {
  const names = [...new Set(products.map((product) => product.brand))].sort();
  const rows = await insertRows(
    tx,
    'brands',
    ['name', 'slug'],
    names.map((name) => [name, slugify(name)]),
    'RETURNING id, name',
  );
  return new Map(rows.map((row) => [String(row.name), Number(row.id)]));
}

async function seedProducts(
  tx: Queryable,
  products: readonly ProductSeed[],
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
  categoryNames: Map<string, string>,
): Promise<void> {
  const rows = products.map((product) => [
    product.slug,
    product.sku,
    product.name,
    product.description,
    brandIds.get(product.brand),
    categoryIds.get(product.categorySlug),
    product.regularPrice,
    product.salePrice,
    product.stock,
    product.group,
    product.materialGroup,
    normaliseSearchText(
      `${product.name} ${product.brand} ${product.sku} ${categoryNames.get(product.categorySlug) ?? ''}`,
    ),
  ]);
  const inserted = await insertRows(
    tx,
    'products',
    [
      'slug',
      'sku',
      'name',
      'description',
      'brand_id',
      'category_id',
      'price_regular',
      'price_sale',
      'stock',
      'product_group',
      'material_group',
      'search_text',
    ],
    rows,
    'RETURNING id, slug',
  );
  const idBySlug = new Map(inserted.map((row) => [String(row.slug), Number(row.id)]));

  const specRows = products.flatMap((product) =>
    product.specs.map(([name, value], position) => [idBySlug.get(product.slug), position, name, value]),
  );
  await insertRows(tx, 'product_specs', ['product_id', 'position', 'name', 'value'], specRows);

  const productCoupons = products.flatMap((product) =>
    product.coupon ? [{ coupon: product.coupon, productId: idBySlug.get(product.slug) }] : [],
  );
  await insertRows(
    tx,
    'coupons',
    ['code', 'type', 'discount', 'remaining', 'expire'],
    productCoupons.map(({ coupon }) => [
      coupon.code,
      coupon.type,
      coupon.discount,
      coupon.remaining,
      coupon.expire,
    ]),
  );
  await insertRows(
    tx,
    'coupon_products',
    ['coupon_code', 'product_id'],
    productCoupons.map(({ coupon, productId }) => [coupon.code, productId]),
  );
}

async function seedCustomers(tx: Queryable): Promise<Map<string, number>> {
  const rows = await Promise.all(
    DEMO_CUSTOMERS.map(async (customer) => [
      customer.firstname,
      customer.lastname,
      customer.email,
      customer.telephone,
      customer.fax,
      customer.customField,
      await hashPassword(customer.password),
    ]),
  );
  const inserted = await insertRows(
    tx,
    'customers',
    ['firstname', 'lastname', 'email', 'telephone', 'fax', 'custom_field', 'password_hash'],
    rows,
    'RETURNING id, email',
  );
  return new Map(inserted.map((row) => [String(row.email), Number(row.id)]));
}

/**
 * Whether the store already has a catalog or customers: demo data only ever goes into a
 * store with neither, never on top of a real one (nor twice).
 */
export async function hasStoreData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM categories) OR EXISTS (SELECT 1 FROM customers) AS found',
  );
  return row?.found ?? false;
}

/**
 * Whether the store is a demo store: it holds the demo customers (the demo data was loaded
 * before). Only such a store is brought up to date with newer demo pieces (the demo integrator),
 * never a real store that DEMO_DATA was set on by mistake.
 */
export async function isDemoStore(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM customers WHERE email = ANY($1::text[])) AS found',
    [DEMO_CUSTOMERS.map((customer) => customer.email)],
  );
  return row?.found ?? false;
}

/**
 * Loads the demo data into a migrated database that has the reference data, in one
 * transaction: all or nothing.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const products = generateProducts(options.productCount ?? 0);
  const categoryNames = new Map(
    CATEGORY_TREE.flatMap((category) => [category, ...(category.children ?? [])]).map((c) => [
      c.slug,
      c.name,
    ]),
  );
  return db.transaction(async (tx) => {
    const categoryIds = await seedCategories(tx);
    const brandIds = await seedBrands(tx, products);
    await seedProducts(tx, products, categoryIds, brandIds, categoryNames);
    const customerIds = await seedCustomers(tx);
    const context: SeedContext = { customerIds };
    await seedCoupons(tx);
    await seedCredit(tx, context);
    await seedSurveys(tx);
    // Read from the environment here, as only the demo data needs it (EMBED_DEMO_ORIGINS/SECRET).
    await seedEmbedIntegrators(tx);
    await seedDemoStaff(tx);
    return {
      categories: categoryIds.size,
      brands: brandIds.size,
      products: products.length,
      customers: DEMO_CUSTOMERS.length,
    };
  });
}

/**
 * Empties the demo data and everything the store did with it (seed CLI `--reset`), keeping the
 * schema and the reference data (places, zones, stores, pages, payment days).
 */
export async function clearDemoData(db: Db): Promise<void> {
  await db.exec(
    `TRUNCATE service_requests, survey_responses, surveys, product_reviews, credit_contracts, credit_orders,
       credit_group_policies, customer_credit, payment_answers, payments, order_events, order_items, orders, outbox_messages,
       password_resets, customer_cart_items, wishlist_items, customer_addresses, coupon_products, coupons,
       sessions, customers, product_specs, products, brands, categories, embed_carts, embed_integrators
       RESTART IDENTITY CASCADE`,
  );
}
