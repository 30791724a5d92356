import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, cartButton, firstAct, tabTo } from '../support/store.js';

/**
 * '/ubicanos' (issue 16): reached from the footer by keyboard, it lists the API's stores and
 * offices (reference data, api/src/reference-data/stores.ts) grouped by department, each with
 * its hours, a tel: link and 'Cómo llegar' (a maps search in a new tab). The page itself fetches
 * nothing from a maps service.
 */

const STORES = [
  { name: 'Tienda Tegucigalpa', department: 'Francisco Morazán', phone: '2231-4500', pickup: true },
  { name: 'Tienda San Pedro Sula', department: 'Cortés', phone: '2550-4500', pickup: true },
  { name: 'Oficina de ventas corporativas Choloma', department: 'Cortés', phone: '2669-4500', pickup: false },
  { name: 'Oficina de ventas La Ceiba', department: 'Atlántida', phone: '2443-4500', pickup: false },
  { name: 'Oficina de ventas Comayagua', department: 'Comayagua', phone: '2772-4500', pickup: false },
] as const;

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** The maps service answers with a stub page (nothing leaves the machine); returns the URLs asked for. */
async function stubMaps(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://www.google.com/maps/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>mapa</title>' });
  });
  return requested;
}

/** Every host the page asks for while `during` runs. */
async function hostsRequested(page: Page, during: () => Promise<void>): Promise<Set<string>> {
  const hosts = new Set<string>();
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.hostname);
  };
  page.on('request', record);
  try {
    await during();
  } finally {
    page.off('request', record);
  }
  return hosts;
}

function storesMain(page: Page) {
  return page.getByRole('main');
}

async function openFromFooterByKeyboard(page: Page): Promise<void> {
  await page.goto('/pages/quienes-somos');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  // The header's cart is the frame's last remote widget (loaded on the first act): nothing moves
  // in the tab order after it.
  await firstAct(page);
  await expect(cartButton(page)).toBeVisible();
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Ubícanos' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ubicanos$/);
}

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

test('desde el pie, con el teclado: las tiendas y oficinas con horario, teléfono y «Cómo llegar»', async ({
  page,
  context,
}) => {
  const mapsRequests = await stubMaps(context);
  await page.setViewportSize({ width: 1280, height: 900 });

  const hosts = await hostsRequested(page, async () => {
    await openFromFooterByKeyboard(page);
    const main = storesMain(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Ubícanos' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(STORES.length);
  });
  await expect(page).toHaveTitle('Ubícanos | Tienda Tecnología HN');

  const main = storesMain(page);
  // Grouped by department, in the order of each department's first store.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Francisco Morazán',
    'Cortés',
    'Atlántida',
    'Comayagua',
  ]);
  for (const store of STORES) {
    const card = main
      .getByRole('region', { name: store.department })
      .getByRole('article', { name: store.name });
    await expect(card.getByRole('heading', { level: 3, name: store.name })).toBeVisible();
    await expect(card.getByText(/^Lunes a viernes de /)).toBeVisible();
    await expect(card.getByRole('link', { name: store.phone })).toHaveAttribute(
      'href',
      `tel:+504${store.phone.replace('-', '')}`,
    );
    await expect(card.getByText('Pago en tienda y retiro de pedidos')).toHaveCount(store.pickup ? 1 : 0);
    const directions = card.getByRole('link', {
      name: `Cómo llegar a ${store.name} (se abre en una pestaña nueva)`,
    });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', new RegExp(`^${escapeRegExp(MAPS_SEARCH)}.+Honduras$`));
  }

  // No map tiles, no maps script: the page and its data come from the store's own servers.
  expect([...hosts].filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([]);
  expect(mapsRequests).toEqual([]);

  // 'Cómo llegar' by keyboard opens the maps search for the address in a new tab. Focus is still
  // on the footer's link (the shell does not move it on navigation): back up to the card.
  const directions = main.getByRole('link', {
    name: 'Cómo llegar a Tienda San Pedro Sula (se abre en una pestaña nueva)',
  });
  await shiftTabTo(page, directions, 60);
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(opened.origin + opened.pathname).toBe('https://www.google.com/maps/search/');
  expect(opened.searchParams.get('query')).toBe(
    'Barrio Los Andes, 10 calle, 11 avenida N.O., San Pedro Sula, Cortés, Honduras',
  );
  await popup.close();
  await expect(page).toHaveURL(/\/ubicanos$/);
});

test('en el teléfono (375 px) se llega desde el pie y se lee sin desplazarse de lado', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openFromFooterByKeyboard(page);
  const main = storesMain(page);
  await expect(main.getByRole('article')).toHaveCount(STORES.length);
  await expect(
    main.getByRole('article', { name: 'Tienda Tegucigalpa' }).getByRole('link', { name: '2231-4500' }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('/ubicanos sin infracciones graves de accesibilidad a 1280 y 375 px', async ({ page }) => {
  await page.goto('/ubicanos');
  await expect(storesMain(page).getByRole('article')).toHaveCount(STORES.length);
  await firstAct(page);
  await expect(cartButton(page)).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/ubicanos');
});

/** Presses Shift+Tab until `target` has focus (keyboard only, going back through the page). */
async function shiftTabTo(page: Page, target: Locator, maxTabs: number): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`El foco no llegó al elemento tras ${String(maxTabs)} pulsaciones de Mayús+Tab`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
