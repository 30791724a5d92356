import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { ProductPage } from '@store/contracts';
import { logInWithDialog, signUpFresh } from '../support/accounts.js';
import { API_URL, expectAccessibleAtBothWidths } from '../support/checkout.js';
import { shellUrl } from '../support/ports.js';
import { blockThirdParties, cartButton, tabTo } from '../support/store.js';

/**
 * Favoritos (issue 13) against the production build and the real API, with a fresh account so
 * the demo customers' favourites never change under other specs: a guest's heart opens the
 * login dialog; logged in, the heart (keyboard only) adds the product and the header's 'Favs'
 * says 1; on a fresh browser, after logging in, /portal/wishlist lists it (the server's list),
 * it goes to the cart from there and is removed by keyboard. axe at 1280 and 375 px.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/** The first laptop in stock, from the API (its page and its name). */
async function laptopInStock(page: Page): Promise<{ path: string; name: string }> {
  const answer = await page.request.get(`${API_URL}/products/category/laptops`, {
    params: { 'per-page': 20 },
  });
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as ProductPage;
  const product = items.find((item) => item.stock > 1);
  if (!product) throw new Error('No hay laptops con existencias en los datos de prueba');
  return { path: `/product/${product.slug}`, name: product.name };
}

/** The header's 'Favs' button as assistive technology names it ('Favs, 1 producto'). */
const favsButton = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Favs, ${String(count)} ${count === 1 ? 'producto' : 'productos'}` });

/** Tab to `target`, unless focus is already there (the dialog gives focus back to what opened it). */
async function focusByKeyboard(page: Page, target: Locator): Promise<void> {
  if (await target.evaluate((element) => element === document.activeElement)) return;
  await tabTo(page, target, 60);
}

const heart = (page: Page, name: 'Agregar a Favoritos' | 'Quitar de Favoritos') =>
  page.getByRole('main').getByRole('button', { name, exact: true });

test('un favorito agregado desde la página del producto aparece en /portal/wishlist en otro navegador', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signUpFresh(page, 'favoritos');
  const laptop = await laptopInStock(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A guest: 0 favourites, and the heart opens the login/signup dialog (spec section 2).
  await page.goto(laptop.path);
  await expect(page.getByRole('heading', { level: 1, name: laptop.name })).toBeVisible();
  await expect(favsButton(page, 0)).toBeVisible();
  await expect(heart(page, 'Agregar a Favoritos')).toHaveAttribute('aria-pressed', 'false');
  await heart(page, 'Agregar a Favoritos').click();
  await logInWithDialog(page, account.email, account.password);

  // Logged in: the guest's click added nothing; the heart, by keyboard, adds the product.
  await expect(favsButton(page, 0)).toBeVisible();
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/customers/add-to-wishlist') && response.request().method() === 'POST',
  );
  await focusByKeyboard(page, heart(page, 'Agregar a Favoritos'));
  await page.keyboard.press('Enter');
  expect((await added).status()).toBe(200);
  await expect(heart(page, 'Quitar de Favoritos')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Producto Agregado a mis Favoritos')).toBeVisible();
  await expect(favsButton(page, 1)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('molla-wishlist'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  await expectAccessibleAtBothWidths(page, 'producto en Favoritos');

  // A fresh browser: nothing local; the list comes from the server at login.
  const fresh = await browser.newContext({ baseURL: shellUrl(), locale: 'es-HN' });
  try {
    await blockThirdParties(fresh);
    const other = await fresh.newPage();
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto('/portal/wishlist');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Inicia sesión para ver tu cuenta' }),
    ).toBeVisible();
    await logInWithDialog(other, account.email, account.password);

    await expect(other).toHaveURL(/\/portal\/wishlist$/);
    const main = other.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const item = main.getByRole('listitem').filter({
      has: other.getByRole('heading', { level: 2, name: laptop.name }),
    });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: laptop.name })).toHaveAttribute('href', laptop.path);
    await expect(item.getByText('Disponible')).toBeVisible();
    await expect(item.getByText(/^L\s?[\d,]+\.\d{2}$/).first()).toBeVisible();
    await expect(favsButton(other, 1)).toBeVisible();
    await expectAccessibleAtBothWidths(other, 'Favoritos con un producto');

    // Keyboard only: to the cart, then out of the list.
    await tabTo(other, item.getByRole('button', { name: 'Agregar al carrito' }), 80);
    await other.keyboard.press('Enter');
    await expect(cartButton(other, 1)).toBeVisible();

    const removed = other.waitForResponse((response) =>
      response.url().endsWith('/customers/remove-from-wishlist'),
    );
    await tabTo(other, item.getByRole('button', { name: 'Quitar' }), 20);
    await other.keyboard.press('Enter');
    expect((await removed).status()).toBe(200);
    await expect(item).toHaveCount(0);
    await expect(main.getByText('Aún no tienes productos en Favoritos.')).toBeVisible();
    await expect(other.getByText('Producto eliminado de mis Favoritos')).toBeVisible();
    await expect(favsButton(other, 0)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute('href', '/');
    await expectAccessibleAtBothWidths(other, 'Favoritos vacío');

    // The server forgot it too: a reload shows the empty list.
    await other.reload();
    await expect(main.getByText('Aún no tienes productos en Favoritos.')).toBeVisible();
  } finally {
    await fresh.close();
  }
});
