import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { cartButton, cartControl } from '../support/store.js';

const NBSP = '\u00a0';

test.describe('de la navegación a la insignia del carrito', () => {
  test('home y categoría muestran productos reales con precios en lempiras e imágenes', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard).toContainText(`L${NBSP}`);

    await page.goto('/category/laptops');
    await expect(page.getByRole('heading', { level: 1, name: /laptops/i })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    const image = cards.first().getByRole('img').first();
    await expect(image).toHaveAttribute('alt', /.+/);
    // The image really loads from the API (no broken link).
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test('agregar al carrito: aviso arriba a la derecha, insignia actualizada y persistida, carrito desde el desplegable', async ({
    page,
  }) => {
    await page.goto('/category/laptops');
    const badge = page.getByTestId('cart-badge');
    // The plain link until the shopper first acts (the dropdown loads then), with the same name.
    await expect(cartControl(page, 0)).toBeVisible();

    const addButtons = page.getByRole('button', { name: 'Agregar al carrito' });
    const card = page.getByRole('article').filter({ has: addButtons.first() }).first();
    const productName = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();

    // Placement and the 3 s lifetime are measured in frame.spec.ts.
    const toast = page.getByText('Producto agregado al carrito');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.y).toBeLessThan(viewport.height / 3);
      expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
    }
    await expect(badge).toContainText('1');
    await expect(cartButton(page, 1)).toBeVisible();

    // Same product again: quantity grows, no second line.
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(cartButton(page, 2)).toBeVisible();
    await expect(badge).toContainText('2');
    const stored = await page.evaluate(() => window.localStorage.getItem('corp-cart'));
    const items = JSON.parse(stored ?? '[]') as { name: string; qty: number; sum: number; price: number }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.name).toBe(productName);
    expect(items[0]?.qty).toBe(2);
    expect(items[0]?.sum).toBeCloseTo((items[0]?.price ?? 0) * 2, 2);

    await page.reload();
    await expect(cartButton(page, 2)).toBeVisible();

    // Dropdown: the line and the total, then 'Ver Carrito' goes to /cart.
    await cartButton(page, 2).click();
    const panel = page.getByRole('dialog', { name: 'Carrito' });
    await expect(panel.getByRole('link', { name: productName })).toBeVisible();
    await expect(panel.getByText('Total')).toBeVisible();
    await expect(panel).toContainText(`L${NBSP}`);
    await panel.getByRole('link', { name: 'Ver Carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();
  });
});
