import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { serveApp, serveStore, stopAll, type Server } from '../support/servers.js';
import { portsEnv, TEST_PORTS, type AppKey } from '../support/ports.js';

// A store of its own (shell + four remotes) whose servers this spec stops one by one.
const PORTS: Record<AppKey, number> = {
  shell: 3300,
  catalog: 3301,
  cartCheckout: 3302,
  portal: 3303,
  support: 3304,
};
const BASE = `http://localhost:${String(PORTS.shell)}`;

let store: Record<AppKey, Server>;

test.beforeEach(async () => {
  store = await serveStore(PORTS);
});
test.afterEach(async () => {
  await stopAll(Object.values(store));
});

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'TecnoHN, ir al inicio' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('catálogo caído: el marco sigue, el área dice por qué y "Reintentar" lo recupera', async ({ page }) => {
  await store.catalog.stop();
  await page.goto(`${BASE}/`);
  await expectFrame(page);
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar el catálogo');
  // The search box is the shell's: it still submits to the results route (which says why it
  // cannot show them), and the catalogue's live preview simply does not appear.
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill('laptop');
  await expect(page.getByRole('region', { name: 'Vista previa de resultados' })).toHaveCount(0);
  await search.press('Enter');
  await expect(page).toHaveURL(`${BASE}/resultados-de-busqueda?q=laptop`);
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar el catálogo');
  // The other remotes keep working.
  await page.goto(`${BASE}/pages/quienes-somos`);
  await expect(page.getByRole('heading', { level: 1, name: /quiénes somos/i })).toBeVisible();
  await page.goto(`${BASE}/cart`);
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();

  await page.goto(`${BASE}/`);
  await expect(page.getByRole('alert')).toBeVisible();
  store = {
    ...store,
    catalog: await serveApp('catalog', PORTS.catalog, portsEnv({ ...PORTS, api: TEST_PORTS.api })),
  };
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('carrito caído: el catálogo funciona y agregar avisa en español', async ({ page }) => {
  await store.cartCheckout.stop();
  await page.goto(`${BASE}/category/laptops`);
  await expectFrame(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  // No dropdown without its remote: the header keeps a plain link to the cart page.
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Carrito, 0 productos' });
  await expect(cartLink).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Carrito,/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await expect(page.getByText('No pudimos agregar el producto al carrito. Intenta de nuevo.')).toBeVisible({
    timeout: 15_000,
  });
  await page.goto(`${BASE}/cart`);
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar el carrito');
});

test('portal caído: la tienda funciona y "Mi Perfil" avisa que el inicio de sesión no está disponible', async ({
  page,
}) => {
  await store.portal.stop();
  await page.goto(`${BASE}/`);
  await expectFrame(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mi Perfil' }).click();
  await expect(page.getByText(/El inicio de sesión no está disponible/)).toBeVisible({ timeout: 10_000 });
  // The /login page is the portal's too: the simple layout stays and says why.
  await page.goto(`${BASE}/login`);
  await expect(page.getByRole('link', { name: 'TecnoHN, ir al inicio' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar tu cuenta');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});

test('soporte caído: las páginas de contenido avisan y el resto sigue', async ({ page }) => {
  await store.support.stop();
  await page.goto(`${BASE}/pages/politica-de-envios`);
  await expectFrame(page);
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar soporte');
  await page.goto(`${BASE}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('con el portal arriba, "Mi Perfil" abre el diálogo del portal', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await page.getByRole('button', { name: 'Mi Perfil' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Registrarse' })).toBeVisible();
});
