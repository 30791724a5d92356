import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { logInWithDialog, SEED_PASSWORD } from '../support/accounts.js';
import { expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, tabTo } from '../support/store.js';

/**
 * The portal's frame (issue 13): every portal route needs a session, a guest comes back to the
 * route asked for after logging in (dialog on wide screens, /login on phones), the navigation
 * works by keyboard at both widths, and 'Cerrar sesión' closes the portal everywhere.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

const portalNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Mi cuenta' });

test('un invitado en pantalla ancha inicia sesión desde el diálogo y llega a la sección pedida', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal/compras');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicia sesión para ver tu cuenta' }),
  ).toBeVisible();
  await logInWithDialog(page, 'cliente@ejemplo.hn', SEED_PASSWORD);

  await expect(page).toHaveURL(/\/portal\/compras$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
  await expect(portalNav(page).getByRole('link', { name: 'Compras' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessibleAtBothWidths(page, 'el portal (Compras)');

  // Keyboard only: to 'Mi Perfil' from the portal's navigation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabTo(page, portalNav(page).getByRole('link', { name: 'Mi Perfil' }), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();

  // 'Cerrar sesión': home, the header forgets the customer, and the portal is closed again.
  await tabTo(page, portalNav(page).getByRole('button', { name: 'Cerrar sesión' }), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => localStorage.getItem('corp-auth'));
  expect(stored).toBeNull();
  await page.goto('/portal/direcciones');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicia sesión para ver tu cuenta' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Mi cuenta' })).toBeVisible();
});

test('en el teléfono un invitado pasa por /login y vuelve a la sección pedida', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/portal/contratos');
  await expect(page).toHaveURL(/\/login\?volver=%2Fportal%2Fcontratos$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill('cliente@ejemplo.hn');
  await main.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(SEED_PASSWORD);
  await main.getByRole('button', { name: 'Iniciar Sesión' }).click();

  await expect(page).toHaveURL(/\/portal\/contratos$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  // Every section is one tap away on a phone, without sideways scrolling.
  for (const name of ['Mi Perfil', 'Direcciones', 'Favoritos', 'Contratos', 'Compras']) {
    await expect(portalNav(page).getByRole('link', { name })).toBeVisible();
  }
  await expect(portalNav(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
