import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { settleChat, storePages, waitForStorePage, type StorePage } from '../support/pages.js';
import { shellUrl } from '../support/ports.js';
import { blockThirdParties, captureOneProductCart, cartButton, useStoredCart } from '../support/store.js';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

const PRODUCT_PLACEHOLDER = '/product/:slug';

let stored: { cart: string; productName: string; productPath: string };

test.beforeAll(async ({ browser }) => {
  stored = await captureOneProductCart(browser);
});

async function openStorePage(page: Page, storePage: StorePage): Promise<void> {
  await page.goto(storePage.path);
  await waitForStorePage(page, storePage, { productName: stored.productName });
  // Scan with the chat overlay open (it opens by itself 1.5 s after the main layout mounts).
  if (storePage.frame === 'main') await settleChat(page, 'open');
}

for (const size of WIDTHS) {
  test.describe(`accesibilidad a ${String(size.width)}px`, () => {
    // One browser context and page per width: its HTTP cache keeps the hashed chunks.
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ baseURL: shellUrl(), locale: 'es-HN', viewport: size });
      await blockThirdParties(context);
      await context.clock.install();
      page = await context.newPage();
      await useStoredCart(page, stored.cart);
    });

    test.afterAll(async () => {
      await context.close();
    });

    // The product is the first laptop, known once beforeAll has run.
    for (const storePage of storePages(PRODUCT_PLACEHOLDER)) {
      const shownPath = storePage.path === PRODUCT_PLACEHOLDER ? 'primer portátil' : storePage.path;
      test(`${storePage.key} (${shownPath})`, async () => {
        const target =
          storePage.path === PRODUCT_PLACEHOLDER ? { ...storePage, path: stored.productPath } : storePage;
        await openStorePage(page, target);
        await expectNoSeriousViolations(page, `${target.path} a ${String(size.width)}px`);
      });
    }

    if (size.width >= 992) {
      test('con el mega-menú abierto', async () => {
        await openStorePage(page, categoryPage());
        await page.getByRole('banner').getByRole('button', { name: 'Categorías' }).click();
        const panel = page.getByRole('dialog', { name: 'Categorías' });
        await expect(panel.getByRole('link', { name: /^Ver Todos: / }).first()).toBeVisible();
        await expectNoSeriousViolations(page, 'el mega-menú');
      });

      test('con el diálogo de inicio de sesión abierto', async () => {
        await openStorePage(page, categoryPage());
        await page.getByRole('banner').getByRole('button', { name: 'Mi Perfil' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
        await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
        await expectNoSeriousViolations(page, 'el diálogo de inicio de sesión (Iniciar Sesión)');
        await dialog.getByRole('tab', { name: 'Registrarse' }).click();
        await expect(dialog.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
        await expectNoSeriousViolations(page, 'el diálogo de inicio de sesión (Registrarse)');
      });
    } else {
      test('con el menú móvil abierto (Menu y Categorías)', async () => {
        await openStorePage(page, categoryPage());
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menú' });
        await expect(drawer.getByRole('link', { name: 'Servicio Técnico' })).toBeVisible();
        await expectNoSeriousViolations(page, 'el menú móvil (Menu)');
        await drawer.getByRole('tab', { name: 'Categorías' }).click();
        await expect(drawer.getByRole('link', { name: /^Ver Todos: / }).first()).toBeVisible();
        await expectNoSeriousViolations(page, 'el menú móvil (Categorías)');
      });
    }

    test('con el desplegable del carrito abierto', async () => {
      await openStorePage(page, categoryPage());
      await cartButton(page, 1).click();
      const panel = page.getByRole('dialog', { name: 'Carrito' });
      await expect(panel.getByRole('link', { name: stored.productName })).toBeVisible();
      await expectNoSeriousViolations(page, 'el desplegable del carrito');
    });
  });
}

/**
 * The open panels are scanned over the category page, whose own content has its own tests
 * above: a finding there is about the panel.
 */
function categoryPage(): StorePage {
  const category = storePages(PRODUCT_PLACEHOLDER).find((candidate) => candidate.key === 'category');
  if (!category) throw new Error('Falta la página de categoría');
  return category;
}
