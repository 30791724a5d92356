import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import {
  blockThirdParties,
  captureOneProductCart,
  cartButton,
  seedCartOnce,
  tabTo,
} from '../support/store.js';

/**
 * Card payment to the end (issue 11) against the production build and the real API with its
 * sandbox gateway: 'F. Pago', /shopping/boton-pago, the sandbox, /checkout/finalizacion.
 * Keyboard only for the card; axe at 1280 and 375 px.
 */

let stored: { cart: string; productName: string; productPath: string };

test.beforeAll(async ({ browser }) => {
  stored = await captureOneProductCart(browser);
});

test.beforeEach(async ({ page, context }) => {
  await blockThirdParties(context);
  await seedCartOnce(page, stored.cart);
});

async function reachPayment(page: Page): Promise<void> {
  await page.goto('/checkout');
  const main = page.getByRole('main');
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  await expect(main.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await field('Identidad').fill('0801-1990-12345');
  await field('Nombre').fill('Carla');
  await field('Apellido').fill('Mejía');
  await field('Correo electrónico').fill(`tarjeta.${String(Date.now())}@ejemplo.hn`);
  await field('Teléfono').fill('99887766');
  await field('Segundo teléfono').fill('22334455');
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(main.getByRole('heading', { name: 'Datos de envío' })).toBeVisible();
  const department = main.getByRole('combobox', { name: /^Departamento/ });
  await expect(department).toBeEnabled();
  await department.selectOption({ label: 'Francisco Morazán' });
  const municipality = main.getByRole('combobox', { name: /^Municipio/ });
  await expect(municipality).toBeEnabled();
  await municipality.selectOption({ label: 'Distrito Central' });
  await field('Dirección').fill('Colonia Palmira, casa 12');
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Forma de pago' })).toBeVisible();
}

/** Everything the tab keeps in local and session storage, as text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        }),
      )
      .join('\n'),
  );
}

/** Types the card with the keyboard only and presses Enter on 'Pagar'. */
async function payByKeyboard(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  const number_ = main.getByRole('textbox', { name: /^Número de tarjeta/ });
  await tabTo(page, number_, 80);
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('CARLA MEJIA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, main.getByRole('button', { name: 'Pagar' }), 5);
  await page.keyboard.press('Enter');
}

test('un rechazo y luego una tarjeta aprobada completan un solo pedido; el carrito queda vacío', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await reachPayment(page);
  await expectNoSeriousViolations(page, "'F. Pago' a 1280 px");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, "'F. Pago' a 375 px");
  await page.setViewportSize({ width: 1280, height: 900 });

  const billings: string[] = [];
  page.on('request', (request) => {
    if (/\/orders\/\d+\/billing$/.test(request.url())) billings.push(request.url());
  });
  const declined = page.waitForResponse((response) => response.url().endsWith('/gateway/response'));
  await payByKeyboard(page, '4000 0000 0000 0002');
  expect((await declined).status()).toBe(200);
  await page.waitForURL(/\/checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Tarjeta rechazada')).toBeVisible();
  // The card's secrets were not kept: typed again.
  expect(await storedText(page)).not.toMatch(/4000\s?0000|"123"/);

  await payByKeyboard(page, '4111 1111 1111 1111');
  await page.waitForURL(/\/checkout\/finalizacion\?/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByText(/Tarjeta de crédito o débito terminada en 1111/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  // Two attempts on one order (the declined one was kept), not two orders.
  expect(billings).toHaveLength(2);
  expect(new Set(billings).size).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('corp-checkout'))).toBeNull();
  expect(await storedText(page)).not.toMatch(/4111\s?1111|"123"/);
  await expectNoSeriousViolations(page, 'Finalización a 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, 'Finalización a 375 px');

  // The checkout was reset: the header's cart shows 0 on the next page.
  await page.getByRole('link', { name: 'Seguir comprando' }).click();
  await expect(cartButton(page, 0)).toBeVisible();
});

test('/shopping/boton-pago abierto directamente vuelve al checkout sin enviar nada', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/shopping/boton-pago');
  await page.waitForURL(/\/checkout$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vuelve a ingresar los datos de tu tarjeta' }).first(),
  ).toBeVisible();
  expect(posts.filter((url) => url.includes('/gateway/'))).toEqual([]);
});
