import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import {
  expectAccessibleAtBothWidths,
  fillContact,
  fillShipping,
  guestContact,
  outboxFor,
  paymentHeading,
  receiptOrderNumber,
  selectByKeyboard,
  stockOf,
} from '../support/checkout.js';
import { CART_STORAGE_KEY, cartButton, tabTo, withOneProductCart } from '../support/store.js';

/**
 * Transfer and pay at store to the end (issue 11) against the production build and the real
 * API: every step reloaded and resumed, the whole purchase by keyboard, axe at 1280 and 375 px
 * on each step, double clicks that place one order, and the instructions on Finalización and
 * in the development outbox.
 */

const cart = withOneProductCart();

/** Types into a field reached with Tab (keyboard only: no click, no fill). */
async function typeInto(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, page.getByRole('main').getByRole('textbox', { name, exact: true }), 80);
  await page.keyboard.type(value);
}

async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('main').getByRole('button', { name }), 80);
  await page.keyboard.press('Enter');
}

test('transferencia solo con el teclado: cada paso se retoma tras recargar y termina con las cuentas', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stockBefore = await stockOf(page, cart().productPath);
  const main = page.getByRole('main');
  const contact = guestContact('transferencia');

  // Step 1, contact.
  await page.goto('/checkout');
  await expect(main.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'Datos de contacto'");
  for (const [label, value] of Object.entries(contact)) await typeInto(page, label, value);
  await pressButton(page, 'Continuar');
  await expect(main.getByRole('heading', { name: 'Datos de envío' })).toBeVisible();
  // Placing the order reserved the product.
  expect(await stockOf(page, cart().productPath)).toBe(stockBefore - 1);

  // Step 2, shipping: a reload comes back to it.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Datos de envío' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'Datos de envío'");
  const department = main.getByRole('combobox', { name: /^Departamento/ });
  await expect(department).toBeEnabled();
  await selectByKeyboard(page, department, 'Francisco Morazán');
  const municipality = main.getByRole('combobox', { name: /^Municipio/ });
  await expect(municipality).toBeEnabled();
  await selectByKeyboard(page, municipality, 'Distrito Central');
  await typeInto(page, 'Dirección', 'Colonia Palmira, casa 12');
  await pressButton(page, 'Continuar');
  await expect(paymentHeading(page)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'F. Pago' con tarjeta");

  // Step 3, the method by arrow keys; a reload keeps it.
  const card = main.getByRole('radio', { name: 'Tarjeta de crédito o débito' });
  await expect(card).toBeChecked();
  await tabTo(page, card, 80);
  await page.keyboard.press('ArrowDown');
  const transfer = main.getByRole('radio', { name: 'Transferencia o depósito bancario' });
  await expect(transfer).toBeChecked();
  await page.reload();
  await expect(paymentHeading(page)).toBeVisible();
  await expect(transfer).toBeChecked();
  await expectAccessibleAtBothWidths(page, "'F. Pago' por transferencia");
  await selectByKeyboard(page, main.getByRole('combobox', { name: 'Banco' }), 'BAC Credomatic');
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (/\/orders\/\d+\/transfer$/.test(request.url())) transfers.push(request.url());
  });
  await pressButton(page, 'Confirmar pedido');

  // Step 4, Finalización with the instructions the API computed.
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeVisible();
  const number = await receiptOrderNumber(page);
  const how = main.getByRole('region', { name: 'Cómo pagar' });
  await expect(how.getByText('Referencia').locator('xpath=following-sibling::dd[1]')).toHaveText(number);
  await expect(main.getByText(/^Paga antes del \d{1,2} de [a-z]+ de \d{4} a las/)).toBeVisible();
  const accounts = main.getByRole('region', { name: 'Nuestras cuentas' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1); // BAC only
  await expect(accounts.getByRole('listitem', { name: 'BAC Credomatic' })).toContainText('730-456-789');
  expect(transfers).toHaveLength(1);
  await expectAccessibleAtBothWidths(page, 'Finalización de una transferencia');

  // The instructions mail, the stock still held, the checkout reset.
  const mail = await outboxFor(page, contact['Correo electrónico']);
  expect(mail.map((message) => message.subject)).toContain(`Pedido ${number}: instrucciones de pago`);
  expect(mail.find((message) => message.subject.includes('instrucciones'))?.body).toContain('730-456-789');
  expect(await stockOf(page, cart().productPath)).toBe(stockBefore - 1);
  expect(await page.evaluate(() => sessionStorage.getItem('corp-checkout'))).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBe('[]');

  // A reload of Finalización shows the same receipt.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Nuestras cuentas' })).toBeVisible();
  // The header's cart shows 0 on the next page.
  await tabTo(page, main.getByRole('link', { name: 'Seguir comprando' }), 80);
  await page.keyboard.press('Enter');
  await expect(cartButton(page, 0)).toBeVisible();
});

test('pago en tienda: un doble clic crea un pedido y lo confirma una vez; dice dónde, hasta cuándo y qué llevar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = page.getByRole('main');
  const created: string[] = [];
  const storePays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders$/.test(request.url())) created.push(request.url());
    if (/\/orders\/\d+\/storepay$/.test(request.url())) storePays.push(request.url());
  });
  const contact = guestContact('tienda');
  await page.goto('/checkout');
  await fillContact(page, contact);
  await main.getByRole('button', { name: 'Continuar' }).dblclick();
  await fillShipping(page);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(paymentHeading(page)).toBeVisible();
  expect(created).toHaveLength(1);

  await main.getByRole('radio', { name: 'Pago en tienda' }).check();
  const choice = main.getByRole('group', { name: /Tienda donde pagarás/ });
  await expect(choice.getByRole('radio').first()).toBeVisible();
  await main.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(main.getByText('Elige una tienda')).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'F. Pago' en tienda con la tienda por elegir");

  // The first store: its label's first line is its name.
  const chosenName = ((await choice.locator('label').first().innerText()).split('\n')[0] ?? '').trim();
  expect(chosenName).not.toBe('');
  await choice.getByRole('radio').first().check();
  await main.getByRole('button', { name: 'Confirmar pedido' }).dblclick();

  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  const where = main.getByRole('region', { name: 'Dónde pagar' });
  await expect(where.getByText(chosenName, { exact: true })).toBeVisible();
  await expect(where.getByText(/^Horario: /)).toBeVisible();
  await expect(where.getByText('Lleva tu número de pedido y tu tarjeta de identidad.')).toBeVisible();
  await expect(main.getByText(/^Paga antes del /)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Forma de pago' }).getByText('Pago en tienda')).toBeVisible();
  expect(storePays).toHaveLength(1);
  expect(created).toHaveLength(1);
  await expectAccessibleAtBothWidths(page, 'Finalización de un pago en tienda');
  const mail = await outboxFor(page, contact['Correo electrónico']);
  expect(mail.some((message) => message.body.includes(chosenName))).toBe(true);
});
