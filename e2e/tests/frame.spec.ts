import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import {
  blockThirdParties,
  captureOneProductCart,
  cartButton,
  cartControl,
  cartLabel,
  describeFocus,
  focusIsInside,
  horizontalOverflow,
  tabTo,
  useStoredCart,
} from '../support/store.js';
import { settleChat } from '../support/pages.js';
import { patchRuntimeConfig, startingRuntimeConfig } from '../support/runtime-config.js';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const CHAT = /^Chat con /;

let storedCart: { cart: string; productName: string };

test.beforeAll(async ({ browser }) => {
  storedCart = await captureOneProductCart(browser);
});

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

function cartButtonWhileModal(page: Page, count: number) {
  return page.getByRole('banner', { includeHidden: true }).getByRole('button', {
    name: cartLabel(count),
    includeHidden: true,
  });
}

async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Lets the page handle what is queued (scroll events, React's scheduled render) before a "still not" check. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The element's box once it stops moving (enter animations finished). */
async function settledBox(page: Page, locator: Locator) {
  let previous = '';
  await expect
    .poll(async () => {
      await settle(page);
      const current = JSON.stringify(await locator.boundingBox());
      const still = current !== 'null' && current === previous;
      previous = current;
      return still;
    })
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error('sin caja');
  return box;
}

/**
 * Two macrotask round trips through a MessageChannel, which the page clock does not fake:
 * React's scheduler renders in a MessageChannel task, so a state change made by a timer that
 * `clock.runFor` fired is on screen afterwards.
 */
async function flushMacrotasks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

test.describe('cabecera y desplazamiento', () => {
  test.use({ viewport: WIDE });

  test('la cabecera se fija pasados 210 px (no a 210) y "Volver arriba" aparece pasados 400 px (no a 400)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    // Home is a full-bleed page; other pages keep the max width.
    await expect(page.getByRole('main')).toHaveAttribute('data-fluid', 'true');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeGreaterThan(401);

    const header = page.getByRole('banner');
    const toTop = page.getByRole('button', { name: 'Volver arriba' });

    await scrollWindowTo(page, 210);
    await settle(page);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).toHaveCSS('position', 'static');

    await scrollWindowTo(page, 211);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toHaveCSS('position', 'sticky');
    // Back to exactly 210: it must let go again (so 210 itself is "not past").
    await scrollWindowTo(page, 210);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).toHaveCSS('position', 'static');

    await scrollWindowTo(page, 400);
    await settle(page);
    await expect(toTop).toHaveCount(0);
    await scrollWindowTo(page, 401);
    await expect(toTop).toBeVisible();
    // The sticky header really stays in view while the page scrolls.
    const headerBox = await header.boundingBox();
    expect(headerBox?.y).toBe(0);
    await scrollWindowTo(page, 400);
    await expect(toTop).toHaveCount(0);

    await scrollWindowTo(page, 1200);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#inicio')).toBeFocused();
    await expect(header).toHaveAttribute('data-sticky', 'false');

    await page.goto('/category/laptops');
    await expect(page.getByRole('main')).toHaveAttribute('data-fluid', 'false');
  });

  test('"Mi Perfil": a 991 px lleva a /login (página del portal); a 992 px abre el diálogo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await drawer.getByRole('button', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
    // The simple layout: the logo and nothing else of the frame, and no dialog.
    await expect(page.getByRole('banner').getByRole('link', { name: 'TecnoHN, ir al inicio' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Mi Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('solo con teclado', () => {
  test('pantalla ancha: diálogo de inicio de sesión, carrito y mega-menú', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await useStoredCart(page, storedCart.cart);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const banner = page.getByRole('banner');

    await test.step('diálogo de inicio de sesión: el foco no sale con Tab y vuelve a "Mi Perfil"', async () => {
      const profile = banner.getByRole('button', { name: 'Mi Perfil' });
      await tabTo(page, profile);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
      for (let press = 0; press < 14; press += 1) {
        await page.keyboard.press(press < 10 ? 'Tab' : 'Shift+Tab');
        expect(await focusIsInside(dialog), `Tab ${String(press + 1)}: ${await describeFocus(page)}`).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(profile).toBeFocused();
    });

    await test.step('carrito: Enter abre, Tab recorre, Escape cierra y el foco vuelve', async () => {
      const cart = cartButton(page, 1);
      await tabTo(page, cart, 3);
      await expect(cart).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Carrito' });
      await expect(panel).toBeVisible();
      // While a modal panel is open MUI hides the rest of the page from assistive technology.
      await expect(cartButtonWhileModal(page, 1)).toHaveAttribute('aria-expanded', 'true');
      expect(await focusIsInside(panel)).toBe(true);
      await expect(panel.getByRole('link', { name: storedCart.productName })).toBeVisible();
      await expect(panel.getByText('Total')).toBeVisible();
      await tabTo(page, panel.getByRole('link', { name: 'Pagar' }), 5);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(cart).toBeFocused();
      await expect(cart).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('mega-menú: Enter abre, Tab llega a un enlace, Escape devuelve el foco; Enter navega', async () => {
      const categories = banner.getByRole('button', { name: 'Categorías' });
      await tabTo(page, categories, 3);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Categorías' });
      await expect(panel).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Categorías', exact: true, includeHidden: true }).first(),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: /^Ver Todos: / }).first()).toBeVisible();
      expect(await focusIsInside(panel)).toBe(true);
      await page.keyboard.press('Tab');
      await expect(panel.locator('a:focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(categories).toBeFocused();
      await expect(categories).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(panel.getByRole('link', { name: /^Ver Todos: / }).first()).toBeVisible();
      await page.keyboard.press('Tab');
      const href = await panel.locator('a:focus').getAttribute('href');
      expect(href).toMatch(/^\/category\//);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
      await expect(panel).toBeHidden();
    });
  });

  test('teléfono: menú con pestañas "Menu" y "Categorías" por flechas, Escape devuelve el foco', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await tabTo(page, opener, 5);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await focusIsInside(drawer)).toBe(true);

    const menuTab = drawer.getByRole('tab', { name: 'Menu' });
    const categoriesTab = drawer.getByRole('tab', { name: 'Categorías' });
    await expect(menuTab).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, menuTab, 4);
    expect(await focusIsInside(drawer)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(categoriesTab).toBeFocused();
    // MUI's tabs use manual activation: the arrow moves focus, Enter selects.
    await page.keyboard.press('Enter');
    await expect(categoriesTab).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByRole('link', { name: /^Ver Todos: / }).first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Servicio Técnico' })).toHaveCount(0);

    await page.keyboard.press('ArrowLeft');
    await expect(menuTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuTab).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByRole('link', { name: 'Servicio Técnico' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Mi Perfil' })).toBeVisible();

    // Tab stays in the drawer, all the way round.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(drawer), `Tab ${String(press + 1)}: ${await describeFocus(page)}`).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('chat', () => {
  test('se abre solo a los 1.5 s: no a 1400 ms, sí a 1600 ms', async ({ page }) => {
    // Paused before the page exists, so "mount" and the 1500 ms timer start on a known tick.
    await page.clock.install({ time: new Date('2026-03-02T10:00:00-06:00') });
    await page.clock.pauseAt(new Date('2026-03-02T10:00:05-06:00'));
    await page.goto('/');
    const bubble = page.getByRole('button', { name: 'Abrir chat' });
    await expect(bubble).toBeVisible();
    const chat = page.getByRole('dialog', { name: CHAT });

    await page.clock.runFor(1_400);
    await flushMacrotasks(page);
    await expect(chat).toHaveCount(0);
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');

    await page.clock.runFor(200);
    await flushMacrotasks(page);
    await expect(chat).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar chat' }).last()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Opening by itself does not steal the shopper's focus.
    await expect(chat.getByRole('textbox', { name: 'Mensaje' })).not.toBeFocused();
  });

  test('enviar: vacío no hace nada; con texto abre WhatsApp con el texto codificado y limpia el campo', async ({
    page,
    context,
  }) => {
    const messaging = await blockThirdParties(context);
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toBeVisible();
    await settleChat(page, 'open');
    const chat = page.getByRole('dialog', { name: CHAT });
    const input = chat.getByRole('textbox', { name: 'Mensaje' });

    // Count window.open calls from inside the page (a popup event would be asynchronous).
    await page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { __openCalls: string[] }).__openCalls = calls;
      const original = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push(String(url));
        return original(url, target, features);
      };
    });
    const openCalls = () =>
      page.evaluate(() => (window as unknown as { __openCalls: string[] }).__openCalls.length);

    await chat.getByRole('button', { name: 'Enviar' }).click();
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    expect(await openCalls()).toBe(0);
    await expect(chat).toBeVisible();

    const message = 'Hola, ¿tienen la laptop HP 15 en Tegucigalpa? 50% & más';
    await input.fill(message);
    const popupPromise = context.waitForEvent('page');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    const url = popup.url();
    expect(url.startsWith('https://api.whatsapp.com/send?phone=')).toBe(true);
    expect(url).toContain(`&text=${encodeURIComponent(message)}`);
    expect(new URL(url).searchParams.get('phone')).toMatch(/^\d{8,15}$/);
    expect(new URL(url).searchParams.get('text')).toBe(message);
    // The request went to the stub, not to the internet.
    expect(messaging).toContain(url);
    expect(await openCalls()).toBe(1);
    await expect(input).toHaveValue('');
    await popup.close();
  });
});

test.describe('avisos, búsqueda y analítica', () => {
  test('el aviso de "agregado" sale arriba a la derecha y se va a los ~3 s', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/category/laptops');
    await expect(cartControl(page, 0)).toBeVisible();
    const text = 'Producto agregado al carrito';
    // Timed inside the page: Playwright's polling would blur a 3 s measurement by up to 1 s.
    await page.evaluate((wanted) => {
      const timing: { shown?: number; gone?: number } = {};
      (window as unknown as { __toastTiming: typeof timing }).__toastTiming = timing;
      new MutationObserver(() => {
        const present = document.body.textContent.includes(wanted);
        if (present && timing.shown === undefined) timing.shown = performance.now();
        if (!present && timing.shown !== undefined && timing.gone === undefined)
          timing.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);

    await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    const toast = page.getByText(text);
    await expect(toast).toBeVisible();
    // Measured once it has finished sliding in (two frames in a row at the same place).
    const box = await settledBox(page, toast);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('sin viewport');
    // Entirely in the top-right quarter of the screen.
    expect(box.x).toBeGreaterThanOrEqual(viewport.width / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height / 2);
    await expect(cartButton(page, 1)).toBeVisible();

    const handle = await page.waitForFunction(
      () => {
        const timing = (window as unknown as { __toastTiming: { shown?: number; gone?: number } })
          .__toastTiming;
        return timing.gone !== undefined && timing.shown !== undefined ? timing.gone - timing.shown : null;
      },
      undefined,
      { timeout: 6_000 },
    );
    const shownFor = (await handle.jsonValue()) as number;
    // From entering the page to leaving it: the 3 s auto-hide (counted once the slide-in has
    // finished) plus notistack's enter and exit animations, about 3.5 s in all.
    expect(shownFor).toBeGreaterThanOrEqual(3_000);
    expect(shownFor).toBeLessThanOrEqual(3_800);
    await expect(toast).toHaveCount(0);
  });

  test('búsqueda en teléfono (375 px): vista previa con 6 productos como máximo; nada con la caja vacía', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar productos' });
    await expect(search).toHaveAttribute('data-variant', 'mobile');
    await expect(search).toHaveJSProperty('required', true);
    const preview = page.getByRole('region', { name: 'Vista previa de resultados' });

    await search.focus();
    await expect(preview).toHaveCount(0);

    await search.fill('laptop');
    const seeAll = preview.getByRole('link', { name: 'Ver todos los resultados' });
    await expect(seeAll).toBeVisible();
    await expect(seeAll).toHaveAttribute('href', '/resultados-de-busqueda?q=laptop');
    const products = preview.getByRole('link').filter({ hasNot: page.getByText('Ver todos los resultados') });
    // 'laptop' matches dozens of products: the preview stops at six.
    await expect(products).toHaveCount(6);
    for (const link of await products.all()) {
      await expect(link).toHaveAttribute('href', /^\/product\//);
    }
    await expect(search).toHaveAttribute('aria-controls', (await preview.getAttribute('id')) ?? 'sin-id');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await search.fill('');
    await expect(preview).toHaveCount(0);
    await search.fill('   ');
    await expect(preview).toHaveCount(0);

    await search.fill('laptop');
    await expect(seeAll).toBeVisible();
    await products.first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(preview).toHaveCount(0);
  });

  test('analítica encendida por /config.json: page_view, add_to_cart en HNL y begin_checkout desde "Pagar"', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager.com')) tagRequests.push(request.url());
    });
    await patchRuntimeConfig(page, { analytics: { enabled: true, gtmContainerId: 'GTM-XXXX' } });
    type LayerEntry = {
      event?: string;
      ecommerce?: { currency?: string; value?: number; items?: unknown[]; coupon?: string };
    };
    const layer = () =>
      page.evaluate(() => (window as unknown as { dataLayer?: LayerEntry[] }).dataLayer ?? null);
    const events = async (name: string) => ((await layer()) ?? []).filter((entry) => entry.event === name);

    await page.goto('/category/laptops');
    await expect(
      page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-XXXX"]'),
    ).toHaveCount(1);
    await expect
      .poll(async () =>
        (await events('page_view')).map((entry) => (entry as { page_path?: string }).page_path),
      )
      .toEqual(['/category/laptops']);
    expect(tagRequests.length).toBeGreaterThan(0);

    await expect(cartControl(page, 0)).toBeVisible();
    await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await expect(cartButton(page, 1)).toBeVisible();
    await expect.poll(async () => (await events('add_to_cart')).length).toBe(1);
    const [added] = await events('add_to_cart');
    expect(added?.ecommerce?.currency).toBe('HNL');
    expect(added?.ecommerce?.value).toBeGreaterThan(0);
    expect(added?.ecommerce?.items).toHaveLength(1);

    await cartButton(page, 1).click();
    await page.getByRole('dialog', { name: 'Carrito' }).getByRole('link', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect.poll(async () => (await events('begin_checkout')).length).toBe(1);
    const [begun] = await events('begin_checkout');
    expect(begun?.ecommerce?.currency).toBe('HNL');
    // Same line; the value is the cart's total, after the product's own coupon if it has one.
    expect(begun?.ecommerce?.items).toEqual(added?.ecommerce?.items);
    expect(begun?.ecommerce?.value).toBeGreaterThan(0);
    expect(begun?.ecommerce?.value).toBeLessThanOrEqual(added?.ecommerce?.value ?? 0);
    await expect
      .poll(async () =>
        (await events('page_view')).map((entry) => (entry as { page_path?: string }).page_path),
      )
      .toEqual(['/category/laptops', '/checkout']);
  });

  test('analítica apagada por defecto: sin dataLayer y sin script del gestor de etiquetas', async ({
    page,
  }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager.com')) tagRequests.push(request.url());
    });
    await page.goto('/category/laptops');
    const config = (await startingRuntimeConfig(page)) as { analytics?: { enabled?: boolean } };
    expect(config.analytics?.enabled).toBe(false);
    await expect(cartControl(page, 0)).toBeVisible();
    await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await expect(cartButton(page, 1)).toBeVisible();
    // Past the page_view delay (300 ms) and the add: still nothing.
    await cartButton(page, 1).click();
    await page.getByRole('dialog', { name: 'Carrito' }).getByRole('link', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Pasos del pago')).toBeVisible();
    expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe(
      'undefined',
    );
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(tagRequests).toEqual([]);
  });
});

test.describe('diseños por ruta', () => {
  test('checkout con pasos, /login simple, coming-soon sin marco, ruta desconocida con 404', async ({
    page,
  }) => {
    await useStoredCart(page, storedCart.cart);
    await page.goto('/checkout');
    const stepper = page.getByLabel('Pasos del pago');
    await expect(stepper).toBeVisible();
    await expect(stepper.getByText('Contacto', { exact: true })).toHaveAttribute('aria-current', 'step');
    await expect(stepper.locator('[aria-current="step"]')).toHaveCount(1);
    for (const label of ['Envío', 'F. Pago', 'Finalización']) {
      await expect(stepper.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute(
      'href',
      '/cart',
    );

    await page.goto('/pages/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: '¡Muy pronto!' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.goto('/esto/no/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('pie: teléfono, WhatsApp, redes y tarjetas aceptadas', async ({ page }) => {
    await page.goto('/pages/quienes-somos');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '2280-1010' })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/api\.whatsapp\.com\/send\?phone=\d+$/,
    );
    await expect(footer.getByRole('link', { name: /^TecnoHN en / })).toHaveCount(4);
    for (const card of ['Visa', 'Mastercard', 'American Express']) {
      await expect(footer.getByRole('img', { name: card })).toBeVisible();
    }
  });
});
