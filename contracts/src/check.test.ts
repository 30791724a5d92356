import { Type } from '@sinclair/typebox';
import { matchesContract } from './check.js';
import { ListingQuery, ListingSort } from './catalog/listing-query.js';
import { Menus } from './catalog/menus.js';
import { Product, ProductPage } from './catalog/product.js';
import { ContentBlock } from './content/content-page.js';
import { IntegerEnum, StringEnum } from './http/enums.js';

const product: Product = {
  id: 1,
  slug: 'laptop-hp-15',
  name: 'Laptop HP 15',
  sku: 'HP-15-001',
  description: 'Laptop de 15 pulgadas',
  brand: { id: 2, name: 'HP' },
  mainCategory: { id: 3, name: 'Laptops', slug: 'laptops' },
  price: { sale: 15999, regular: 17999 },
  stock: 4,
  mainImage: { alt: 'Laptop HP 15', size350: '/images/products/1?w=350&q=75', srcSet: '' },
  coupon: null,
  group: 'LAPTOPS',
  materialGroup: 'LAP',
};

describe('matchesContract', () => {
  it('accepts a product and a page of products (resolving the shared Product reference)', () => {
    expect(matchesContract(Product, product)).toBe(true);
    const page: ProductPage = {
      items: [product],
      _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 10 },
    };
    expect(matchesContract(ProductPage, page)).toBe(true);
  });

  it('refuses a product whose price arrives as text', () => {
    expect(matchesContract(Product, { ...product, price: { sale: '15999', regular: 17999 } })).toBe(false);
    expect(matchesContract(ProductPage, { items: [{ ...product, stock: '4' }], _meta: {} })).toBe(false);
  });

  it('checks the date and date-time formats as the API does', () => {
    const coupon = {
      code: 'HP10',
      type: 'P',
      discount: 10,
      remaining: 3,
      expire: '2026-12-31T23:59:59.000Z',
    };
    expect(matchesContract(Product, { ...product, coupon })).toBe(true);
    expect(matchesContract(Product, { ...product, coupon: { ...coupon, expire: 'mañana' } })).toBe(false);
    expect(
      matchesContract(Product, { ...product, coupon: { ...coupon, expire: '2026-02-30T10:00:00Z' } }),
    ).toBe(false);
    expect(matchesContract(Type.String({ format: 'date' }), '2026-11-23')).toBe(true);
    expect(matchesContract(Type.String({ format: 'date' }), '2026-13-01')).toBe(false);
  });

  it('checks recursive menus and the content block union', () => {
    expect(
      matchesContract(Menus, {
        mega: [{ name: 'Laptops', url: '/category/laptops', children: [{ name: 'HP', url: '/x' }] }],
        main: [],
      }),
    ).toBe(true);
    expect(matchesContract(Menus, { mega: [{ name: 'Laptops' }], main: [] })).toBe(false);
    expect(matchesContract(ContentBlock, { type: 'list', items: ['a'] })).toBe(true);
    expect(matchesContract(ContentBlock, { type: 'list', text: 'a' })).toBe(false);
  });

  it('understands the enum kinds the API validates with', () => {
    expect(matchesContract(ListingSort, '-price')).toBe(true);
    expect(matchesContract(ListingSort, 'cheapest')).toBe(false);
    expect(matchesContract(Type.Object({ v: IntegerEnum([0, 1]) }), { v: 1 })).toBe(true);
    expect(matchesContract(Type.Object({ v: IntegerEnum([0, 1]) }), { v: 2 })).toBe(false);
    expect(matchesContract(StringEnum(['P', 'F']), 'P')).toBe(true);
    // Enums are written as JSON Schema `enum`, which is what Fastify's Spanish messages read.
    expect(ListingQuery.properties.sort).toMatchObject({
      type: 'string',
      enum: ['price', '-price', 'name', '-name', 'newest'],
    });
  });
});
