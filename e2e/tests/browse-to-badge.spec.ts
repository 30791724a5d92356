import { expect, test } from '@playwright/test';

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

  test('agregar al carrito: toast arriba a la derecha por 3 s, insignia actualizada y persistida', async ({
    page,
  }) => {
    await page.goto('/category/laptops');
    const badge = page.getByTestId('cart-badge');
    await expect(page.getByRole('link', { name: 'Carrito, 0 productos' })).toBeVisible();

    const addButtons = page.getByRole('button', { name: 'Agregar al carrito' });
    const card = page.getByRole('article').filter({ has: addButtons.first() }).first();
    const productName = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();

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
    await expect(page.getByRole('link', { name: 'Carrito, 1 productos' })).toBeVisible();
    // notistack closes it after TOAST_AUTO_HIDE_MS (3 s) plus its exit animation.
    await expect(toast).toBeHidden({ timeout: 6_000 });

    // Same product again: quantity grows, no second line.
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByRole('link', { name: 'Carrito, 2 productos' })).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('corp-cart'));
    const items = JSON.parse(stored ?? '[]') as { name: string; qty: number; sum: number; price: number }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.name).toBe(productName);
    expect(items[0]?.qty).toBe(2);
    expect(items[0]?.sum).toBeCloseTo((items[0]?.price ?? 0) * 2, 2);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Carrito, 2 productos' })).toBeVisible();

    await page.getByRole('link', { name: 'Carrito, 2 productos' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(productName).first()).toBeVisible();
  });
});
