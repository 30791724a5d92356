import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { ProductPage } from '@store/contracts';
import { API_URL } from '../support/checkout.js';
import { shellUrl } from '../support/ports.js';
import { blockThirdParties } from '../support/store.js';

/**
 * What search engines and link previews get (issue 14), against the production build and the real
 * API: Product and BreadcrumbList JSON-LD and the canonical URL on a product page, `noindex` on
 * the cart, and robots.txt and the sitemap served from the shell's own origin (passed through
 * from the API by the static server). Needs the API started with STORE_URL = the suite's shell.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/** Every JSON-LD node of the page, parsed as a crawler parses it. */
async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  });
}

test('una página de producto lleva su JSON-LD, su URL canónica y su vista previa', async ({ page }) => {
  const answer = await page.request.get(`${API_URL}/product/search-result`, {
    params: { 'filter[inStock]': 1, 'per-page': 1 },
  });
  const [product] = ((await answer.json()) as ProductPage).items;
  if (!product) throw new Error('No hay productos en existencia en los datos de prueba');

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const productUrl = `${shellUrl()}/product/${product.slug}`;

  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', productUrl);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', productUrl);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

  await expect.poll(async () => (await jsonLdNodes(page)).map((node) => node['@type'])).toContain('Product');
  const nodes = await jsonLdNodes(page);
  expect(nodes.find((node) => node['@type'] === 'Product')).toMatchObject({
    '@context': 'https://schema.org',
    name: product.name,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      price: product.price.sale,
      priceCurrency: 'HNL',
      availability: 'https://schema.org/InStock',
      url: productUrl,
    },
  });
  const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumbs?.itemListElement).toEqual([
    expect.objectContaining({ position: 1, name: 'Inicio', item: `${shellUrl()}/` }),
    expect.objectContaining({ position: 2, name: product.mainCategory.name }),
    expect.objectContaining({ position: 3, name: product.name, item: productUrl }),
  ]);
});

test('el carrito no se indexa', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt y sitemap.xml se sirven desde el origen de la tienda', async ({ request }) => {
  const robots = await request.get(`${shellUrl()}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await robots.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining(['Disallow: /cart', 'Disallow: /checkout', 'Disallow: /portal']),
  );
  expect(lines).toContain(`Sitemap: ${shellUrl()}/sitemap.xml`);

  const sitemap = await request.get(`${shellUrl()}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs).toContain(`${shellUrl()}/`);
  expect(locs.some((loc) => loc.startsWith(`${shellUrl()}/product/`))).toBe(true);
  expect(locs.some((loc) => loc.startsWith(`${shellUrl()}/category/`))).toBe(true);
  for (const loc of locs) expect(loc.startsWith(`${shellUrl()}/`)).toBe(true);
});
