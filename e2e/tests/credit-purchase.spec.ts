import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import {
  expectAccessibleAtBothWidths,
  fillContact,
  fillShipping,
  guestContact,
  paymentHeading,
  selectByKeyboard,
} from '../support/checkout.js';
import { shellUrl } from '../support/ports.js';
import {
  blockThirdParties,
  CART_STORAGE_KEY,
  cartButton,
  cartControl,
  seedCartOnce,
  tabTo,
} from '../support/store.js';

/**
 * Credit-line purchase (issue 12) against the production build and the real API with its demo
 * customers (api/docs/credit.md): a guest logs in from 'F. Pago', gets two contracts (a laptop
 * in the default contract, a tablet in its own), changes down payment, term and day, accepts the
 * payment tables and lands on Finalización with the request; arrears and no credit get their
 * explanations. Keyboard only for the purchase; axe at 1280 and 375 px.
 */

const PASSWORD = 'Honduras2026';
let twoGroupCart: string;

/** Adds the first product of a category from its page (the header's count goes up by one). */
async function addFirstOf(page: Page, category: string, countAfter: number): Promise<void> {
  await page.goto(`/category/${category}`);
  await expect(cartControl(page, countAfter - 1)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await expect(cartButton(page, countAfter)).toBeVisible();
}

async function captureTwoGroupCart(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: shellUrl(), locale: 'es-HN' });
  try {
    await blockThirdParties(context);
    const page = await context.newPage();
    await addFirstOf(page, 'laptops', 1);
    await addFirstOf(page, 'tablets', 2);
    const cart = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
    if (!cart) throw new Error('El carrito no quedó guardado');
    return cart;
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  twoGroupCart = await captureTwoGroupCart(browser);
});

test.beforeEach(async ({ page, context }) => {
  await blockThirdParties(context);
  await seedCartOnce(page, twoGroupCart);
});

async function reachPaymentAsGuest(page: Page): Promise<void> {
  await page.goto('/checkout');
  await fillContact(page, guestContact('credito'));
  await page.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await fillShipping(page);
  await page.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await expect(paymentHeading(page)).toBeVisible();
}

/** The portal's dialog, filled and sent with the keyboard. */
async function logInByKeyboard(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await expect(dialog).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'Correo electrónico' });
  await tabTo(page, emailField, 10);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

async function chooseCreditByKeyboard(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('radio', { name: 'Tarjeta de crédito o débito' }), 80);
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('radio', { name: 'Compra con línea de crédito' })).toBeChecked();
}

const feeOf = (contract: Locator) =>
  contract.getByText('Cuota mensual').locator('xpath=following-sibling::dd[1]');

test('un invitado inicia sesión desde F. Pago y compra al crédito con dos contratos, solo con el teclado', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = page.getByRole('main');
  await reachPaymentAsGuest(page);
  await chooseCreditByKeyboard(page);
  await expect(main.getByText(/La compra con línea de crédito es para clientes/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'crédito: invitación a iniciar sesión');

  await tabTo(page, main.getByRole('button', { name: 'Iniciar sesión' }), 20);
  await page.keyboard.press('Enter');
  await logInByKeyboard(page, 'cliente@ejemplo.hn');

  // Back on the same step, as the customer: two contracts.
  await expect(paymentHeading(page)).toBeVisible();
  const general = main.getByRole('region', { name: 'Contrato 1 (general)', exact: true });
  const tablet = main.getByRole('region', { name: 'Contrato 2 (MG-TABLET)', exact: true });
  await expect(general).toBeVisible();
  await expect(tablet).toBeVisible();
  await expect(tablet.getByText('Plazo').locator('xpath=following-sibling::dd[1]')).toHaveText('12 meses');
  await expect(general.getByText('Tasa anual').locator('xpath=following-sibling::dd[1]')).toHaveText('24 %');
  const feeBefore = await feeOf(general).innerText();

  // Down payment, term and day, by keyboard; the fee and the table follow.
  const percent = main.getByRole('textbox', { name: /^Prima \(%\)/ });
  await tabTo(page, percent, 120);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('30');
  await expect(feeOf(general)).not.toHaveText(feeBefore);
  await expect(general.getByText('Prima').locator('xpath=following-sibling::dd[1]')).toContainText('(30 %)');
  await selectByKeyboard(page, main.getByRole('combobox', { name: 'Plazo (meses)' }), '12 meses');
  await expect(general.getByText('Plazo').locator('xpath=following-sibling::dd[1]')).toHaveText('12 meses');
  const days = main.getByRole('combobox', { name: 'Día de pago de cada mes' });
  const firstPayment = general.getByText('Primer pago').locator('xpath=following-sibling::dd[1]');
  const dateBefore = await firstPayment.innerText();
  const currentDay = await days.evaluate(
    (select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '',
  );
  const otherDay = (await days.locator('option').allInnerTexts()).find((text) => text !== currentDay) ?? '';
  await selectByKeyboard(page, days, otherDay);
  await expect(firstPayment).not.toHaveText(dateBefore);
  const table = main.getByRole('region', { name: 'Tabla de pagos: Contrato 1 (general)' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const feeChosen = await feeOf(general).innerText();
  // Every figure of both contracts as the checkout computed them, to compare with the server's.
  const figuresOf = (contract: Locator) => contract.locator('dl').innerText();
  const planned = [await figuresOf(general), await figuresOf(tablet)];
  await expect(table.getByRole('row').nth(1)).toContainText(feeChosen.replace(/\s/g, '\u00a0'));
  await expectAccessibleAtBothWidths(page, 'crédito: contratos y tabla de pagos');

  // Nothing is sent before the conditions are accepted.
  await tabTo(page, main.getByRole('button', { name: 'Solicitar crédito' }), 200);
  await page.keyboard.press('Enter');
  await expect(main.getByText('Debes aceptar las condiciones para enviar la solicitud')).toBeVisible();
  await tabTo(page, main.getByRole('checkbox', { name: /acepto las condiciones/ }), 200);
  await page.keyboard.press('Space');
  const saved = page.waitForResponse((response) => response.url().endsWith('/credit-order/save'));
  await tabTo(page, main.getByRole('button', { name: 'Solicitar crédito' }), 20);
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(201);

  // Finalización: the request as the server saved it, with the same figures.
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  await expect(
    main.getByRole('heading', { level: 1, name: '¡Recibimos tu solicitud de crédito!' }),
  ).toBeVisible();
  const request = main.getByRole('region', { name: 'Tus contratos' });
  await expect(request.getByText('Estado: en revisión')).toBeVisible();
  const savedGeneral = request.getByRole('region', { name: 'Contrato 1 (general)', exact: true });
  await expect(feeOf(savedGeneral)).toHaveText(feeChosen);
  const savedTablet = request.getByRole('region', { name: 'Contrato 2 (MG-TABLET)', exact: true });
  await expect(savedTablet).toBeVisible();
  // The server recomputed and saved the same figures the checkout showed.
  expect([await figuresOf(savedGeneral), await figuresOf(savedTablet)]).toEqual(planned);
  await expectAccessibleAtBothWidths(page, 'Finalización de una compra al crédito');
  await page.reload();
  await expect(feeOf(main.getByRole('region', { name: 'Contrato 1 (general)', exact: true }))).toHaveText(
    feeChosen,
  );
});

for (const [email, explanation] of [
  ['empresa@ejemplo.hn', /^Tu línea de crédito tiene pagos en mora/],
  ['ana.lopez@ejemplo.hn', /^No tienes una línea de crédito aprobada/],
] as const) {
  test(`${email}: F. Pago explica por qué no puede comprar al crédito y ofrece las otras formas`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const main = page.getByRole('main');
    await reachPaymentAsGuest(page);
    await main.getByRole('radio', { name: 'Compra con línea de crédito' }).check();
    await main.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logInByKeyboard(page, email);
    const why = main.getByText(explanation);
    await expect(why).toBeVisible();
    await expect(why).toContainText('Puedes pagar con otra forma de pago.');
    await expect(why).toContainText(/escríbenos a \S+@\S+/);
    await expectAccessibleAtBothWidths(page, `crédito no disponible (${email})`);
    await main.getByRole('radio', { name: 'Transferencia o depósito bancario' }).check();
    await expect(main.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  });
}

/** The first product of a category: its page's path. */
async function firstProductPath(page: Page, category: string): Promise<string> {
  await page.goto(`/category/${category}`);
  const link = page.getByRole('article').first().getByRole('heading').first().getByRole('link');
  const path = await link.getAttribute('href');
  if (!path?.startsWith('/product/')) throw new Error(`Enlace inesperado: ${String(path)}`);
  return path;
}

test('"Desde L x/mes" en la ficha y en el carrito de los productos que se venden al crédito; nada en los demás', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = page.getByRole('main');
  const monthly = main.getByText(/^Desde L\s[\d,]+\.\d{2}\/mes$/);

  await page.goto(await firstProductPath(page, 'laptops'));
  await expect(monthly).toBeVisible();
  await expect(
    main.getByText(
      'Con prima de 10 % y 24 cuotas mensuales, tasa anual de 24 %. Sujeto a aprobación de crédito.',
    ),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'ficha con "Desde L x/mes"');

  await page.goto(await firstProductPath(page, 'licencias-de-office-y-antivirus'));
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(/\/mes$/)).toHaveCount(0);

  // The cart (a laptop and a tablet): each line says its own, the tablet over 12 months.
  await page.goto('/cart');
  const lines = main.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByText(/^Desde L/)).toBeVisible();
  await expect(lines.nth(1).getByText(/y 12 cuotas mensuales/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'carrito con "Desde L x/mes"');
});
