import { expect, type APIRequestContext } from '@playwright/test';
import {
  formatLempiras,
  type AdminProductRow,
  type ProductPage,
  type StaffLoginResponse,
} from '@store/contracts';
import { STAFF_DEMO_PASSWORD, staffPageAccessible, staffSessions } from '../support/back-office.js';
import { API_URL } from '../support/checkout.js';
import { test } from '../support/test.js';

/**
 * Issue 34, "Catalog": `catalogo@ejemplo.hn` logs in to the back office (the suite's production
 * build on its own origin), changes a product's stock and price, and the storefront's product page
 * (server-rendered, production build) shows them on its next load; creates and disables a coupon
 * code; sends a price and stock CSV with a bad line and sees it refused line by line, nothing
 * applied. axe at 1280 and 768 px on each screen and dialog. The product's figures are put back
 * afterwards: the suite shares one database.
 */

const STAFF_EMAIL = 'catalogo@ejemplo.hn';
const sessions = staffSessions();

test.afterAll(() => sessions.close());

/** A product in stock from the middle of the catalog (other specs take the first ones). */
async function someProduct(request: APIRequestContext) {
  const answer = await request.get(`${API_URL}/product/search-result`, {
    params: { 'filter[inStock]': 1, sort: 'name', page: 3, 'per-page': 10 },
  });
  expect(answer.ok()).toBe(true);
  const [product] = ((await answer.json()) as ProductPage).items;
  if (!product) throw new Error('No hay productos en existencia en los datos de prueba');
  return product;
}

/** Puts the figures back through the API, as the catalog team would. */
async function restore(request: APIRequestContext, id: number, priceSale: number, stock: number) {
  const login = await request.post(`${API_URL}/admin/auth/login`, {
    data: { email: STAFF_EMAIL, password: STAFF_DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as StaffLoginResponse;
  const restored = await request.patch(`${API_URL}/admin/catalog/products/${String(id)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { priceSale, stock },
  });
  expect(restored.ok()).toBe(true);
}

test('catálogo cambia existencias y precio en el back office y la página del producto lo muestra', async ({
  browser,
  page: storefront,
  request,
}) => {
  const product = await someProduct(request);
  const newStock = product.stock === 3 ? 4 : 3;
  const newPrice = Math.round(product.price.sale * 100 - 1111) / 100;
  const page = await sessions.page(browser, STAFF_EMAIL);
  try {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Catálogo/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();

    // The search goes into the URL, as every list's filters.
    await page.getByRole('search', { name: 'Buscar productos' }).getByLabel('Buscar').fill(product.sku);
    await page
      .getByRole('search', { name: 'Buscar productos' })
      .getByRole('button', { name: 'Buscar' })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(product.sku)}`));
    const grid = page.getByRole('grid', { name: 'Productos' });
    await expect(grid.getByText(product.name, { exact: true })).toBeVisible();
    await staffPageAccessible(page, 'el catálogo del back office');

    await grid.getByRole('button', { name: `Editar ${product.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar ${product.sku}` });
    await expect(dialog.getByLabel(/Precio de venta/)).toBeVisible();
    await staffPageAccessible(page, 'la edición de un producto');
    await dialog.getByLabel(/Precio de venta/).fill(newPrice.toFixed(2));
    await dialog.getByLabel(/Existencias a la venta/).fill(String(newStock));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`${product.name}: cambios guardados`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The API answers the new figures at once (its caches were dropped)...
    const api = await request.get(`${API_URL}/products/slug/${encodeURIComponent(product.slug)}`);
    expect(await api.json()).toMatchObject({ stock: newStock, price: { sale: newPrice } });
    // ...and the storefront's server-rendered product page shows them on its next load.
    await storefront.goto(`/product/${product.slug}`);
    const main = storefront.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(`Últimas ${String(newStock)} unidades`).first()).toBeVisible();
    const shownPrice = formatLempiras(newPrice).replace(/\s/gu, '\\s');
    await expect(main.getByText(new RegExp(shownPrice)).first()).toBeVisible();
  } finally {
    await restore(request, product.id, product.price.sale, product.stock);
  }
});

test('catálogo crea un cupón y lo desactiva', async ({ browser }) => {
  const page = await sessions.page(browser, STAFF_EMAIL);
  const code = `E2EBO${String(Date.now() % 1_000_000)}`;
  await page.goto('/catalogo/cupones');
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
  await staffPageAccessible(page, 'los cupones');
  await page.getByRole('button', { name: 'Nuevo cupón' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cupón' });
  await expect(dialog.getByRole('textbox', { name: /^Código/ })).toBeVisible();
  await staffPageAccessible(page, 'el formulario de un cupón');
  await dialog.getByRole('textbox', { name: /^Código/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Descuento/ }).fill('10');
  await dialog.getByRole('textbox', { name: /^Usos restantes/ }).fill('5');
  await dialog.getByLabel(/^Vence el/).fill('2030-12-31');
  await dialog.getByRole('button', { name: 'Crear cupón' }).click();
  await expect(page.getByText('Cupón creado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('search', { name: 'Buscar cupones' });
  await search.getByRole('textbox', { name: /^Código/ }).fill(code);
  await search.getByRole('button', { name: 'Buscar' }).click();
  const grid = page.getByRole('grid', { name: 'Cupones' });
  await expect(grid.getByText(code, { exact: true })).toBeVisible();
  await grid.getByRole('button', { name: `Desactivar ${code}` }).click();
  await expect(page.getByText(`Cupón ${code} desactivado`)).toBeVisible();
  await expect(grid.getByRole('button', { name: `Activar ${code}` })).toBeVisible();
});

test('una importación de CSV con una línea mala no aplica nada y dice qué línea', async ({
  browser,
  request,
}) => {
  const product = await someProduct(request);
  const page = await sessions.page(browser, STAFF_EMAIL);
  await page.goto('/catalogo/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar precios y existencias' })).toBeVisible();
  await staffPageAccessible(page, 'la importación de CSV');
  const csv = ['sku;precio;existencias', `${product.sku};1.00;0`, 'NO-EXISTE-E2E;100.00;1'].join('\n');
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'precios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const lines = page.getByRole('list', { name: 'Líneas con errores' });
  await expect(lines).toContainText(/^Línea 3: /);
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await staffPageAccessible(page, 'los errores de una importación');
  // Line 2 was good, but nothing was applied.
  const unchanged = await request.get(`${API_URL}/products/slug/${encodeURIComponent(product.slug)}`);
  expect(await unchanged.json()).toMatchObject({ stock: product.stock, price: { sale: product.price.sale } });
});

test('el rol catálogo ve solo lo suyo: sin pedidos en su menú', async ({ browser, request }) => {
  const page = await sessions.page(browser, STAFF_EMAIL);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Cupones/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pedidos/ })).toHaveCount(0);
  // And the API refuses it the orders team's work whatever the screen shows.
  const login = await request.post(`${API_URL}/admin/auth/login`, {
    data: { email: STAFF_EMAIL, password: STAFF_DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as StaffLoginResponse;
  const refused = await request.get(`${API_URL}/admin/orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  const row = await request.get(`${API_URL}/admin/catalog/products?per-page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await row.json()) as { items: AdminProductRow[] }).items).toHaveLength(1);
});
