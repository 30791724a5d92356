import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { shellUrl } from './ports.js';

/** Where the cart remote persists the cart (spec section 3). */
export const CART_STORAGE_KEY = 'corp-cart';

/** The header's cart dropdown button ('Carrito, 1 producto', 'Carrito, 3 productos'). */
export function cartButton(page: Page, count?: number): Locator {
  const name = count === undefined ? /^Carrito, \d+ productos?$/ : cartLabel(count);
  return page.getByRole('banner').getByRole('button', { name });
}

/**
 * The header's cart in whichever form it has: the plain link it shows until the shopper first acts
 * on a first visit (the dropdown loads then: shell/src/federation/shopper-activity.ts), or the
 * dropdown button. Both carry the count in their name.
 */
export function cartControl(page: Page, count: number): Locator {
  const name = cartLabel(count);
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name }).or(banner.getByRole('link', { name }));
}

/**
 * The shopper's first act on a browsing page (a pointer press on the page, focus unchanged): what
 * waits for it (the cart dropdown, the login dialog, the cart's and portal's services) loads.
 */
export async function firstAct(page: Page): Promise<void> {
  await page.locator('body').dispatchEvent('pointerdown');
}

export function cartLabel(count: number): string {
  return `Carrito, ${String(count)} ${count === 1 ? 'producto' : 'productos'}`;
}

/**
 * Nothing may leave the machine: the messaging service answers with a stub page (so a popup
 * keeps its URL) and the tag manager is refused. Returns the messaging URLs requested.
 */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const messaging: string[] = [];
  await context.route('https://api.whatsapp.com/**', (route) => {
    messaging.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
  });
  await context.route(/googletagmanager\.com/, (route) => route.abort());
  return messaging;
}

/** Adds the first laptop to the cart from the category page and waits for the header count. */
export async function addFirstLaptop(page: Page): Promise<{ name: string; path: string }> {
  await page.goto('/category/laptops');
  const add = page.getByRole('button', { name: 'Agregar al carrito' }).first();
  const card = page.getByRole('article').filter({ has: add }).first();
  const heading = card.getByRole('heading').first();
  const name = (await heading.innerText()).trim();
  const path = await heading.getByRole('link').getAttribute('href');
  if (!path?.startsWith('/product/')) throw new Error(`Enlace de producto inesperado: ${String(path)}`);
  await expect(cartControl(page, 0)).toBeVisible();
  // The click is the shopper's first act: the cart's code loads, then takes the request.
  await card.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(cartButton(page, 1)).toBeVisible();
  return { name, path };
}

/**
 * The persisted cart after adding one real product through the UI, for specs that only need
 * "a cart with one product" on pages they load afterwards (see `useStoredCart`).
 */
export async function captureOneProductCart(
  browser: Browser,
): Promise<{ cart: string; productName: string; productPath: string }> {
  const context = await browser.newContext({ baseURL: shellUrl(), locale: 'es-HN' });
  try {
    await blockThirdParties(context);
    const page = await context.newPage();
    const product = await addFirstLaptop(page);
    const cart = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
    if (!cart) throw new Error('El carrito no quedó guardado en localStorage');
    return { cart, productName: product.name, productPath: product.path };
  } finally {
    await context.close();
  }
}

export type CapturedCart = Awaited<ReturnType<typeof captureOneProductCart>>;

/**
 * A spec's hooks for pages that need "a cart with one product": the cart is captured once for the
 * spec, and every test's tab starts with it (seeded on its first load only) with third parties
 * blocked. Returns the captured cart, for the tests to read.
 */
export function withOneProductCart(): () => CapturedCart {
  let captured: CapturedCart | undefined;
  test.beforeAll(async ({ browser }) => {
    captured = await captureOneProductCart(browser);
  });
  test.beforeEach(async ({ page, context }) => {
    await blockThirdParties(context);
    await seedCartOnce(page, cart().cart);
  });
  function cart(): CapturedCart {
    if (!captured) throw new Error('El carrito de un producto aún no se capturó (beforeAll)');
    return captured;
  }
  return cart;
}

/** Every page load of `page` starts with this persisted cart. */
export async function useStoredCart(page: Page, cart: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [CART_STORAGE_KEY, cart] as const,
  );
}

/**
 * The persisted cart on the tab's first load only, so a reload shows what the page itself saved
 * (`useStoredCart` writes it again on every load).
 */
export async function seedCartOnce(page: Page, cart: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
    },
    [CART_STORAGE_KEY, cart] as const,
  );
}

/** Presses Tab until `target` has focus (keyboard only: no click, no focus()). */
export async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`El foco no llegó al elemento tras ${String(maxTabs)} pulsaciones de Tab`);
}

/** True when the focused element is inside `container`. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Accessible description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '(nada)';
    const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> ${label}`;
  });
}

/** Waits until every image in the first screen has loaded (screenshots, a11y scans). */
export async function imagesInViewLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
}

/** The horizontal overflow of the page in px (0 when nothing sticks out sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
