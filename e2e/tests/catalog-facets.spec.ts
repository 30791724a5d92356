import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties } from '../support/store.js';

/**
 * Facets with counts (issue 15): on /category/laptops two brands and a price range narrow the
 * list, the count and the chips follow, reload and back keep them, 'Limpiar filtros' clears; a
 * search is filtered by category; by keyboard; axe at 375 and 1280 px.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

const countOf = async (text: string): Promise<number> =>
  Number(/(\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

/** The facet panel beside the results (wide screens). */
const filtersPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Filtros' });

/** The checkbox of a facet value, whatever its count: 'HP (12)'. */
const facetBox = (panel: Locator, name: string): Locator =>
  panel.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d[\\d,]*\\)$`) });

test('dos marcas y un rango de precio en laptops: cuenta, chips, recarga, atrás y limpiar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/category/laptops');
  const main = page.getByRole('main');
  const panel = filtersPanel(page);
  const count = main.getByText(/^\d[\d,]* productos?$/);
  await expect(count).toBeVisible();
  const all = await countOf((await count.textContent()) ?? '');

  // The two brands with the most laptops, read from the facet itself.
  const brandBoxes = panel.getByRole('group', { name: 'Marca' }).getByRole('checkbox');
  await expect(brandBoxes.first()).toBeVisible();
  const labels = await brandBoxes.evaluateAll((boxes) =>
    boxes.map((box) => box.closest('label')?.textContent ?? ''),
  );
  const brands = labels
    .map((label) => ({
      name: label.replace(/ \(\d[\d,]*\)$/, ''),
      count: Number(/\((\d[\d,]*)\)$/.exec(label)?.[1]?.replace(/,/g, '') ?? 0),
    }))
    .sort((a, b) => b.count - a.count)
    .slice(0, 2);
  const [first, second] = brands;
  if (!first || !second) throw new Error(`Laptops con menos de dos marcas: ${labels.join(', ')}`);

  // Keyboard: focus the first brand and press Space, then the second.
  for (const brand of [first, second]) {
    const box = facetBox(panel, brand.name);
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const bothBrands = first.count + second.count;
  await expect(count).toHaveText(new RegExp(`^${bothBrands.toLocaleString('en-US')} productos?$`));
  await expect(page).toHaveURL(/brand=\d+(%2C|,)\d+/);

  // A suggested price range narrows it further.
  const ranges = panel.getByRole('group', { name: 'Precio' }).getByRole('button', { name: /–/ });
  await ranges.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/min=.*max=|max=.*min=/);
  const chips = main.getByRole('region', { name: 'Filtros activos' });
  await expect(chips.getByText(first.name, { exact: true })).toBeVisible();
  await expect(chips.getByText(second.name, { exact: true })).toBeVisible();
  await expect(chips.getByText(/^L\u00a0/)).toBeVisible();
  const narrowed = await countOf((await count.textContent()) ?? '');
  expect(narrowed).toBeLessThanOrEqual(bothBrands);
  await expectAccessibleAtBothWidths(page, 'laptops con filtros');

  // Reload keeps everything; back undoes the last filter; forward brings it again.
  const filteredUrl = page.url();
  await page.reload();
  await expect(count).toHaveText(new RegExp(`^${narrowed.toLocaleString('en-US')} productos?$`));
  await expect(facetBox(panel, first.name)).toBeChecked();
  await page.goBack();
  await expect(count).toHaveText(new RegExp(`^${bothBrands.toLocaleString('en-US')} productos?$`));
  await page.goForward();
  await expect(page).toHaveURL(filteredUrl);

  // A price range nothing falls in: the empty result offers to clear or to search for something else.
  await page.goto('/category/laptops?min=1&max=2');
  await expect(page.getByText('Ningún producto coincide con los filtros elegidos.')).toBeVisible();
  const elsewhere = page.getByRole('search', { name: 'Buscar otro producto' });
  await elsewhere.getByRole('searchbox', { name: 'Buscar otro producto' }).fill('impresora');
  await elsewhere.getByRole('searchbox', { name: 'Buscar otro producto' }).press('Enter');
  await expect(page).toHaveURL(/\/resultados-de-busqueda\?q=impresora$/);
  await page.goBack();

  // 'Limpiar filtros' brings the whole category back.
  await chips.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(count).toHaveText(new RegExp(`^${all.toLocaleString('en-US')} productos?$`));
  await expect(page).toHaveURL(/\/category\/laptops$/);
});

test('una búsqueda se filtra por categoría, y en el teléfono los filtros se abren desde «Filtrar (n)»', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resultados-de-busqueda?q=laptop');
  const main = page.getByRole('main');
  await expect(main.getByText(/productos? encontrados? para «laptop»/)).toBeVisible();
  const categories = filtersPanel(page).getByRole('group', { name: 'Categoría' }).getByRole('checkbox');
  await expect(categories.first()).toBeVisible();
  const label = (await categories.first().evaluate((box) => box.closest('label')?.textContent)) ?? '';
  const expected = Number(/\((\d[\d,]*)\)$/.exec(label)?.[1]?.replace(/,/g, '') ?? NaN);
  await categories.first().focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/category=/);
  await expect(main.getByText(/productos? encontrados? para «laptop»/)).toHaveText(
    new RegExp(
      `^${expected === 1 ? '1 producto encontrado' : `${expected.toLocaleString('en-US')} productos encontrados`}`,
    ),
  );

  await page.setViewportSize({ width: 375, height: 800 });
  const open = main.getByRole('button', { name: /^Filtrar \(\d[\d,]*\)$/ });
  await expect(open).toBeVisible();
  // Disabled while the listing reloads: a key pressed then would do nothing, as for a shopper.
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'búsqueda filtrada por categoría');
});
