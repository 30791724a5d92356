import { expect, type Page, type Request } from '@playwright/test';
import { test } from '../support/test.js';
import type { SaveCartRequest } from '@store/contracts';
import { logInFromHeader, signUpFresh } from '../support/accounts.js';
import { shellUrl } from '../support/ports.js';
import { addFirstLaptop, blockThirdParties, cartButton, cartControl } from '../support/store.js';

/**
 * The customer's cart follows them (issue 13, "Account rules"): a guest's cart is merged with
 * the account's saved cart at login and saved (`POST /customers/add-to-cart`) after every change
 * while logged in; another browser that logs in gets the same lines; a logout keeps the cart on
 * the device and stops saving it. A fresh account per run: nothing of the demo customers changes.
 */

function isCartSave(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/customers/add-to-cart';
}

/** The product ids a save sent. */
function savedIds(request: Request): number[] {
  return (request.postDataJSON() as SaveCartRequest).products.map((line) => line.id);
}

/** Adds the first product of a category from its page; returns its name. */
async function addFirstOf(page: Page, category: string, countAfter: number): Promise<string> {
  await page.goto(`/category/${category}`);
  await expect(cartControl(page, countAfter - 1)).toBeVisible();
  const add = page.getByRole('button', { name: 'Agregar al carrito' }).first();
  const card = page.getByRole('article').filter({ has: add }).first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  await card.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(cartButton(page, countAfter)).toBeVisible();
  return name;
}

/** /cart lists these products and the header counts these units. */
async function expectCart(page: Page, names: string[], units: number): Promise<void> {
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  for (const name of names) await expect(main.getByText(name).first()).toBeVisible();
  await expect(cartButton(page, units)).toBeVisible();
}

test('el carrito sigue al cliente: se une al iniciar sesión, se guarda y se queda al cerrar sesión', async ({
  page,
  context,
  browser,
}) => {
  await blockThirdParties(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  const { email, password } = await signUpFresh(page, 'carrito');

  // As a guest: one laptop, and nothing is sent to any account.
  const guestSaves: Request[] = [];
  const recordGuestSave = (request: Request) => {
    if (isCartSave(request)) guestSaves.push(request);
  };
  page.on('request', recordGuestSave);
  const laptop = (await addFirstLaptop(page)).name;
  // Past the debounce a logged-in change would wait (about 1 s), then a page load.
  await page.clock.fastForward(3_000);
  await page.goto('/cart');
  expect(guestSaves).toEqual([]);
  page.off('request', recordGuestSave);

  // The login merges the guest's cart with the (empty) saved one and saves the result.
  const mergedSave = page.waitForResponse(
    (response) => isCartSave(response.request()) && savedIds(response.request()).length === 1,
  );
  await logInFromHeader(page, email, password);
  expect((await mergedSave).ok()).toBe(true);
  await expect(cartButton(page, 1)).toBeVisible();

  // A change while logged in is saved (debounced) with the whole cart.
  const changeSave = page.waitForResponse(
    (response) => isCartSave(response.request()) && savedIds(response.request()).length === 2,
  );
  const tablet = await addFirstOf(page, 'tablets', 2);
  expect((await changeSave).ok()).toBe(true);

  // Another browser: empty cart; the login brings both lines into it, on the page it is on.
  const other = await browser.newContext({ baseURL: shellUrl(), locale: 'es-HN' });
  try {
    await blockThirdParties(other);
    const second = await other.newPage();
    await second.setViewportSize({ width: 1280, height: 900 });
    await second.clock.install();
    await second.goto('/');
    await expect(cartControl(second, 0)).toBeVisible();
    await logInFromHeader(second, email, password);
    await expect(cartButton(second, 2)).toBeVisible();
    await expectCart(second, [laptop, tablet], 2);

    // Logging out keeps the cart on this device and stops saving it.
    await second.goto('/portal');
    await second
      .getByRole('navigation', { name: 'Mi cuenta' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(second).toHaveURL(shellUrl() + '/');
    await expect(cartButton(second, 2)).toBeVisible();

    const savesAfterLogout: Request[] = [];
    second.on('request', (request) => {
      if (isCartSave(request)) savesAfterLogout.push(request);
    });
    await addFirstOf(second, 'laptops', 3);
    await second.clock.fastForward(3_000);
    await expectCart(second, [laptop, tablet], 3);
    expect(savesAfterLogout).toEqual([]);
  } finally {
    await other.close();
  }
});
