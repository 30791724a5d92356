import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { CART_STORAGE_KEY, tabTo, withOneProductCart } from '../support/store.js';

/**
 * Coupon codes (docs/business-rules.md#coupons) against the real API and its demo coupons
 * (api/src/seed/coupons.ts): each refusal's words, the discount line, 'Quitar', a reload, and
 * the checkout summary applying the code to the order the server prices. Keyboard only.
 */

const money = new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' });

const cart = withOneProductCart();

/** The laptop's price as the captured cart holds it. */
function laptopPrice(): number {
  const [line] = JSON.parse(cart().cart) as { price: number }[];
  if (!line) throw new Error('El carrito guardado no tiene líneas');
  return line.price;
}

function couponForm(scope: Locator): Locator {
  return scope.getByRole('form', { name: 'Cupón de descuento' });
}

/** Types the code with the keyboard only and presses Enter. */
async function applyByKeyboard(page: Page, form: Locator, code: string): Promise<void> {
  const field = form.getByRole('textbox', { name: 'Código de cupón' });
  await tabTo(page, field, 80);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function openCart(page: Page): Promise<Locator> {
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(couponForm(summary)).toBeVisible();
  return summary;
}

test.describe('cupones en el carrito', () => {
  test('cada rechazo con sus palabras, luego el cupón aplicado, persistido y quitado', async ({ page }) => {
    const summary = await openCart(page);
    const form = couponForm(summary);
    const field = form.getByRole('textbox', { name: 'Código de cupón' });

    // Any other failure of the lookup (the API answers 500 for this one code).
    await page.route('**/coupons/FALLA500', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    const refusals = [
      ['NOEXISTE123', 'Cupón no encontrado'],
      ['FERIADOMORAZANICO', 'Cupón vencido'],
      ['HOTSALE2025', 'Coupón agotado'],
      ['FALLA500', 'Problemas al recuperar el cupón'],
      ['IMPRESORAS250', 'El cupón no aplica a los productos de tu pedido'],
    ] as const;
    // The laptop may carry its own coupon; a refused code leaves the summary as it was.
    const amountsBefore = await summary.locator('dl').first().innerText();
    for (const [code, message] of refusals) {
      await applyByKeyboard(page, form, code);
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(summary.getByText(`Descuento (${code})`)).toHaveCount(0);
      expect(await summary.locator('dl').first().innerText()).toBe(amountsBefore);
    }
    await expectNoSeriousViolations(page, 'el carrito con un cupón rechazado');

    await applyByKeyboard(page, form, 'bienvenido10');
    await expect(page.getByRole('alert').filter({ hasText: '¡Cupón aplicado!' }).first()).toBeVisible();
    await expect(form.getByText('Cupón aplicado:')).toContainText('BIENVENIDO10');
    const discount = Math.round(laptopPrice() * 10) / 100;
    const row = summary.getByText('Descuento (BIENVENIDO10)');
    await expect(row).toBeVisible();
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText(`−${money.format(discount)}`);
    await expectNoSeriousViolations(page, 'el carrito con el cupón aplicado');

    // It travels with the cart: a reload keeps it.
    await page.reload();
    await expect(summary.getByText('Descuento (BIENVENIDO10)')).toBeVisible();
    const stillStored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
    expect(stillStored).toContain('BIENVENIDO10');

    // Quitar, by keyboard: the amount is 0 and the line goes.
    const remove = form.getByRole('button', { name: 'Quitar cupón BIENVENIDO10' });
    await tabTo(page, remove, 80);
    await page.keyboard.press('Enter');
    await expect(summary.getByText('Descuento (BIENVENIDO10)')).toHaveCount(0);
    await page.reload();
    await expect(couponForm(summary)).toBeVisible();
    await expect(summary.getByText('Descuento (BIENVENIDO10)')).toHaveCount(0);
  });

  test('a 375 px el campo y el rechazo se leen sin errores de accesibilidad', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const summary = await openCart(page);
    await applyByKeyboard(page, couponForm(summary), 'HOTSALE2025');
    await expect(
      couponForm(summary).getByRole('textbox', { name: 'Código de cupón' }),
    ).toHaveAccessibleDescription('Coupón agotado');
    await expectNoSeriousViolations(page, 'el carrito a 375 px con un cupón rechazado');
    await applyByKeyboard(page, couponForm(summary), 'BIENVENIDO10');
    await expect(summary.getByText('Descuento (BIENVENIDO10)')).toBeVisible();
    await expectNoSeriousViolations(page, 'el carrito a 375 px con el cupón aplicado');
  });
});

test.describe('cupones en el checkout', () => {
  test('con el pedido creado, el cupón se aplica al pedido y el servidor calcula el descuento', async ({
    page,
  }) => {
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
    const field = (name: string) => main.getByRole('textbox', { name, exact: true });
    await field('Identidad').fill('0801-1990-12345');
    await field('Nombre').fill('Carla');
    await field('Apellido').fill('Mejía');
    await field('Correo electrónico').fill(`cupon.${String(Date.now())}@ejemplo.hn`);
    await field('Teléfono').fill('99887766');
    await field('Segundo teléfono').fill('22334455');
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Datos de contacto guardados' }).first(),
    ).toBeVisible();

    const summary = page.getByRole('complementary', { name: 'Tu pedido' });
    const form = couponForm(summary);
    await expect(form).toBeVisible();
    await applyByKeyboard(page, form, 'FERIADOMORAZANICO');
    await expect(form.getByRole('textbox', { name: 'Código de cupón' })).toHaveAccessibleDescription(
      'Cupón vencido',
    );

    // The order's answer is what the summary shows: the discount the server booked.
    const priced = page.waitForResponse(
      (response) => /\/orders\/\d+\/coupon$/.test(response.url()) && response.request().method() === 'PUT',
    );
    await applyByKeyboard(page, form, 'BIENVENIDO10');
    const order = (await (await priced).json()) as { discount: number };
    expect(order.discount).toBeCloseTo(Math.round(laptopPrice() * 10) / 100, 2);
    await expect(page.getByRole('alert').filter({ hasText: '¡Cupón aplicado!' }).first()).toBeVisible();
    const row = summary.getByText('Descuento (BIENVENIDO10)');
    await expect(row).toBeVisible();
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText(
      `−${money.format(order.discount)}`,
    );
    await expectNoSeriousViolations(page, 'el checkout con el cupón aplicado al pedido');

    const removed = page.waitForResponse(
      (response) => /\/orders\/\d+\/coupon$/.test(response.url()) && response.request().method() === 'DELETE',
    );
    const remove = form.getByRole('button', { name: 'Quitar cupón BIENVENIDO10' });
    await tabTo(page, remove, 80);
    await page.keyboard.press('Enter');
    expect((await removed).status()).toBe(200);
    await expect(summary.getByText('Descuento (BIENVENIDO10)')).toHaveCount(0);
  });
});
