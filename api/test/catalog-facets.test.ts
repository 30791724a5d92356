import type { Product, ProductPage } from '@store/contracts';
import { priceBounds, priceRanges } from '../src/catalog/facets.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every product of a listing URL, page after page (the facts the facets must agree with). */
async function everything(url: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page += 1) {
    const body = json<ProductPage>(await get(`${url}&per-page=60&page=${page}`));
    all.push(...body.items);
    if (page >= body._meta.pageCount) return all;
  }
}

function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const enc = (value: string) => encodeURIComponent(value);

describe('facets of a category page', () => {
  it('counts brands, stock and price over the whole result, not the page', async () => {
    const laptops = await everything('/products/category/laptops?sort=price');
    const response = await get('/products/category/laptops?facets=1&per-page=5');
    expect(response.statusCode).toBe(200);
    const page = json<ProductPage>(response);
    expect(page.items).toHaveLength(5);
    expect(page._meta.totalCount).toBe(laptops.length);
    const facets = page.facets!;

    const byBrand = countBy(laptops, (product) => product.brand.id);
    expect(new Map(facets.brands.map((brand) => [brand.id, brand.count]))).toEqual(byBrand);
    expect(facets.brands.map((brand) => brand.count)).toEqual(
      [...facets.brands.map((brand) => brand.count)].sort((a, b) => b - a),
    );
    expect(facets.categories).toBeUndefined(); // the page is one category already
    expect(facets.inStock).toBe(laptops.filter((product) => product.stock > 0).length);

    const prices = laptops.map((product) => product.price.sale);
    expect(facets.price.min).toBe(Math.min(...prices));
    expect(facets.price.max).toBe(Math.max(...prices));
    expect(facets.price.ranges.length).toBeGreaterThanOrEqual(2);
    expect(facets.price.ranges.length).toBeLessThanOrEqual(4);
    expect(facets.price.ranges.reduce((sum, range) => sum + range.count, 0)).toBe(laptops.length);
    for (const range of facets.price.ranges) {
      const inside = prices.filter((price) => price >= range.min && price <= range.max);
      expect(inside).toHaveLength(range.count);
    }
  });

  it('filters by several brands and a price range, each facet counting with the other filters', async () => {
    const all = json<ProductPage>(await get('/products/category/laptops?facets=1')).facets!;
    const [first, second] = all.brands;
    const range = all.price.ranges[1]!;
    const chosen = `filter%5Bbrand%5D=${first!.id},${enc(second!.name)}`;
    const priced = `filter%5BpriceMin%5D=${range.min}&filter%5BpriceMax%5D=${range.max}`;

    const page = json<ProductPage>(await get(`/products/category/laptops?facets=1&${chosen}&${priced}`));
    const expected = (await everything('/products/category/laptops?sort=price')).filter(
      (product) =>
        [first!.id, second!.id].includes(product.brand.id) &&
        product.price.sale >= range.min &&
        product.price.sale <= range.max,
    );
    expect(page._meta.totalCount).toBe(expected.length);
    for (const product of page.items) expect([first!.id, second!.id]).toContain(product.brand.id);

    const facets = page.facets!;
    // Brand counts ignore the brand filter (so other brands can be added) but respect the price.
    const pricedOnly = await everything(`/products/category/laptops?${priced}`);
    expect(new Map(facets.brands.map((brand) => [brand.id, brand.count]))).toEqual(
      countBy(pricedOnly, (product) => product.brand.id),
    );
    // Price ranges ignore the price filter but respect the brands.
    const brandsOnly = json<ProductPage>(await get(`/products/category/laptops?${chosen}`));
    expect(facets.price.ranges.reduce((sum, r) => sum + r.count, 0)).toBe(brandsOnly._meta.totalCount);
    expect(facets.inStock).toBe(expected.filter((product) => product.stock > 0).length);
  });

  it('accepts repeated-looking lists with spaces and brand slugs, and leaves facets out unless asked', async () => {
    const page = json<ProductPage>(await get('/products/category/laptops?filter%5Bbrand%5D=%20lenovo%20,hp'));
    expect(page.facets).toBeUndefined();
    expect(page.items.length).toBeGreaterThan(0);
    for (const product of page.items) expect(['Lenovo', 'HP']).toContain(product.brand.name);
  });

  it('rejects a negative price', async () => {
    const response = await get('/products/category/laptops?filter%5BpriceMin%5D=-1');
    expect(response.statusCode).toBe(400);
  });
});

describe('facets of a search', () => {
  it('counts categories for the search, respecting the other filters and ignoring its own', async () => {
    const results = await everything('/product/search-result?filter%5Bname%5D=laptop');
    const page = json<ProductPage>(await get('/product/search-result?filter%5Bname%5D=laptop&facets=1'));
    const categories = page.facets!.categories!;
    expect(new Map(categories.map((category) => [category.id, category.count]))).toEqual(
      countBy(results, (product) => product.mainCategory.id),
    );
    const laptops = categories.find((category) => category.slug === 'laptops')!;
    expect(laptops.name).toBe('Laptops');

    const filtered = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=laptop&facets=1&filter%5Bcategory%5D=laptops'),
    );
    expect(filtered._meta.totalCount).toBe(laptops.count);
    expect(filtered.facets!.categories).toEqual(categories);
    expect(filtered.facets!.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(laptops.count);

    const inStock = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=laptop&facets=1&filter%5BinStock%5D=1'),
    );
    const stocked = results.filter((product) => product.stock > 0);
    expect(inStock._meta.totalCount).toBe(stocked.length);
    expect(inStock.facets!.inStock).toBe(stocked.length); // its own count ignores the stock filter...
    expect(inStock.facets!.categories!.reduce((sum, c) => sum + c.count, 0)).toBe(stocked.length); // ...others keep it
  });

  it('answers an empty result with empty facets', async () => {
    const page = json<ProductPage>(
      await get('/product/search-result?filter%5Bname%5D=zzzz-no-existe&facets=1'),
    );
    expect(page.facets).toEqual({
      brands: [],
      categories: [],
      price: { min: null, max: null, ranges: [] },
      inStock: 0,
    });
  });

  it('gives the same pages, totals and orders as the listing without facets, for every sort', async () => {
    const listings = [
      '/product/search-result?filter%5Bname%5D=laptop',
      '/product/search-result?filter%5Bname%5D=hp&filter%5BinStock%5D=1&filter%5BpriceMax%5D=40000',
      '/products/category/laptops?filter%5Bbrand%5D=hp,lenovo',
      '/product/search-result?filter%5Bcategory%5D=laptops,tablets,networking',
    ];
    for (const listing of listings) {
      for (const sort of ['newest', 'price', '-price', 'name', '-name']) {
        for (const page of [1, 2]) {
          const url = `${listing}&sort=${sort}&per-page=7&page=${page}`;
          const response = await get(url);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
          const plain = json<ProductPage>(response);
          const faceted = json<ProductPage>(await get(`${url}&facets=1`));
          expect({ url, ids: faceted.items.map((product) => product.id), meta: faceted._meta }).toEqual({
            url,
            ids: plain.items.map((product) => product.id),
            meta: plain._meta,
          });
        }
      }
    }
  });

  it('404s an unknown category in a comma list', async () => {
    const response = await get(
      '/product/search-result?filter%5Bname%5D=laptop&filter%5Bcategory%5D=laptops,nope',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('price ranges', () => {
  it('end one cent below the next limit and skip empty buckets', () => {
    expect(
      priceRanges(
        5000,
        40000,
        [10000, 20000, 30000],
        [
          [0, 3],
          [2, 4],
          [3, 1],
        ],
      ),
    ).toEqual([
      { min: 5000, max: 9999.99, count: 3 },
      { min: 20000, max: 29999.99, count: 4 },
      { min: 30000, max: 40000, count: 1 },
    ]);
    expect(priceRanges(null, null, [], [])).toEqual([]);
  });

  it('put limits at the quartiles, two significant digits, half to even as PostgreSQL rounds', () => {
    // Quartiles 112.5, 125 and 137.5: 11.25 -> 110, 12.5 -> 120 (not 130), 13.75 -> 140.
    expect(priceBounds(Float64Array.from([100, 125, 150]))).toEqual([110, 120, 140]);
    // Equal limits collapse, and a limit not above the lowest price (12,000) is no limit.
    expect(priceBounds(Float64Array.from([12345, 12345, 12345, 99999]))).toEqual([34000]);
    expect(priceBounds(Float64Array.from([]))).toEqual([]);
  });
});
