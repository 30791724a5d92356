import { normaliseSearchText, slugify } from '../catalog/search-text.js';
import type { Db, Queryable } from '../db/db.js';
import { hashPassword } from '../users/password.js';
import { CATEGORY_TREE } from './categories.js';
import { DEMO_CUSTOMERS } from './customers.js';
import { seedCoupons } from './coupons.js';
import { seedCredit } from './credit.js';
import { PAGES } from './pages.js';
import { seedPlaces } from './places.js';
import type { SeedContext } from './seed-context.js';
import { seedStores } from './stores.js';
import { seedSurveys } from './surveys.js';
import { generateProducts, type ProductSeed } from './products.js';

export interface SeedOptions {
  /** Minimum number of products (SEED_PRODUCTS); the base catalogue has a little over 300. */
  productCount?: number;
}

export interface SeedSummary {
  categories: number;
  brands: number;
  products: number;
  pages: number;
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

async function seedPages(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'pages',
    ['slug', 'title', 'blocks', 'updated_at'],
    PAGES.map((page) => [page.slug, page.title, JSON.stringify(page.blocks), page.updatedAt]),
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

export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM categories');
  return (row?.count ?? 0) > 0;
}

/** Fills an empty, migrated database in one transaction: all or nothing. */
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
    await seedPages(tx);
    const customerIds = await seedCustomers(tx);
    const context: SeedContext = { customerIds };
    await seedPlaces(tx);
    await seedStores(tx);
    await seedCoupons(tx);
    await seedCredit(tx, context);
    await seedSurveys(tx);
    return {
      categories: categoryIds.size,
      brands: brandIds.size,
      products: products.length,
      pages: PAGES.length,
      customers: DEMO_CUSTOMERS.length,
    };
  });
}

/** Empties every seeded table (seed CLI `--reset`), keeping the schema. */
export async function clearSeededData(db: Db): Promise<void> {
  await db.exec(
    `TRUNCATE service_requests, survey_responses, surveys, product_reviews, credit_contracts, credit_orders,
       credit_payment_days, credit_group_policies, customer_credit, payments, order_events, order_items, orders,
       outbox_messages, password_resets, customer_cart_items, wishlist_items, customer_addresses, stores, places,
       shipping_zones, coupon_products, coupons, sessions, customers, pages, product_specs, products, brands,
       categories RESTART IDENTITY CASCADE`,
  );
}
