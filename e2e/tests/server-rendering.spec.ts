import { expect, type Page } from '@playwright/test';
import type { Product, ProductPage } from '@store/contracts';
import { test, waitForHydration } from '../support/test.js';
import { API_URL } from '../support/checkout.js';
import { portsEnv, TEST_PORTS } from '../support/ports.js';
import { copyBuild, redeployWithText, removeServerBuild } from '../support/redeploy.js';
import { serveApp, stopAll, type Server } from '../support/servers.js';
import { blockThirdParties, cartButton, cartControl } from '../support/store.js';

/**
 * Server rendering (issue 14, docs/server-rendering.md), against the production build and the
 * real API: the HTML a crawler or a link preview gets, the browser taking it over without a
 * second fetch or a shift, a remote redeployed under the running shell server, and a remote whose
 * server bundle fails, rendered by the browser instead.
 */

const money = (amount: number) =>
  new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' }).format(amount);

async function inStockProduct(page: Page): Promise<Product> {
  const answer = await page.request.get(`${API_URL}/product/search-result`, {
    params: { 'filter[inStock]': 1, 'per-page': 1 },
  });
  const [product] = ((await answer.json()) as ProductPage).items;
  if (!product) throw new Error('No hay productos en existencia en los datos de prueba');
  return product;
}

/** The JSON-LD nodes of an HTML text, parsed as a crawler parses them. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? 'null') as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  });
}

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

test('el HTML de un producto trae su nombre, su precio y su JSON-LD, sin JavaScript', async ({ page }) => {
  const product = await inStockProduct(page);
  const response = await page.request.get(`/product/${product.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  );
  const html = await response.text();
  expect(html).toContain(`<title>${product.name} | Tienda Tecnología HN</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(html).toContain(money(product.price.sale));
  const nodes = jsonLdOf(html);
  const productNode = nodes.find((node) => node['@type'] === 'Product');
  expect(productNode?.name).toBe(product.name);
  expect(productNode?.offers).toMatchObject({ priceCurrency: 'HNL', price: product.price.sale });
  expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/product\//);

  // A category, a content page and the stores page come rendered too; a missing product is a 404.
  const category = await (await page.request.get('/category/laptops')).text();
  expect(category).toMatch(/<h1[^>]*>Laptops<\/h1>/);
  expect(category).toContain('<article');
  const about = await (await page.request.get('/pages/quienes-somos')).text();
  expect(about).toMatch(/<h1[^>]*>Quiénes somos<\/h1>/);
  expect(await (await page.request.get('/ubicanos')).text()).toMatch(/<h1[^>]*>Ubícanos<\/h1>/);
  const missing = await page.request.get('/product/no-existe-este-producto');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Producto no encontrado');

  // Per-shopper pages render in the browser, and tell crawlers not to index them.
  const cart = await page.request.get('/cart');
  expect(cart.headers()['x-robots-tag']).toBe('noindex');
  expect(cart.headers()['cache-control']).toBe('no-cache');
  expect(await cart.text()).toMatch(/<div id=root><\/div>/);
});

test('el navegador adopta la página del servidor: sin errores, sin pedir los datos otra vez, sin moverla', async ({
  page,
}) => {
  const product = await inStockProduct(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === API_URL && /^\/(products\/slug|menus|product-review)/.test(url.pathname))
      dataCalls.push(url.pathname);
  });
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The page works: the cart hears the button, so React has taken over the server's markup.
  await expect(cartControl(page, 0)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await expect(cartButton(page, 1)).toBeVisible();

  expect(dataCalls).toEqual([]);
  expect(problems).toEqual([]);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.05);
});

test.describe('remotos y el servidor del shell', () => {
  // A shell of its own on 3300 whose catalogue is a copy this test redeploys or breaks.
  const SHELL = 3300;
  const CATALOG = 3301;
  const env = {
    ...portsEnv({ ...TEST_PORTS, shell: SHELL, catalog: CATALOG }),
    // Every request checks the catalogue's server manifest (in production: every 2 s).
    SSR_REMOTE_CHECK_MS: '0',
  };
  let servers: Server[] = [];
  let removeCopy: (() => Promise<void>) | undefined;

  test.afterEach(async () => {
    await stopAll(servers);
    servers = [];
    await removeCopy?.();
  });

  test('un remoto redesplegado se ve en la siguiente petición, sin reiniciar ni reconstruir el shell', async ({
    page,
  }) => {
    const copy = await copyBuild('catalog');
    removeCopy = copy.remove;
    servers = [await serveApp('catalog', CATALOG, env, copy.appDir), await serveApp('shell', SHELL, env)];
    const home = `http://localhost:${String(SHELL)}/`;
    expect(await (await page.request.get(home)).text()).toMatch(/>Productos destacados</);

    await redeployWithText(copy.appDir, 'Productos destacados', 'Destacados de la semana');
    const html = await (await page.request.get(home)).text();
    expect(html).toMatch(/>Destacados de la semana</);
    expect(html).not.toMatch(/>Productos destacados</);

    // The browser gets the same version and takes the page over cleanly.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(home);
    await expect(page.getByRole('heading', { name: 'Destacados de la semana' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('un remoto que falla en el servidor deja su área al navegador: ni 500 ni página en blanco', async ({
    page,
  }) => {
    const copy = await copyBuild('catalog');
    removeCopy = copy.remove;
    await removeServerBuild(copy.appDir);
    servers = [await serveApp('catalog', CATALOG, env, copy.appDir), await serveApp('shell', SHELL, env)];
    const product = await inStockProduct(page);
    const url = `http://localhost:${String(SHELL)}/product/${product.slug}`;

    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The frame is there, the product is not: its area waits for the browser.
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).not.toContain(`>${product.name}</h1>`);
    expect(html).toContain('aria-label="Cargando"');

    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
