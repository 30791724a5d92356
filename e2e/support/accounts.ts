import { expect, type Page } from '@playwright/test';
import type { SignupRequest } from '@store/contracts';
import { API_URL } from './checkout.js';
import { tabTo } from './store.js';

/** The demo customers' password (api/src/seed/customers.ts). */
export const SEED_PASSWORD = 'Honduras2026';

export interface Account {
  email: string;
  password: string;
  firstname: string;
}

/**
 * A new customer created through the API, so a spec that changes account data (password,
 * addresses, favourites, saved cart) never changes what other specs expect of the demo customers.
 */
export async function signUpFresh(page: Page, tag: string): Promise<Account> {
  const email = `${tag}.${String(Date.now())}.${String(Math.floor(Math.random() * 1e6))}@ejemplo.hn`;
  const password = 'Portal2026x';
  const firstname = 'Lucía';
  const signup: SignupRequest = {
    firstname,
    lastname: 'Fúnez',
    username: email,
    password,
    passwordRepeat: password,
    custom_field: '0801-1992-33445',
    accepted_result: true,
    RecaptchaToken: 'local-dev:signup',
  };
  const answer = await page.request.post(`${API_URL}/users/signup`, { data: signup });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { email, password, firstname };
}

/** Logs in through the open login dialog, with the keyboard only. */
export async function logInWithDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Correo electrónico' }), 10);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Opens the login dialog from the header's 'Mi Perfil' (≥ 992 px) and logs in. */
export async function logInFromHeader(page: Page, email: string, password: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Mi Perfil/ })
    .first()
    .click();
  await logInWithDialog(page, email, password);
}
