import { screen, waitFor } from '@testing-library/react';
import type { ReviewList } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildProduct, buildProductPage } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductPage } from './ProductPage';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

const product = buildProduct({
  id: 7,
  slug: 'impresora-epson-l3250',
  name: 'Impresora Epson L3250',
  sku: 'EPS-L3250',
  description: 'Multifuncional de tanque de tinta con Wi-Fi.',
  brand: { id: 3, name: 'Epson' },
  mainCategory: { id: 4, name: 'Impresoras y tintas', slug: 'impresoras-y-tintas' },
  stock: 4,
  price: { sale: 5499, regular: 5999 },
  mainImage: {
    alt: 'Impresora Epson L3250',
    size350: '/images/products/7?w=350&q=75',
    srcSet:
      '/images/products/7?w=350&q=75 350w, /images/products/7?w=1080&q=75 1080w, /images/products/7?w=1200&q=75 1200w, /images/products/7?w=1920&q=75 1920w',
  },
});

function showProduct(summary: ReviewList['summary'], overrides: Partial<typeof product> = {}) {
  api = mockFetch({
    'GET /products/slug/impresora-epson-l3250': () => ({ body: { ...product, ...overrides } }),
    'POST /product-review/get-reviews': () => ({ body: { data: [], summary } satisfies ReviewList }),
    'GET /product/search-result': () => ({ body: buildProductPage([]) }),
  });
  return renderWithProviders(<ProductPage />, {
    route: '/product/impresora-epson-l3250',
    path: '/product/:slug',
  });
}

/** Every JSON-LD node on the page, parsed as a crawler would. */
function jsonLdNodes(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  });
}
const nodeOfType = (type: string) => jsonLdNodes().find((node) => node['@type'] === type);

describe('the product page for search engines and link previews', () => {
  it('describes the product in Product JSON-LD with its price in HNL, stock, brand and image', async () => {
    showProduct({ count: 0, average: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Impresora Epson L3250' });
    const origin = window.location.origin;

    expect(nodeOfType('Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Impresora Epson L3250',
      image: ['http://api.test/images/products/7?w=1200&q=75'],
      description: 'Multifuncional de tanque de tinta con Wi-Fi.',
      sku: 'EPS-L3250',
      brand: { '@type': 'Brand', name: 'Epson' },
      offers: {
        '@type': 'Offer',
        url: `${origin}/product/impresora-epson-l3250`,
        price: 5499,
        priceCurrency: 'HNL',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(nodeOfType('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Impresoras y tintas',
          item: `${origin}/category/impresoras-y-tintas`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Impresora Epson L3250',
          item: `${origin}/product/impresora-epson-l3250`,
        },
      ],
    });

    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/product/impresora-epson-l3250`,
    );
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Multifuncional de tanque de tinta con Wi-Fi.',
    );
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://api.test/images/products/7?w=1200&q=75',
    );
    expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('adds the stars once the product has reviews, and says when it is out of stock', async () => {
    showProduct({ count: 3, average: 4.3 }, { stock: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Impresora Epson L3250' });
    await waitFor(() =>
      expect(nodeOfType('Product')?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
      }),
    );
    expect(nodeOfType('Product')?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('keeps a product that does not exist out of indexes', async () => {
    api = mockFetch({
      'GET /products/slug/no-existe': () => ({ status: 404, body: { message: 'Producto no encontrado' } }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/no-existe', path: '/product/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
