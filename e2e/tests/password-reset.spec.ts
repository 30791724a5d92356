import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import type { SignupRequest } from '@store/contracts';
import { expectAccessibleAtBothWidths, outboxFor, API_URL } from '../support/checkout.js';
import { blockThirdParties, tabTo } from '../support/store.js';

/**
 * A forgotten password through the e-mail's link (issue 13, '/portal/nueva-contrasena'): the
 * request from /login, the link from the development outbox, the new password saved by keyboard,
 * the login with it; a used link is refused with its code. A fresh account per run, so the demo
 * customers' password never changes under other specs.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

test('restablecer la contraseña con el enlace del correo y entrar con la nueva; el enlace no sirve dos veces', async ({
  page,
}) => {
  const email = `olvido.${String(Date.now())}@ejemplo.hn`;
  const signup: SignupRequest = {
    firstname: 'Rosa',
    lastname: 'Castillo',
    username: email,
    password: 'Primera2026',
    passwordRepeat: 'Primera2026',
    custom_field: '0801-1985-54321',
    accepted_result: true,
    RecaptchaToken: 'local-dev:signup',
  };
  expect((await page.request.post(`${API_URL}/users/signup`, { data: signup })).ok()).toBe(true);

  // Ask for the link where the store offers it (/login, 'Olvidé mi contraseña').
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
  await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await main.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(main.getByRole('alert')).toBeVisible();

  const [mail] = await outboxFor(page, email).then((messages) =>
    messages.filter((message) => message.body.includes('/portal/nueva-contrasena?token=')),
  );
  const link = /https?:\/\/\S+\/portal\/nueva-contrasena\?token=[^\s]+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`Sin enlace en el correo: ${mail?.body ?? '(ninguno)'}`);
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await expect(main.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'nueva contraseña');

  // Keyboard only.
  await tabTo(page, main.getByRole('textbox', { name: 'Nueva contraseña', exact: true }), 40);
  await page.keyboard.type('Segunda2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Segunda2026');
  await page.keyboard.press('Enter');
  await expect(
    main.getByText('Tu contraseña fue actualizada. Inicia sesión con tu nueva contraseña.'),
  ).toBeVisible();

  // The login dialog opened by itself: the new password lets the customer in.
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Segunda2026');
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'nueva contraseña guardada');

  // The same link again: refused, with its code and a way to ask for another e-mail.
  await page.goto(path);
  await main.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Tercera2026');
  await main.getByRole('textbox', { name: 'Repetir nueva contraseña', exact: true }).fill('Tercera2026');
  await main.getByRole('button', { name: 'Guardar contraseña' }).click();
  const refusal = main.getByRole('alert');
  await expect(refusal).toContainText('ya fue utilizado');
  await expect(refusal).toContainText('Código: RESET_TOKEN_USED');
  await expect(refusal.getByRole('link', { name: 'Pedir un correo nuevo' })).toHaveAttribute(
    'href',
    '/login',
  );
});
