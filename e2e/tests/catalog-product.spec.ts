import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { couponRejection, type Product, type ProductPage } from '@store/contracts';
import { logInWithDialog, signUpFresh } from '../support/accounts.js';
import { API_URL, expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, tabTo } from '../support/store.js';

/**
 * The product page of issue 15 against the production build and the real API: the product's
 * own coupon (seeded by api/src/seed/products.ts `couponFor`) shows near the price; a guest's
 * 'Inicia sesión para opinar' opens the portal's login dialog; a fresh customer writes a review
 * with the keyboard only and sees it at the top of the list; 'Productos relacionados' loads
 * below. axe at 1280 and 375 px.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/** A product in stock whose coupon can be used now (the first the search lists, page by page). */
async function productWithCoupon(page: Page): Promise<Product & { coupon: NonNullable<Product['coupon']> }> {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const answer = await page.request.get(`${API_URL}/product/search-result`, {
      params: { 'filter[inStock]': 1, page: pageNumber, 'per-page': 60 },
    });
    expect(answer.ok()).toBe(true);
    const { items, _meta } = (await answer.json()) as ProductPage;
    const found = items.find((item) => item.coupon !== null && couponRejection(item.coupon) === null);
    if (found?.coupon) return { ...found, coupon: found.coupon };
    if (pageNumber >= _meta.pageCount) break;
  }
  throw new Error('No hay productos con cupón vigente en los datos de prueba');
}

test('el cupón del producto se ve junto al precio, y la página es accesible', async ({ page }) => {
  const product = await productWithCoupon(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const coupon = page
    .getByRole('main')
    .getByRole('region', { name: `Cupón disponible: ${product.coupon.code}` });
  await expect(coupon).toBeVisible();
  await expect(coupon).toContainText(
    product.coupon.type === 'P' ? `${String(product.coupon.discount)} %` : 'de descuento',
  );
  await expect(coupon).toContainText('Precio con cupón:');
  await expect(page.getByRole('main').getByRole('button', { name: 'Comparar' })).toBeVisible();

  // Below the details, once scrolled near: the reviews and the related products.
  await page.getByRole('heading', { level: 2, name: 'Opiniones de clientes' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByRole('heading', { level: 2, name: 'Productos relacionados' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Productos relacionados' });
  await expect(related.getByRole('heading', { level: 3, name: product.name, exact: true })).toHaveCount(0);

  await expectAccessibleAtBothWidths(page, 'Página de producto con cupón, opiniones y relacionados');
});

test("un visitante: 'Inicia sesión para opinar' abre el diálogo de inicio de sesión", async ({ page }) => {
  const product = await productWithCoupon(page);
  await page.goto(`/product/${product.slug}`);
  const prompt = page.getByRole('button', { name: 'Inicia sesión para opinar' });
  await tabTo(page, prompt, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Mi cuenta' })).toBeVisible();
});

test('un cliente escribe una opinión con el teclado y la ve primero en la lista', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpFresh(page, 'opinion');
  const product = await productWithCoupon(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Inicia sesión para opinar' }), 120);
  await page.keyboard.press('Enter');
  await logInWithDialog(page, account.email, account.password);

  const form = page.getByRole('form', { name: 'Escribe tu opinión' });
  await expect(form).toBeVisible();
  const stars = form.getByRole('radiogroup', { name: 'Tu calificación' });
  // The form replaces the prompt that had the focus, and takes it: the stars' checked radio.
  await expect(stars.getByRole('radio', { name: 'Sin calificación' })).toBeFocused();

  // The rules' messages first, from an empty submit; the focus goes back to the first invalid
  // field (the stars).
  await tabTo(page, form.getByRole('button', { name: 'Publicar opinión' }), 20);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Este Campo no puede estar vacío')).toBeVisible();
  await expect(
    form.getByText('Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción'),
  ).toBeVisible();
  await expect(stars.getByRole('radio', { name: 'Sin calificación' })).toBeFocused();

  // Stars by keyboard: Tab lands on the group's checked radio ('Sin calificación'), the arrow
  // keys move the choice, as in any radio group.
  const four = stars.getByRole('radio', { name: '4 estrellas' });
  for (let presses = 0; presses < 6 && !(await four.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(four).toBeChecked();

  const comment = `Muy buena para la oficina (${String(Date.now())}) <b>sin HTML</b>`;
  await tabTo(page, form.getByRole('textbox', { name: /Tu comentario/ }), 20);
  await page.keyboard.type(comment);
  await tabTo(page, form.getByRole('button', { name: 'Publicar opinión' }), 20);
  await page.keyboard.press('Enter');

  await expect(page.getByText('¡Gracias por tu opinión! Tu opinión ya aparece en la lista.')).toBeVisible();
  const first = page.getByRole('region', { name: 'Opiniones de clientes' }).getByRole('article').first();
  await expect(first).toContainText(comment);
  await expect(first).toContainText(account.firstname);
  await expect(first.getByRole('img', { name: 'Calificación: 4 de 5 estrellas' })).toBeVisible();

  await expectAccessibleAtBothWidths(page, 'Página de producto con el formulario de opinión');
});
