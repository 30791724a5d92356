import type { Menus } from '@store/contracts';
import type { Product, ProductPage } from '@store/contracts';
import type { ErrorBody } from '../src/http/errors.js';
import { normaliseSearchText } from '../src/catalog/search-text.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /menus', () => {
  it('returns the category tree as the mega-menu, each group with a url for "Ver Todos"', async () => {
    const response = await get('/menus');
    expect(response.statusCode).toBe(200);
    const menus = json<Menus>(response);
    expect(menus.main).toEqual([
      { name: 'Servicio Técnico', url: '/technical-support' },
      { name: 'Contáctanos', url: '/contact-us' },
    ]);
    const networking = menus.mega.find((entry) => entry.url === '/category/networking');
    expect(networking?.name).toBe('Networking');
    expect(networking?.children?.map((child) => child.url)).toEqual([
      '/category/cortafuegos-firewall',
      '/category/switches',
      '/category/routers',
      '/category/access-point',
    ]);
    expect(menus.mega.map((entry) => entry.url)).toContain('/category/solar');
    for (const entry of menus.mega) {
      expect(entry.url).toMatch(/^\/category\/[a-z-]+$/);
      for (const child of entry.children ?? []) expect(child.children).toBeUndefined();
    }
  });
});

describe('categories', () => {
  it('lists every category with its parent slug', async () => {
    const categories = json<Array<{ slug: string; name: string; parentSlug: string | null }>>(
      await get('/categories'),
    );
    expect(categories).toHaveLength(19);
    expect(categories.find((c) => c.slug === 'tintas')).toMatchObject({
      name: 'Tintas',
      parentSlug: 'impresoras-y-tintas',
    });
    expect(categories.find((c) => c.slug === 'laptops')?.parentSlug).toBeNull();
  });

  it('describes one category with parent and children', async () => {
    const detail = json<{ name: string; parent: unknown; children: Array<{ slug: string }> }>(
      await get('/categories/senalizacion-digital'),
    );
    expect(detail.name).toBe('Señalización digital');
    expect(detail.parent).toBeNull();
    expect(detail.children.map((c) => c.slug)).toEqual([
      'senalizacion-digital-de-interiores',
      'sistemas-de-videoconferencia',
      'pizarras-interactivas',
    ]);
    const child = json<{ parent: { slug: string } }>(await get('/categories/switches'));
    expect(child.parent).toEqual({ slug: 'networking', name: 'Networking' });
  });

  it('answers 404 in Spanish for an unknown category', async () => {
    const response = await get('/categories/no-existe');
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe('Categoría no encontrada');
  });
});

describe('products', () => {
  let first: Product;
  beforeAll(async () => {
    first = json<Product>(await get('/products/1'));
  });

  it('returns a product by id in the shared shape', () => {
    expect(first).toMatchObject({
      id: 1,
      brand: { name: expect.any(String) },
      mainCategory: { slug: 'laptops', name: 'Laptops' },
      group: 'COMPUTO',
      materialGroup: expect.any(String),
    });
    expect(first.price.sale).toBeGreaterThan(0);
    expect(first.price.sale).toBeLessThanOrEqual(first.price.regular);
    expect(first.mainImage).toEqual({
      alt: first.name,
      size350: '/images/products/1?w=350&q=75',
      srcSet: expect.stringContaining('/images/products/1?w=640&q=75 640w'),
    });
    expect(first.mainImage.srcSet).toContain('/images/products/1?w=3840&q=75 3840w');
    expect(first.specs).toBeUndefined();
  });

  it('includes specs only when expand=specs, and ignores filter[...] parameters', async () => {
    const product = json<Product>(await get('/products/1?expand=specs&filter%5Bstatus%5D=1'));
    expect(product.specs).toEqual(expect.arrayContaining([{ name: 'Marca', value: product.brand.name }]));
  });

  it('finds the same product by slug and by sku', async () => {
    expect(json<Product>(await get(`/products/slug/${first.slug}`)).id).toBe(1);
    expect(json<Product>(await get(`/products/sku/${first.sku}`)).id).toBe(1);
  });

  it('exposes product coupons with type, discount, remaining uses and expiry', async () => {
    const [row] = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM coupon_products ORDER BY product_id LIMIT 1',
    );
    const product = json<Product>(await get(`/products/${row!.product_id}`));
    expect(product.coupon).toEqual({
      code: expect.any(String),
      type: expect.stringMatching(/^[PF]$/),
      discount: expect.any(Number),
      remaining: expect.any(Number),
      expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers 404 "Producto no encontrado" for unknown id, slug or sku', async () => {
    for (const url of ['/products/999999', '/products/slug/no-existe', '/products/sku/NOPE-1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({ message: 'Producto no encontrado', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 in Spanish for a non-numeric id or an unsupported lookup field', async () => {
    const badId = await get('/products/abc');
    expect(badId.statusCode).toBe(400);
    expect(json<ErrorBody>(badId)).toMatchObject({
      message: 'Parámetros inválidos',
      fields: { id: 'Debe ser un número entero' },
    });
    const badField = await get('/products/color/rojo');
    expect(badField.statusCode).toBe(400);
    expect(json<ErrorBody>(badField).fields).toHaveProperty('field');
  });
});

describe('products by category', () => {
  it('pages through a leaf category', async () => {
    const page = json<ProductPage>(await get('/products/category/switches?per-page=5&page=2'));
    expect(page.items).toHaveLength(5);
    expect(page.items.every((p) => p.mainCategory.slug === 'switches')).toBe(true);
    expect(page._meta).toEqual({ totalCount: 14, pageCount: 3, currentPage: 2, perPage: 5 });
    const pastTheEnd = json<ProductPage>(await get('/products/category/switches?per-page=5&page=9'));
    expect(pastTheEnd).toEqual({
      items: [],
      _meta: { totalCount: 14, pageCount: 3, currentPage: 9, perPage: 5 },
    });
  });

  it('includes the children of a parent category', async () => {
    const page = json<ProductPage>(await get('/products/category/networking?per-page=60'));
    const slugs = new Set(page.items.map((p) => p.mainCategory.slug));
    expect(slugs).toEqual(new Set(['cortafuegos-firewall', 'switches', 'routers', 'access-point']));
    expect(page._meta.totalCount).toBe(52);
  });

  it('answers 404 "Categoría no encontrada" for an unknown category', async () => {
    const response = await get('/products/category/no-existe');
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe('Categoría no encontrada');
  });
});

describe('GET /product/search-result', () => {
  it('matches without caring about accents or case, with paging meta', async () => {
    const page = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=SENALIZACIÓN&per-page=4'),
    );
    expect(page._meta).toEqual({ totalCount: 15, pageCount: 4, currentPage: 1, perPage: 4 });
    expect(page.items).toHaveLength(4);
    expect(page.items.every((p) => p.name.includes('señalización'))).toBe(true);
  });

  it('requires every word, across name, brand and sku', async () => {
    const page = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=thinkpad%20lenovo%20i7&per-page=60'),
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const product of page.items) expect(product.name).toMatch(/ThinkPad.*i7/);
    const bySku = json<ProductPage>(await get('/product/search-result?filter%5Bname%5D=hplap-00001'));
    expect(bySku.items.map((p) => p.id)).toEqual([1]);
  });

  it('sorts by price both ways', async () => {
    const ascending = json<ProductPage>(
      await get('/product/search-result?filter%5Bcategory%5D=laptops&sort=price&per-page=60'),
    );
    const prices = ascending.items.map((p) => p.price.sale);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = json<ProductPage>(
      await get('/product/search-result?filter%5Bcategory%5D=laptops&sort=-price&per-page=1'),
    );
    expect(descending.items[0]!.price.sale).toBe(Math.max(...prices, ...(await allLaptopPrices())));
  });

  it('filters by brand, stock and category (parent includes children)', async () => {
    const page = json<ProductPage>(
      await get(
        '/product/search-result?filter%5Bbrand%5D=cisco&filter%5BinStock%5D=1&filter%5Bcategory%5D=networking&per-page=60',
      ),
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const product of page.items) {
      expect(product.brand.name).toBe('Cisco');
      expect(product.stock).toBeGreaterThan(0);
    }
  });

  it('returns an empty page when nothing matches, and specs with expand', async () => {
    const none = json<ProductPage>(await get('/product/search-result?filter%5Bname%5D=zzzz-no-existe'));
    expect(none).toEqual({ items: [], _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 10 } });
    const expanded = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=fortigate&expand=specs&per-page=1'),
    );
    expect(expanded.items[0]!.specs!.length).toBeGreaterThan(2);
  });

  it('rejects bad paging and sorting with Spanish field messages', async () => {
    const response = await get('/product/search-result?per-page=100&sort=precio&page=0');
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe('Parámetros inválidos');
    expect(body.fields).toEqual({
      'per-page': 'Debe ser menor o igual a 60',
      sort: expect.stringContaining('Valor no permitido'),
      page: 'Debe ser mayor o igual a 1',
    });
  });

  it('treats LIKE wildcards typed by the shopper as plain characters', async () => {
    const page = json<ProductPage>(await get('/product/search-result?filter%5Bname%5D=%25'));
    expect(page._meta.totalCount).toBe(0);
  });
});

describe('search over the indexes of migration 009', () => {
  let catalog: Array<{ id: number; search_text: string; price: number; stock: number }>;
  beforeAll(async () => {
    catalog = await t.db.query(
      'SELECT id, search_text, price_sale::float8 AS price, stock FROM products ORDER BY id',
    );
  });

  /** What the search must return: every normalised word is a substring of search_text. */
  const expectedIds = (query: string) => {
    const words = normaliseSearchText(query).split(' ').filter(Boolean);
    return catalog
      .filter((row) => words.every((word) => row.search_text.includes(word)))
      .map((row) => row.id);
  };
  const searchAll = async (query: string, extra = '') => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const result = json<ProductPage>(
        await get(
          `/product/search-result?filter%5Bname%5D=${encodeURIComponent(query)}&per-page=60&page=${page}${extra}`,
        ),
      );
      ids.push(...result.items.map((item) => item.id));
      if (page >= result._meta.pageCount) return { ids, totalCount: result._meta.totalCount };
    }
  };

  it.each([
    ['2-letter word (bigram index)', 'hp'],
    ['2-character word with a digit', 'i7'],
    ['two 2-character words', 'hp i5'],
    ['a 2-character word with a longer one (trigram index, then LIKE)', 'laptop hp'],
    ['1-letter word with a longer one', 'laptop a'],
    ['1-character word alone', 'x'],
    ['a word inside another word', 'ortiga'],
    ['an SKU fragment', 'lap-000'],
    ['accents and capitals', 'SEÑALIZACIÓN Digital'],
    ['a brand and a category word', 'cisco switch'],
    ['repeated words', 'dell dell'],
    ['punctuation typed by the shopper', 'i5-1335u'],
    ['no match', 'qq'],
  ])('%s: "%s" returns exactly the products containing every word, newest first', async (_label, query) => {
    const expected = expectedIds(query).sort((a, b) => b - a);
    expect(expected.length > 0).toBe(query !== 'qq');
    const { ids, totalCount } = await searchAll(query);
    expect(ids).toEqual(expected);
    expect(totalCount).toBe(expected.length);
  });

  it('combines text with stock, brand and price order on every page', async () => {
    const inStock = new Set(catalog.filter((row) => row.stock > 0).map((row) => row.id));
    const price = new Map(catalog.map((row) => [row.id, row.price]));
    const expected = expectedIds('hp')
      .filter((id) => inStock.has(id))
      .sort((a, b) => price.get(b)! - price.get(a)! || b - a);
    expect(expected.length).toBeGreaterThan(1);
    const { ids, totalCount } = await searchAll(
      'hp',
      '&filter%5BinStock%5D=1&sort=-price&filter%5Bbrand%5D=hp',
    );
    expect(ids).toEqual(expected);
    expect(totalCount).toBe(expected.length);
  });

  it('keeps the total on a page past the last one', async () => {
    const total = expectedIds('laptop').length;
    const page = json<ProductPage>(await get('/product/search-result?filter%5Bname%5D=laptop&page=500'));
    expect(page).toEqual({
      items: [],
      _meta: { totalCount: total, pageCount: Math.ceil(total / 10), currentPage: 500, perPage: 10 },
    });
  });

  it('has the trigram and bigram indexes, usable by both search conditions', async () => {
    const plans = await t.db.transaction(async (tx) => {
      // On a few hundred rows a sequential scan is cheaper; forbid it to see what the indexes serve.
      await tx.query('SET LOCAL enable_seqscan = off');
      const explain = async (condition: string, value: unknown) =>
        (
          await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM products WHERE ${condition}`, [
            value,
          ])
        )
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return [
        await explain('search_text LIKE $1', '%laptop%'),
        await explain('search_bigrams @> $1::text[]', ['hp']),
      ];
    });
    expect(plans[0]).toContain('products_search_trgm_idx');
    expect(plans[1]).toContain('products_search_bigrams_idx');
  });

  it('keeps search_bigrams in step with search_text when a product is renamed', async () => {
    await t.db
      .transaction(async (tx) => {
        await tx.query("UPDATE products SET search_text = 'zq producto renombrado' WHERE id = 2");
        const [row] = await tx.query<{ bigrams: string[] }>(
          'SELECT search_bigrams AS bigrams FROM products WHERE id = 2',
        );
        expect(row!.bigrams).toEqual(expect.arrayContaining(['zq', 'pr', 're']));
        expect(row!.bigrams).not.toContain('q ');
        const [found] = await tx.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM products WHERE search_bigrams @> '{zq}'",
        );
        expect(found!.count).toBe(1);
        // Undo, so the other tests see the seeded catalog.
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});

class Rollback extends Error {}

async function allLaptopPrices(): Promise<number[]> {
  const rows = await t.db.query<{ price: number }>(
    `SELECT p.price_sale::float8 AS price FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'laptops'`,
  );
  return rows.map((row) => row.price);
}
