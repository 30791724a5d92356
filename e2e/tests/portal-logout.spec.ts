import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { logInFromHeader, SEED_PASSWORD, signUpFresh } from '../support/accounts.js';
import { API_URL } from '../support/checkout.js';
import { blockThirdParties } from '../support/store.js';

/**
 * 'Cerrar sesión' really ends the session (issue 33, section 7): the portal revokes the token on
 * the server before it leaves for home, so the token the browser held is refused afterwards. It
 * used to navigate first, which cancelled its own `POST /users/logout` now and then, and the old
 * token kept opening the account.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

interface StoredSession {
  token: string;
  user: { id: number };
}

/** The session as the portal keeps it (`corp-auth` in localStorage). */
async function storedSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => window.localStorage.getItem('corp-auth'));
  if (!raw) throw new Error('No hay sesión guardada en corp-auth');
  return JSON.parse(raw) as StoredSession;
}

/** The customer's own data, asked with a token: 200 while the session lives, 401 after. */
async function customerStatus(page: Page, session: StoredSession): Promise<number> {
  const response = await page.request.get(`${API_URL}/customers/${String(session.user.id)}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return response.status();
}

/** Logs in from the header, opens the portal, presses 'Cerrar sesión'; the old token must be dead. */
async function logInAndOut(page: Page, email: string, password: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logInFromHeader(page, email, password);
  await page.goto('/portal');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  const session = await storedSession(page);
  expect(await customerStatus(page, session)).toBe(200);

  const revocation = page.waitForResponse(
    (response) => response.url() === `${API_URL}/users/logout` && response.request().method() === 'POST',
  );
  await page
    .getByRole('navigation', { name: 'Mi cuenta' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  // The server confirmed before the page went home (the request was not cancelled on the way).
  expect((await revocation).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('corp-auth'))).toBeNull();

  expect(await customerStatus(page, session)).toBe(401);
}

test('un cliente de la tienda cierra sesión: su token anterior recibe 401', async ({ page }) => {
  await logInAndOut(page, 'cliente@ejemplo.hn', SEED_PASSWORD);
});

test('un cliente nuevo cierra sesión en su primera visita: su token anterior recibe 401', async ({
  page,
}) => {
  const account = await signUpFresh(page, 'cierre');
  await logInAndOut(page, account.email, account.password);
});
