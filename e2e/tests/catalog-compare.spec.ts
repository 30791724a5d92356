import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, horizontalOverflow, tabTo } from '../support/store.js';

/**
 * Comparar (issue 15) against the production build and the real API: three laptops added from
 * /category/laptops ('Product added to Compare' each time), the bar at the bottom with
 * 'Comparar (3)', /comparar with the three side by side (price, stock, brand, specs, 'Diferente'
 * on the rows that differ), one removed by keyboard, the list kept after a reload. axe at 1280
 * and 375 px on the category with the bar and on /comparar.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

const compareBar = (page: Page) => page.getByRole('region', { name: 'Productos para comparar' });
const compareTable = (page: Page) => page.getByRole('table', { name: 'Comparación de productos' });

/** The name of a product card (its heading link). */
async function cardName(card: Locator): Promise<string> {
  return (await card.getByRole('heading').first().innerText()).trim();
}

test('tres laptops agregadas desde la categoría se comparan lado a lado en /comparar', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/category/laptops');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(compareBar(page)).toHaveCount(0);

  const cards = page.getByRole('main').getByRole('article');
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(index);
    names.push(await cardName(card));
    const compare = card.getByRole('button', { name: 'Comparar', exact: true });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await compare.click();
    await expect(card.getByRole('button', { name: 'Quitar de comparar', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Product added to Compare').first()).toBeVisible();
  }

  // The bar: the three names, 'Comparar (3)', and the footer never under it.
  const bar = compareBar(page);
  await expect(bar).toBeVisible();
  for (const name of names) {
    await expect(bar.getByRole('button', { name: `Quitar ${name} de comparar` })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: 'Comparar (3)' })).toBeVisible();
  // The shell's header counts them too (from the catalog's compare-changed).
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Comparar, 3 productos' }).first(),
  ).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('corp-compare'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(3);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  const [barBox, footerBox] = await Promise.all([bar.boundingBox(), footer.boundingBox()]);
  // At the end of the page the bar stops above the footer: it never covers it.
  expect(footerBox && barBox && barBox.y + barBox.height <= footerBox.y + 1).toBe(true);
  await expectAccessibleAtBothWidths(page, 'categoría con la barra de comparar');

  // /comparar: the three side by side.
  await bar.getByRole('link', { name: 'Comparar (3)' }).click();
  await expect(page).toHaveURL(/\/comparar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar productos' })).toBeVisible();
  const table = compareTable(page);
  await expect(table).toBeVisible();
  for (const name of names) {
    await expect(table.getByRole('columnheader').filter({ hasText: name })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: /^Precio/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Disponibilidad/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Marca/ })).toBeVisible();
  await expect(table.getByText(/^L\u00a0[\d,]+\.\d{2}$/)).toHaveCount(3);
  // Three different laptops differ at least in price or in a spec.
  await expect(table.getByText('Diferente').first()).toBeVisible();
  await expect(table.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(3);
  await expectAccessibleAtBothWidths(page, '/comparar con tres productos');

  // On a phone the table scrolls inside its labelled region, never the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('region', { name: /Tabla de comparación/ })).toBeVisible();
  // After a resize the layout settles on the next frames (MUI's breakpoints re-render): poll.
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard only: remove the first product.
  const [firstName = ''] = names;
  const removeFirst = table.getByRole('button', { name: `Quitar ${firstName} de comparar` });
  await tabTo(page, removeFirst, 80);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader').filter({ hasText: firstName })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(2);

  // Kept under corp-compare: a reload shows the same two.
  await page.reload();
  await expect(compareTable(page).getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(2);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('corp-compare'))) ?? '[]')).toHaveLength(
    2,
  );
});

test('sin productos, /comparar lo dice y lleva al catálogo', async ({ page }) => {
  await page.goto('/comparar');
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar productos' })).toBeVisible();
  await expect(page.getByText('No hay productos para comparar')).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Ver el catálogo' });
  await tabTo(page, back, 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('no se pueden comparar más de 4 productos', async ({ page }) => {
  await page.goto('/category/laptops');
  const cards = page.getByRole('main').getByRole('article');
  for (let index = 0; index < 4; index += 1) {
    await cards.nth(index).getByRole('button', { name: 'Comparar', exact: true }).click();
  }
  await expect(compareBar(page).getByRole('link', { name: 'Comparar (4)' })).toBeVisible();
  await cards.nth(4).getByRole('button', { name: 'Comparar', exact: true }).click();
  await expect(page.getByText(/^Puedes comparar hasta 4 productos/)).toBeVisible();
  await expect(cards.nth(4).getByRole('button', { name: 'Comparar', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(compareBar(page).getByRole('link', { name: 'Comparar (4)' })).toBeVisible();
});
