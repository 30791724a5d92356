/**
 * The catalog in the back office (issue 34, "Catalog"): products edited by the `catalogo` role
 * (price, stock, coupon, publication) with an audit entry of what changed, the Spanish refusals,
 * coupon codes (create, edit, disable, their uses), the price and stock CSV (a bad file applies
 * nothing and names every bad line; a good one applies everything; export → import changes
 * nothing), and the storefront showing each change on its next read although its caches are on.
 */
import type {
  AdminCoupon,
  AdminCouponPage,
  AdminProductPage,
  AdminProductRow,
  AuditPage,
  CatalogImportRejection,
  CatalogImportResult,
  ErrorBody,
  Product,
  ProductPage,
} from '@store/contracts';
import { createStaffSession } from '../src/staff/staff-sessions.js';
import { createOrder, takeProduct, VALID_CONTACT } from './support/checkout-fixtures.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let catalogo: string;
let pedidos: string;
let admin: string;

async function staffToken(email: string): Promise<string> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [email]);
  if (!row) throw new Error(`no demo staff ${email}`);
  return createStaffSession(t.db, row.id, 8);
}

beforeAll(async () => {
  // The storefront's caches on, with a TTL far longer than any test: a read that shows a change
  // proves the change dropped them, not that they aged out.
  t = await createTestApp({ catalogCache: { ttlMs: 10 * 60_000, maxEntries: 5000 } });
  catalogo = await staffToken('catalogo@ejemplo.hn');
  pedidos = await staffToken('pedidos@ejemplo.hn');
  admin = await staffToken('admin@ejemplo.hn');
});
afterAll(() => t.close());

const patchProduct = (id: number, payload: Record<string, unknown>, token = catalogo) =>
  t.app.inject({ method: 'PATCH', url: `/admin/catalog/products/${id}`, headers: bearer(token), payload });

const importCsv = (csv: string, token = catalogo) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/catalog/import',
    headers: { ...bearer(token), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

async function productRow(id: number): Promise<{ sku: string; slug: string; price: number; stock: number }> {
  const [row] = await t.db.query<{ sku: string; slug: string; price: number; stock: number }>(
    'SELECT sku, slug, price_sale::float8 AS price, stock FROM products WHERE id = $1',
    [id],
  );
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/** The audit entries of one entity, newest first (read as admin, as the back office does). */
async function auditOf(entityType: string, entityId: string | number) {
  const response = await t.app.inject({
    url: `/admin/audit?entityType=${entityType}&entityId=${encodeURIComponent(String(entityId))}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return json<AuditPage>(response).items;
}

const storefrontProduct = (slug: string) =>
  t.app.inject({ url: `/products/slug/${encodeURIComponent(slug)}` });

describe('products', () => {
  it('sorts by name, SKU, price or stock either way (?sort=key, ?sort=-key), by name without sort', async () => {
    // Three products under SKUs of their own, so one search returns just them.
    const marker = `ORDEN${String(process.pid)}`;
    const specs = [
      { sku: `${marker}-B`, price: 900, stock: 1 },
      { sku: `${marker}-C`, price: 150, stock: 7 },
      { sku: `${marker}-A`, price: 4000, stock: 3 },
    ];
    const ids: number[] = [];
    for (const spec of specs) {
      const product = await takeProduct(t.db, { stock: spec.stock, price: spec.price });
      await t.db.query('UPDATE products SET sku = $2 WHERE id = $1', [product.id, spec.sku]);
      ids.push(product.id);
    }
    const [b, c, a] = ids;
    const sorted = async (sort?: string): Promise<number[]> => {
      const response = await t.app.inject({
        url: `/admin/catalog/products?q=${marker}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`,
        headers: bearer(catalogo),
      });
      expect(response.statusCode).toBe(200);
      return json<AdminProductPage>(response).items.map((row) => row.id);
    };
    expect(await sorted('price')).toEqual([c, b, a]);
    expect(await sorted('-price')).toEqual([a, b, c]);
    expect(await sorted('stock')).toEqual([b, a, c]);
    expect(await sorted('-stock')).toEqual([c, a, b]);
    expect(await sorted('sku')).toEqual([a, b, c]);
    expect(await sorted('-sku')).toEqual([c, b, a]);
    const byName = await sorted('name');
    expect(await sorted()).toEqual(byName);
    expect(await sorted('-name')).toEqual([...byName].reverse());

    for (const sort of ['newest', 'priceSale', '-']) {
      const response = await t.app.inject({
        url: `/admin/catalog/products?sort=${sort}`,
        headers: bearer(catalogo),
      });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({
        message: 'Parámetros inválidos',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('lists products by name or SKU with paging, held units and the product coupon', async () => {
    const product = await takeProduct(t.db, { stock: 9 });
    const { sku } = await productRow(product.id);
    const bySku = json<AdminProductPage>(
      await t.app.inject({
        url: `/admin/catalog/products?q=${encodeURIComponent(sku.toLowerCase())}`,
        headers: bearer(catalogo),
      }),
    );
    expect(bySku.items.map((row) => row.id)).toContain(product.id);
    expect(bySku.items.find((row) => row.id === product.id)).toMatchObject({
      sku,
      stock: 9,
      held: 0,
      published: true,
      coupon: null,
    });

    const word = product.name.split(' ')[0] ?? '';
    const byName = json<AdminProductPage>(
      await t.app.inject({
        url: `/admin/catalog/products?q=${encodeURIComponent(word)}&per-page=2&page=1&sort=-price`,
        headers: bearer(catalogo),
      }),
    );
    expect(byName.items.length).toBeLessThanOrEqual(2);
    expect(byName._meta.perPage).toBe(2);
    expect(byName._meta.totalCount).toBeGreaterThan(0);
    const prices = byName.items.map((row) => row.priceSale);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);

    // A placed, unpaid order holds its units: already off `stock`, shown as `held`.
    await createOrder(t.app, { products: [{ id: product.id, qty: 2 }], ...VALID_CONTACT });
    const held = json<AdminProductRow>(
      await t.app.inject({ url: `/admin/catalog/products/${product.id}`, headers: bearer(catalogo) }),
    );
    expect(held).toMatchObject({ stock: 7, held: 2 });
  });

  it('changes price, stock and coupon, audits before → after, and the storefront shows it at once', async () => {
    const product = await takeProduct(t.db, { stock: 5, price: 1000 });
    const { slug, sku } = await productRow(product.id);
    // Read once so the storefront's caches hold the old figures.
    expect(json<Product>(await storefrontProduct(slug))).toMatchObject({ stock: 5, price: { sale: 1000 } });
    const listing = `/product/search-result?filter[name]=${encodeURIComponent(sku)}`;
    expect(json<ProductPage>(await t.app.inject({ url: listing })).items[0]).toMatchObject({ stock: 5 });

    const code = `PROD${String(product.id)}`;
    const expire = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const response = await patchProduct(product.id, {
      priceSale: 1234.5,
      stock: 12,
      expectedStock: 5,
      coupon: { code, type: 'P', discount: 10, remaining: 20, expire },
    });
    expect(response.statusCode).toBe(200);
    expect(json<AdminProductRow>(response)).toMatchObject({
      priceSale: 1234.5,
      stock: 12,
      coupon: { code, type: 'P', discount: 10, remaining: 20, expire, disabled: false },
    });

    const shown = json<Product>(await storefrontProduct(slug));
    expect(shown).toMatchObject({ stock: 12, price: { sale: 1234.5 }, coupon: { code, discount: 10 } });
    expect(json<ProductPage>(await t.app.inject({ url: listing })).items[0]).toMatchObject({ stock: 12 });
    expect(json<{ code: string }>(await t.app.inject({ url: `/coupons/${code}` })).code).toBe(code);

    const [entry] = await auditOf('product', product.id);
    expect(entry).toMatchObject({
      action: 'product.update',
      staffEmail: 'catalogo@ejemplo.hn',
      role: 'catalogo',
      before: { sku, priceSale: 1000, stock: 5, coupon: null },
      after: { sku, priceSale: 1234.5, stock: 12, coupon: { code, discount: 10 } },
    });
    expect(entry?.before).not.toHaveProperty('published');

    // Saving the same figures again changes nothing and writes no entry.
    expect((await patchProduct(product.id, { stock: 12, priceSale: 1234.5 })).statusCode).toBe(200);
    expect(await auditOf('product', product.id)).toHaveLength(1);

    // The coupon edited from the product keeps its code; null disables it for shoppers.
    const edited = await patchProduct(product.id, {
      coupon: { type: 'F', discount: 150, remaining: 3, expire },
    });
    expect(json<AdminProductRow>(edited).coupon).toMatchObject({
      code,
      type: 'F',
      discount: 150,
      remaining: 3,
    });
    const removed = await patchProduct(product.id, { coupon: null });
    expect(json<AdminProductRow>(removed).coupon).toMatchObject({ code, disabled: true });
    expect(json<Product>(await storefrontProduct(slug)).coupon).toBeNull();
    expect((await t.app.inject({ url: `/coupons/${code}` })).statusCode).toBe(404);
  });

  it('refuses bad figures in Spanish and saves nothing', async () => {
    const product = await takeProduct(t.db, { stock: 4, price: 500 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceSale: 0 }, 'priceSale', 'El precio debe ser mayor que 0 y tener como máximo 2 decimales'],
      [{ priceSale: 10.005 }, 'priceSale', 'El precio debe ser mayor que 0 y tener como máximo 2 decimales'],
      [{ priceSale: -3 }, 'priceSale', 'El precio debe ser mayor que 0 y tener como máximo 2 decimales'],
      [
        {
          coupon: {
            code: 'NUEVO-1',
            type: 'P',
            discount: 120,
            remaining: 1,
            expire: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
        'coupon.discount',
        'Un descuento en porcentaje no puede pasar de 100',
      ],
      [
        {
          coupon: {
            type: 'F',
            discount: 5,
            remaining: 1,
            expire: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
        'coupon.code',
        'Escribe el código del cupón nuevo',
      ],
      [
        {
          coupon: {
            code: 'NUEVO-2',
            type: 'F',
            discount: 5,
            remaining: 1,
            expire: '2020-01-01T00:00:00.000Z',
          },
        },
        'coupon.expire',
        'La fecha de vencimiento debe ser futura',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patchProduct(product.id, { stock: 99, ...payload });
      expect({
        payload,
        status: response.statusCode,
        field: json<ErrorBody>(response).fields?.[field],
      }).toEqual({
        payload,
        status: 400,
        field: message,
      });
    }
    // The schema's own refusals (a negative or fractional stock) are Spanish too.
    for (const stock of [-1, 2.5]) {
      const response = await patchProduct(product.id, { stock });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).fields?.stock).toMatch(/[a-záéíóúñ]/i);
      expect(json<ErrorBody>(response).fields?.stock).not.toMatch(/must be/);
    }
    expect(await productRow(product.id)).toMatchObject({ price: 500, stock: 4 });
    expect(await auditOf('product', product.id)).toHaveLength(0);

    expect((await patchProduct(2147483647, { stock: 1 })).statusCode).toBe(404);
    expect(json<ErrorBody>(await patchProduct(2147483647, { stock: 1 })).message).toBe(
      'Producto no encontrado',
    );
  });

  it('refuses a stock figure an order changed while the form was open (409)', async () => {
    const product = await takeProduct(t.db, { stock: 6 });
    await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    const response = await patchProduct(product.id, { stock: 10, expectedStock: 6 });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response)).toMatchObject({
      code: 'STOCK_CHANGED',
      message: 'Las existencias cambiaron mientras editabas (ahora hay 5): revisa la cifra y guarda de nuevo',
    });
    expect((await productRow(product.id)).stock).toBe(5);
  });

  it('hides an unpublished product from the storefront, and its orders keep working', async () => {
    const product = await takeProduct(t.db, { stock: 8 });
    const { slug, sku } = await productRow(product.id);
    const order = await createOrder(t.app, { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT });
    const search = `/product/search-result?filter[name]=${encodeURIComponent(sku)}`;
    expect(json<ProductPage>(await t.app.inject({ url: search })).items.map((p) => p.id)).toEqual([
      product.id,
    ]);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/product/${slug}<`);

    const [category] = await t.db.query<{ slug: string }>(
      'SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = $1',
      [product.id],
    );
    // Faceted category pages keep their scope's rows in a cache of their own: it must drop them too.
    const categoryUrl = `/products/category/${category?.slug ?? ''}?facets=1`;
    const listedBefore = json<ProductPage>(await t.app.inject({ url: categoryUrl }))._meta.totalCount;

    const hidden = await patchProduct(product.id, { published: false });
    expect(json<AdminProductRow>(hidden).published).toBe(false);

    expect((await storefrontProduct(slug)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/products/${product.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/products/sku/${encodeURIComponent(sku)}` })).statusCode).toBe(404);
    expect(json<ProductPage>(await t.app.inject({ url: search })).items).toEqual([]);
    expect(json<ProductPage>(await t.app.inject({ url: categoryUrl }))._meta.totalCount).toBe(
      listedBefore - 1,
    );
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/product/${slug}<`);

    // The order placed before still reads and carries its line.
    const tracked = await t.app.inject({
      url: `/orders/${order.id}`,
      headers: { 'x-order-token': order.accessToken },
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).toContain(sku);

    // New orders cannot buy it (a cart kept in a browser still names it).
    const refused = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT },
    });
    expect(refused.statusCode).toBe(404);
    expect(json<ErrorBody>(refused).message).toBe('Producto no encontrado');

    // Staff still see it, and can publish it again.
    const hiddenList = json<AdminProductPage>(
      await t.app.inject({
        url: '/admin/catalog/products?published=no&per-page=100',
        headers: bearer(catalogo),
      }),
    );
    expect(hiddenList.items.map((row) => row.id)).toContain(product.id);
    await patchProduct(product.id, { published: true });
    expect((await storefrontProduct(slug)).statusCode).toBe(200);
    const [entry] = await auditOf('product', product.id);
    expect(entry).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('is refused to other roles and to customers', async () => {
    const product = await takeProduct(t.db, { stock: 3 });
    const refused = await patchProduct(product.id, { stock: 50 }, pedidos);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).message).toBe('Tu rol no permite esta acción');
    expect((await patchProduct(product.id, { stock: 50 }, admin)).statusCode).toBe(200);
  });
});

describe('coupon codes', () => {
  const future = () => new Date(Date.now() + 10 * 86_400_000).toISOString();
  const createCoupon = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/admin/catalog/coupons', headers: bearer(catalogo), payload });

  it('creates, lists with uses, edits, disables and enables a coupon, each audited', async () => {
    const product = await takeProduct(t.db, { stock: 10, price: 2000 });
    const created = await createCoupon({
      code: 'VERANO25',
      type: 'P',
      discount: 25,
      remaining: 5,
      expire: future(),
      description: 'Verano',
      productIds: [product.id],
    });
    expect(created.statusCode).toBe(201);
    expect(json<AdminCoupon>(created)).toMatchObject({
      code: 'VERANO25',
      uses: 0,
      remaining: 5,
      state: 'active',
      stateLabel: 'Activo',
      products: [{ id: product.id }],
    });

    // A shopper uses it: one use counted, one remaining less.
    await createOrder(t.app, {
      products: [{ id: product.id, qty: 1 }],
      ...VALID_CONTACT,
      coupon: 'verano25',
    });
    const listed = json<AdminCouponPage>(
      await t.app.inject({ url: '/admin/catalog/coupons?q=verano', headers: bearer(catalogo) }),
    );
    expect(listed.items).toEqual([expect.objectContaining({ code: 'VERANO25', uses: 1, remaining: 4 })]);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/admin/catalog/coupons/verano25',
      headers: bearer(catalogo),
      payload: { discount: 30, remaining: 10 },
    });
    expect(json<AdminCoupon>(edited)).toMatchObject({ code: 'VERANO25', discount: 30, remaining: 10 });

    const disabled = await t.app.inject({
      method: 'POST',
      url: '/admin/catalog/coupons/VERANO25/disable',
      headers: bearer(catalogo),
    });
    expect(json<AdminCoupon>(disabled)).toMatchObject({ state: 'disabled', stateLabel: 'Desactivado' });
    expect((await t.app.inject({ url: '/coupons/VERANO25' })).statusCode).toBe(404);
    const refusedOrder = await t.app.inject({
      method: 'POST',
      url: '/orders',
      payload: { products: [{ id: product.id, qty: 1 }], ...VALID_CONTACT, coupon: 'VERANO25' },
    });
    expect(refusedOrder.statusCode).toBe(404);
    // Disabling again changes nothing and writes no second entry.
    await t.app.inject({
      method: 'POST',
      url: '/admin/catalog/coupons/VERANO25/disable',
      headers: bearer(catalogo),
    });

    const enabled = await t.app.inject({
      method: 'POST',
      url: '/admin/catalog/coupons/VERANO25/enable',
      headers: bearer(catalogo),
    });
    expect(json<AdminCoupon>(enabled).state).toBe('active');

    const entries = await auditOf('coupon', 'VERANO25');
    expect(entries.map((entry) => entry.action)).toEqual([
      'coupon.enable',
      'coupon.disable',
      'coupon.update',
      'coupon.create',
    ]);
    expect(entries[2]).toMatchObject({
      before: { discount: 25, remaining: 4 },
      after: { discount: 30, remaining: 10 },
    });
  });

  it('refuses a duplicate code (409, any case) and bad fields (400, Spanish)', async () => {
    const base = { type: 'F', discount: 100, remaining: 1, expire: future() };
    expect((await createCoupon({ code: 'DOBLE-1', ...base })).statusCode).toBe(201);
    const duplicate = await createCoupon({ code: 'doble-1', ...base });
    expect(duplicate.statusCode).toBe(409);
    expect(json<ErrorBody>(duplicate)).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: 'Ya existe un cupón con el código DOBLE-1',
    });

    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'MALO-1', ...base, discount: 0 }, 'discount'],
      [{ code: 'MALO-2', ...base, discount: 1.234 }, 'discount'],
      [{ code: 'MALO-3', ...base, type: 'P', discount: 150 }, 'discount'],
      [{ code: 'MALO-4', ...base, expire: '2001-01-01T00:00:00.000Z' }, 'expire'],
      [{ code: 'MALO-5', ...base, productIds: [2147483647] }, 'productIds'],
      [{ code: 'con espacio', ...base }, 'code'],
    ];
    for (const [payload, field] of cases) {
      const response = await createCoupon(payload);
      const body = json<ErrorBody>(response);
      expect({ payload, status: response.statusCode, hasField: typeof body.fields?.[field] }).toEqual({
        payload,
        status: 400,
        hasField: 'string',
      });
    }
    const listed = json<AdminCouponPage>(
      await t.app.inject({ url: '/admin/catalog/coupons?q=MALO', headers: bearer(catalogo) }),
    );
    expect(listed.items).toEqual([]);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/admin/catalog/coupons/NO-EXISTE',
      headers: bearer(catalogo),
      payload: { remaining: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Cupón no encontrado');
  });
});

describe('price and stock CSV', () => {
  it('applies nothing when a row is bad and reports every bad line in Spanish', async () => {
    const a = await takeProduct(t.db, { stock: 3, price: 100 });
    const b = await takeProduct(t.db, { stock: 4, price: 200 });
    const skuA = (await productRow(a.id)).sku;
    const skuB = (await productRow(b.id)).sku;
    const csv = [
      'sku;precio;existencias',
      `${skuA};150.00;30`,
      `NO-EXISTE-999;10.00;1`,
      `${skuB};12,50;2`,
      `${skuB};0;-1`,
      `${skuA};99.99;1`,
      'solo;dos',
      `${skuB};10.001;2.5`,
      '',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const body = json<CatalogImportRejection>(response);
    expect(body.message).toBe('No se aplicó ningún cambio: el archivo tiene 6 líneas con errores');
    expect(body.lines?.map((line) => line.line)).toEqual([3, 4, 5, 6, 7, 8]);
    const messages = new Map(body.lines?.map((line) => [line.line, line.message]));
    expect(messages.get(3)).toBe('El SKU NO-EXISTE-999 no existe en el catálogo');
    expect(messages.get(4)).toContain(
      'Precio «12,50»: escribe solo números, con punto antes de los centavos',
    );
    expect(messages.get(5)).toContain(`El SKU ${skuB} ya aparece en la línea 4`);
    expect(messages.get(5)).toContain('Precio «0»: El precio debe ser mayor que 0');
    expect(messages.get(5)).toContain('Existencias «-1»: Las existencias deben ser un número entero');
    expect(messages.get(6)).toBe(`El SKU ${skuA} ya aparece en la línea 2`);
    expect(messages.get(7)).toBe('La línea debe tener 3 columnas (sku;precio;existencias) y tiene 2');
    expect(messages.get(8)).toContain('Existencias «2.5»');

    expect(await productRow(a.id)).toMatchObject({ price: 100, stock: 3 });
    expect(await productRow(b.id)).toMatchObject({ price: 200, stock: 4 });
    expect(await auditOf('product', a.id)).toHaveLength(0);
  });

  it('refuses a file without the header or without rows', async () => {
    const noHeader = json<CatalogImportRejection>(await importCsv('ABC;1.00;1\n'));
    expect(noHeader.lines).toEqual([
      { line: 1, sku: null, message: 'La primera línea debe ser la cabecera sku;precio;existencias' },
    ]);
    const empty = await importCsv('sku;precio;existencias\n');
    expect(empty.statusCode).toBe(400);
    expect(json<CatalogImportRejection>(empty).message).toBe(
      'El archivo no tiene filas de datos debajo de la cabecera',
    );
    const brokenQuotes = json<CatalogImportRejection>(
      await importCsv('sku;precio;existencias\n"ABC;1.00;1\n'),
    );
    expect(brokenQuotes.message).toMatch(
      /^El archivo no se pudo leer como CSV en la línea \d+: revisa las comillas$/,
    );
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/admin/catalog/import',
      headers: { ...bearer(catalogo), 'content-type': 'application/pdf' },
      payload: 'x',
    });
    expect(notCsv.statusCode).toBe(415);
  });

  it('applies a good file in one go, audits each changed product, and the storefront shows it', async () => {
    const a = await takeProduct(t.db, { stock: 3, price: 100 });
    const b = await takeProduct(t.db, { stock: 4, price: 200 });
    const c = await takeProduct(t.db, { stock: 5, price: 300 });
    const [ra, rb, rc] = [await productRow(a.id), await productRow(b.id), await productRow(c.id)];
    expect(json<Product>(await storefrontProduct(ra.slug)).stock).toBe(3);
    // BOM, Windows line ends and a header in capitals, as a spreadsheet saves it.
    const csv = `\uFEFFSKU;Precio;Existencias\r\n${ra.sku};175.25;30\r\n${rb.sku};200.00;4\r\n${rc.sku};300;0\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(json<CatalogImportResult>(response)).toEqual({
      rows: 3,
      changed: 2,
      unchanged: 1,
      message: 'Se actualizaron 2 de 3 productos',
    });
    expect(await productRow(a.id)).toMatchObject({ price: 175.25, stock: 30 });
    expect(await productRow(c.id)).toMatchObject({ price: 300, stock: 0 });
    expect(json<Product>(await storefrontProduct(ra.slug))).toMatchObject({
      stock: 30,
      price: { sale: 175.25 },
    });

    const [entryA] = await auditOf('product', a.id);
    expect(entryA).toMatchObject({
      action: 'product.import',
      before: { sku: ra.sku, priceSale: 100, stock: 3 },
      after: { sku: ra.sku, priceSale: 175.25, stock: 30 },
    });
    const [entryC] = await auditOf('product', c.id);
    expect(entryC).toMatchObject({ before: { stock: 5 }, after: { stock: 0 } });
    expect(entryC?.before).not.toHaveProperty('priceSale');
    expect(await auditOf('product', b.id)).toHaveLength(0);
  });

  it('exports every product as CSV, and importing the export changes nothing', async () => {
    const response = await t.app.inject({ url: '/admin/catalog/export', headers: bearer(catalogo) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="precios-existencias-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('sku;precio;existencias');
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(lines).toHaveLength((count?.n ?? 0) + 1);
    expect(lines[1]).toMatch(/^[^;]+;\d+\.\d{2};\d+$/);

    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    const again = await importCsv(response.body);
    expect(again.statusCode).toBe(200);
    expect(json<CatalogImportResult>(again)).toMatchObject({ changed: 0, rows: lines.length - 1 });
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after?.n).toBe(before?.n);
  });

  it('is refused to the pedidos role', async () => {
    expect((await importCsv('sku;precio;existencias\nX;1;1', pedidos)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/catalog/export', headers: bearer(pedidos) })).statusCode).toBe(
      403,
    );
  });
});
