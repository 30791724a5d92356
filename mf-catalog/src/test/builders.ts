import type {
  Category,
  ErrorBody,
  Product,
  ProductPage,
  SiteSearchResponse,
  SiteSearchResult,
} from '@store/contracts';

// Every builder returns a contract type, so a fixture that drifts from the API fails to compile.

let nextId = 100;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `laptop-lenovo-ideapad-${String(id)}`,
    name: `Laptop Lenovo IdeaPad ${String(id)}`,
    sku: `LNV-${String(id)}`,
    description: 'Laptop de 15.6 pulgadas con 16 GB de RAM.',
    brand: { id: 7, name: 'Lenovo' },
    mainCategory: { id: 1, name: 'Laptops', slug: 'laptops' },
    price: { sale: 18999.5, regular: 18999.5 },
    stock: 12,
    mainImage: {
      alt: '',
      size350: `/images/products/${String(id)}?w=350&q=75`,
      srcSet: `/images/products/${String(id)}?w=350&q=75 350w, /images/products/${String(id)}?w=640&q=75 640w`,
    },
    coupon: null,
    group: 'COMPUTO',
    materialGroup: 'LAPTOPS',
    ...overrides,
  };
}

export function buildProductPage(items: Product[], meta: Partial<ProductPage['_meta']> = {}): ProductPage {
  return {
    items,
    _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 10, ...meta },
  };
}

export function buildCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, slug: 'laptops', name: 'Laptops', parent: null, children: [], ...overrides };
}

/** One hit of `POST /site-search`, made from a product as the API makes it. */
export function buildSiteSearchResult(overrides: Partial<SiteSearchResult> = {}): SiteSearchResult {
  const product = buildProduct();
  return {
    type: 'product',
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    url: `/product/${product.slug}`,
    price: product.price,
    stock: product.stock,
    mainImage: product.mainImage,
    brand: product.brand,
    mainCategory: product.mainCategory,
    ...overrides,
  };
}

export function buildSiteSearchResponse(results: SiteSearchResult[]): SiteSearchResponse {
  return { results, total: results.length, page: 1, perPage: 6, pageCount: 1 };
}

/** An error answer for `mockFetch`: the status and the API's error body. */
export function errorReply(status: number, message: string): { status: number; body: ErrorBody } {
  return { status, body: { message } };
}

/**
 * Testing Library's default normaliser turns NO-BREAK SPACE into a plain space; money must
 * keep the U+00A0 that es-HN puts after the `L`, so match it without collapsing whitespace.
 */
export const keepNbsp = { normalizer: (text: string) => text.trim() };
