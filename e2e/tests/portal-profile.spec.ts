import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { LoginRequest, LoginResponse, SignupRequest } from '@store/contracts';
import { API_URL, expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, tabTo } from '../support/store.js';

/**
 * Mi Perfil (issue 13, `/portal`) against the production build and the real API: the seed's
 * customer edits a phone by keyboard only and finds it after a reload (then puts it back, so
 * other specs see the seed as it was); a fresh account changes its password (a wrong current
 * one refused at its field), its other sessions end, it logs out and logs in with the new one.
 * axe at 1280 and 375 px on the page, with the forms' messages showing.
 */

const SEED_CUSTOMER = { email: 'cliente@ejemplo.hn', password: 'Honduras2026' };

test.beforeEach(async ({ context, page }) => {
  await blockThirdParties(context);
  await page.setViewportSize({ width: 1280, height: 900 });
});

const main = (page: Page) => page.getByRole('main');
const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const profileHeading = (page: Page) => main(page).getByRole('heading', { level: 1, name: 'Mi Perfil' });

/** Logs in on /login (any width), which sends a customer on to /portal. */
async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await main(page)
    .getByRole('textbox', { name: /^Correo electrónico/ })
    .fill(email);
  await textbox(page, 'Contraseña').fill(password);
  await main(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(profileHeading(page)).toBeVisible();
}

/** The contact form once the customer's data is in it (the identity is never empty). */
async function profileLoaded(page: Page): Promise<void> {
  await expect(textbox(page, 'Identidad')).not.toHaveValue('');
}

/** A Honduran phone that differs from `current`: 3XXX-XXXX (or 8XXX-XXXX) from the clock. */
function anotherPhone(current: string): string {
  const digits = String(Date.now()).slice(-7);
  const phone = `3${digits.slice(0, 3)}-${digits.slice(3)}`;
  return phone === current ? `8${phone.slice(1)}` : phone;
}

test('el cliente de prueba edita su teléfono solo con el teclado y lo ve tras recargar', async ({ page }) => {
  await logIn(page, SEED_CUSTOMER.email, SEED_CUSTOMER.password);
  await profileLoaded(page);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Datos de contacto' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Mi Perfil');

  const telephone = textbox(page, 'Teléfono');
  const original = await telephone.inputValue();
  const changed = anotherPhone(original);

  // Keyboard only, from the top of a freshly loaded page: Tab to the field, replace it, Tab to
  // 'Guardar cambios', Enter.
  await page.reload();
  await profileLoaded(page);
  await tabTo(page, telephone, 150);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(changed);
  await tabTo(page, main(page).getByRole('button', { name: 'Guardar cambios' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Datos de contacto guardados', { exact: true })).toBeVisible();
  await expect(telephone).toHaveValue(changed);

  await page.reload();
  await expect(profileHeading(page)).toBeVisible();
  await profileLoaded(page);
  await expect(textbox(page, 'Teléfono')).toHaveValue(changed);

  // The rules' messages at their fields (nothing is sent), checked by axe too.
  await textbox(page, 'Nombre').fill('');
  await textbox(page, 'Segundo teléfono').fill('2233-44');
  await main(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(main(page).getByText('Requerido', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Teléfono inválido', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Mi Perfil con errores');

  // Back as it was for the other specs that log in as the seed's customer.
  await page.reload();
  await profileLoaded(page);
  await textbox(page, 'Teléfono').fill(original);
  await main(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos de contacto guardados', { exact: true })).toBeVisible();
  await page.reload();
  await profileLoaded(page);
  await expect(textbox(page, 'Teléfono')).toHaveValue(original);
});

test('una cuenta nueva cambia su contraseña, cierra sesión y entra con la nueva', async ({ page }) => {
  const email = `cambio.${String(Date.now())}@ejemplo.hn`;
  const first = 'Primera2026';
  const second = 'Segunda2026';
  const signup: SignupRequest = {
    firstname: 'Lucía',
    lastname: 'Paz',
    username: email,
    password: first,
    passwordRepeat: first,
    custom_field: '0801-1993-24680',
    accepted_result: true,
    RecaptchaToken: 'local-dev:signup',
  };
  expect((await page.request.post(`${API_URL}/users/signup`, { data: signup })).ok()).toBe(true);
  // Another device's session, which the change must end.
  const otherLogin: LoginRequest = { username: email, password: first, token: 'local-dev:login' };
  const otherResponse = await page.request.post(`${API_URL}/users/login`, { data: otherLogin });
  expect(otherResponse.ok()).toBe(true);
  const otherDevice = (await otherResponse.json()) as LoginResponse;

  await logIn(page, email, first);
  const form = main(page).getByRole('form', { name: 'Cambiar contraseña' });
  const current = form.getByRole('textbox', { name: 'Contraseña actual', exact: true });
  const next = form.getByRole('textbox', { name: 'Nueva contraseña', exact: true });
  const repeat = form.getByRole('textbox', { name: 'Repetir nueva contraseña', exact: true });
  const save = form.getByRole('button', { name: 'Guardar contraseña' });
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(next).toHaveAttribute('autocomplete', 'new-password');

  // The form's rules, then a wrong current password refused by the server at its field.
  await next.fill('otra1');
  await repeat.fill('otra2');
  // Submitted from the keyboard: a click would land where the button was before the repeat's
  // message (shown on leaving the field) moved it down.
  await repeat.press('Enter');
  await expect(form.getByText('Este campo no puede estar vacío', { exact: true })).toBeVisible();
  await expect(form.getByText('La contraseña es muy corta', { exact: true })).toBeVisible();
  await expect(form.getByText('Las contraseñas no coiciden', { exact: true })).toBeVisible();
  await current.fill('NoEsLaMia2026');
  await next.fill(second);
  await repeat.fill(second);
  await save.click();
  await expect(form.getByText('La contraseña actual no es correcta', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Cambiar contraseña con errores');

  // Keyboard only, from the top of a freshly loaded page: the current password, the new one
  // twice, Enter.
  await page.reload();
  await profileLoaded(page);
  await tabTo(page, current, 150);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(first);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(second);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(repeat).toHaveValue('');

  // The other device is logged out; this page's session still works.
  const otherNow = await page.request.get(`${API_URL}/customers/${String(otherDevice.id)}`, {
    headers: { Authorization: `Bearer ${otherDevice.token}` },
  });
  expect(otherNow.status()).toBe(401);
  await page.reload();
  await expect(profileHeading(page)).toBeVisible();
  await profileLoaded(page);

  // Log out, then the old password is refused and the new one lets the customer in.
  await page
    .getByRole('navigation', { name: 'Mi cuenta' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).not.toHaveURL(/\/portal/);
  await page.goto('/login');
  await main(page)
    .getByRole('textbox', { name: /^Correo electrónico/ })
    .fill(email);
  await textbox(page, 'Contraseña').fill(first);
  await main(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(main(page).getByText('Usuario o contraseña incorrectos', { exact: true })).toBeVisible();
  await logIn(page, email, second);
  await profileLoaded(page);
  await expect(textbox(page, 'Correo electrónico')).toHaveValue(email);
});
