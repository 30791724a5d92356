import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { SignupRequest } from '@store/contracts';
import {
  API_URL,
  expectAccessibleAtBothWidths,
  paymentHeading,
  selectByKeyboard,
} from '../support/checkout.js';
import { tabTo, withOneProductCart } from '../support/store.js';

/**
 * The address book (issue 13, /portal/direcciones) against the production build and the real
 * API: add, edit and delete addresses (the deletion confirmed in a dialog), the default moving
 * as the server decides, then the checkout's 'Envío' offering the saved addresses and taking the
 * chosen one to 'F. Pago'. Keyboard only for adding and for the checkout's choice; axe at 1280
 * and 375 px. A fresh account per run, so the demo customers' data stays as other specs expect.
 */

const PASSWORD = 'Direcciones2026';

withOneProductCart();

/** A new customer, signed up through the API (the local bot-check token of development). */
async function signUpCustomer(page: Page): Promise<string> {
  const email = `direcciones.${String(Date.now())}@ejemplo.hn`;
  const signup: SignupRequest = {
    firstname: 'Lucía',
    lastname: 'Banegas',
    username: email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    custom_field: '0801-1992-33445',
    accepted_result: true,
    RecaptchaToken: 'local-dev:signup',
  };
  expect((await page.request.post(`${API_URL}/users/signup`, { data: signup })).ok()).toBe(true);
  return email;
}

/** The login dialog a portal route opens for a guest on a wide screen, filled by keyboard. */
async function logInByKeyboard(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Correo electrónico' }), 10);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Types into a field of `scope` reached with Tab (no click, no fill). */
async function typeInto(page: Page, scope: Locator, name: string, value: string): Promise<void> {
  await tabTo(page, scope.getByRole('textbox', { name, exact: true }), 40);
  await page.keyboard.type(value);
}

async function pressButton(page: Page, scope: Locator, name: string): Promise<void> {
  await tabTo(page, scope.getByRole('button', { name, exact: true }), 80);
  await page.keyboard.press('Enter');
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('libreta de direcciones: agregar, editar y eliminar, y elegir la guardada en el checkout hasta F. Pago', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signUpCustomer(page);
  const main = page.getByRole('main');

  // A guest asking for the page gets the login dialog; once in, the page renders in place.
  await page.goto('/portal/direcciones');
  await logInByKeyboard(page, email);
  await expect(main.getByRole('heading', { level: 1, name: 'Direcciones' })).toBeVisible();
  await expect(main.getByText('Aún no tienes direcciones guardadas')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Direcciones sin direcciones');

  // Add 'Casa' with the keyboard only; the form's rules speak first.
  await pressButton(page, main, 'Nueva dirección');
  let dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía');
  await pressButton(page, dialog, 'Guardar dirección');
  await expect(dialog.getByText('Requerido').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'Nueva dirección' con sus mensajes");
  await typeInto(page, dialog, 'Nombre de la dirección (opcional)', 'Casa');
  await typeInto(page, dialog, 'Teléfono', '9988-7766');
  const department = dialog.getByRole('combobox', { name: /^Departamento/ });
  await expect(department).toBeEnabled();
  await selectByKeyboard(page, department, 'Francisco Morazán');
  const municipality = dialog.getByRole('combobox', { name: /^Municipio/ });
  await expect(municipality).toBeEnabled();
  await selectByKeyboard(page, municipality, 'Distrito Central');
  await typeInto(page, dialog, 'Dirección', 'Colonia Palmira, casa 1520');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Dirección guardada')).toBeVisible();
  await expect(dialog).toBeHidden();
  const home = main.getByRole('article', { name: 'Casa' });
  // The first address is the default.
  await expect(home.getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(home.getByText('Distrito Central, Francisco Morazán')).toBeVisible();

  // A second one, 'Oficina'.
  await main.getByRole('button', { name: 'Nueva dirección' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
  await dialog
    .getByRole('textbox', { name: 'Nombre de la dirección (opcional)', exact: true })
    .fill('Oficina');
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('3345-6789');
  await expect(dialog.getByRole('combobox', { name: /^Departamento/ })).toBeEnabled();
  await dialog.getByRole('combobox', { name: /^Departamento/ }).selectOption({ label: 'Cortés' });
  await expect(dialog.getByRole('combobox', { name: /^Municipio/ })).toBeEnabled();
  await dialog.getByRole('combobox', { name: /^Municipio/ }).selectOption({ label: 'San Pedro Sula' });
  await dialog
    .getByRole('textbox', { name: 'Dirección', exact: true })
    .fill('Barrio Río de Piedras, 5 calle');
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog).toBeHidden();
  const office = main.getByRole('article', { name: 'Oficina' });
  await expect(office).toBeVisible();
  await expect(office.getByText('Predeterminada', { exact: true })).toHaveCount(0);

  // Edit 'Oficina': the reference is added and shown.
  await pressButton(page, main, 'Editar: Oficina');
  dialog = page.getByRole('dialog', { name: 'Editar dirección' });
  await expect(dialog.getByRole('combobox', { name: /^Municipio/ })).toHaveValue(/\d+/);
  await typeInto(page, dialog, 'Referencia (opcional)', 'Edificio Plaza, piso 3');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(office.getByText('Edificio Plaza, piso 3')).toBeVisible();

  // Delete 'Casa': nothing happens before the confirmation; then the default moves to 'Oficina'.
  await pressButton(page, main, 'Eliminar: Casa');
  let confirmation = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
  await expect(confirmation).toContainText('«Casa»');
  await expectAccessibleAtBothWidths(page, 'confirmación de eliminar');
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(home).toBeVisible();
  // Focus is back on the button that asked; Enter asks again.
  await expect(main.getByRole('button', { name: 'Eliminar: Casa' })).toBeFocused();
  await page.keyboard.press('Enter');
  confirmation = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
  await pressButton(page, confirmation, 'Eliminar');
  await expect(toast(page, 'Dirección eliminada')).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(office.getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Nueva dirección' })).toBeFocused();
  await page.reload();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(office.getByText('Edificio Plaza, piso 3')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Direcciones con una dirección');

  // The checkout: contact (the profile prefills it; the phones are new), then 'Envío'.
  await page.goto('/checkout');
  await expect(main.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue(email);
  await main.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('9988-7766');
  await main.getByRole('textbox', { name: 'Segundo teléfono', exact: true }).fill('2233-4455');
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(main.getByRole('heading', { name: 'Datos de envío' })).toBeVisible();

  const choice = main.getByRole('radiogroup', { name: '¿Dónde recibes tu pedido?' });
  const saved = choice.getByRole('radio', { name: /^Oficina/ });
  const other = choice.getByRole('radio', { name: 'Otra dirección' });
  await expect(saved).toBeChecked();
  await expect(main.getByText(/^Costo de envío: L/)).toBeVisible();
  await expect(main.getByRole('combobox', { name: /^Departamento/ })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "'Datos de envío' con direcciones guardadas");

  // By keyboard: 'Otra dirección' shows the form, back to the saved one hides it.
  await tabTo(page, saved, 80);
  await page.keyboard.press('ArrowDown');
  await expect(other).toBeChecked();
  await expect(main.getByRole('combobox', { name: /^Departamento/ })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(saved).toBeChecked();
  await expect(main.getByRole('combobox', { name: /^Departamento/ })).toHaveCount(0);

  const shippingSaved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/orders\/\d+\/shipping$/.test(response.url()),
  );
  await pressButton(page, main, 'Continuar');
  const sent = (await shippingSaved).request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    shipping_method: 'home',
    address_1: 'Barrio Río de Piedras, 5 calle',
    address_2: 'Edificio Plaza, piso 3',
    // The recipient the address book names for it.
    firstname: expect.any(String),
    telephone: expect.any(String),
  });
  await expect(paymentHeading(page)).toBeVisible();
  const review = main.getByRole('region', { name: 'Resumen del pedido' });
  await expect(review.getByText('Barrio Río de Piedras, 5 calle')).toBeVisible();
  await expect(review.getByText('San Pedro Sula, Cortés')).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'F. Pago' tras elegir una dirección guardada");
});
