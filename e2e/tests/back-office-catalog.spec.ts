import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  formatLempiras,
  type AdminProductRow,
  type ProductPage,
  type StaffLoginResponse,
} from '@store/contracts';
import { expectNoSeriousViolations } from '../support/axe.js';
import { fillStaffLogin, STAFF_DEMO_PASSWORD } from '../support/back-office.js';
import { API_URL } from '../support/checkout.js';
import { ROOT } from '../support/servers.js';
import { TEST_PORTS } from '../support/ports.js';
import { test } from '../support/test.js';

/**
 * Issue 34, "Catalog": `catalogo@ejemplo.hn` logs in to the back office (its production build,
 * served on its own origin), changes a product's stock and price, and the storefront's product page
 * (server-rendered, production build) shows them on its next load; axe on the catalog page at
 * 1280 px. The product's figures are put back afterwards: the suite shares one database.
 */

/** One of the API's CORS origins in the suite (3300-3304), free while this file runs. */
const BACKOFFICE_PORT = 3304;
const BACKOFFICE_URL = `http://localhost:${String(BACKOFFICE_PORT)}`;
const STAFF_EMAIL = 'catalogo@ejemplo.hn';

let backoffice: ChildProcess;

async function waitForPage(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El back office terminó (código ${String(child.exitCode)})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} no respondió`);
}

test.beforeAll(async () => {
  backoffice = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tooling/src/serve-app.mjs'),
      '--app',
      path.join(ROOT, 'backoffice'),
      '--port',
      String(BACKOFFICE_PORT),
    ],
    { env: { ...process.env, API_PORT: String(TEST_PORTS.api) }, stdio: 'ignore' },
  );
  await waitForPage(`${BACKOFFICE_URL}/login`, backoffice);
});

test.afterAll(async () => {
  if (backoffice.exitCode === null) {
    const exited = new Promise((resolve) => backoffice.once('exit', resolve));
    backoffice.kill('SIGTERM');
    await exited;
  }
});

/** The demo catalog member through the back office's login form (no second factor in demo data). */
async function logIn(page: Page): Promise<void> {
  await page.goto(`${BACKOFFICE_URL}/login`);
  await fillStaffLogin(page, STAFF_EMAIL);
}

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
  page,
  request,
}) => {
  const product = await someProduct(request);
  const newStock = product.stock === 3 ? 4 : 3;
  const newPrice = Math.round(product.price.sale * 100 - 1111) / 100;
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    await logIn(page);
    await page
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
    await expectNoSeriousViolations(page, 'Catálogo del back office a 1280 px');

    await grid.getByRole('button', { name: `Editar ${product.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar ${product.sku}` });
    await dialog.getByLabel(/Precio de venta/).fill(newPrice.toFixed(2));
    await dialog.getByLabel(/Existencias a la venta/).fill(String(newStock));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`${product.name}: cambios guardados`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The API answers the new figures at once (its caches were dropped)...
    const api = await request.get(`${API_URL}/products/slug/${encodeURIComponent(product.slug)}`);
    expect(await api.json()).toMatchObject({ stock: newStock, price: { sale: newPrice } });
    // ...and the storefront's server-rendered product page shows them on its next load.
    await page.goto(`/product/${product.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(`Últimas ${String(newStock)} unidades`).first()).toBeVisible();
    const shownPrice = formatLempiras(newPrice).replace(/\s/gu, '\\s');
    await expect(main.getByText(new RegExp(shownPrice)).first()).toBeVisible();
  } finally {
    await restore(request, product.id, product.price.sale, product.stock);
  }
});

test('el rol catálogo ve solo lo suyo: sin pedidos en su menú', async ({ page, request }) => {
  await logIn(page);
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
