import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from './checkout.js';
import { backofficeUrl } from './ports.js';

/** The demo staff's password (demo data only, api/src/seed/): the same as the demo customers'. */
export const STAFF_DEMO_PASSWORD = 'Honduras2026';
/** Where the back office keeps its session (backoffice/src/app/session-slice.ts). */
export const STAFF_SESSION_KEY = 'backoffice.session';

/** axe at 1280 and 768 px (the two widths) on the staff page as it is; left at 1280 px. */
export const staffPageAccessible = (page: Page, where: string): Promise<void> =>
  expectAccessibleAtBothWidths(page, where, { width: 768, height: 900 });

/** The back office's login form, filled and sent (no second factor outside production). */
export async function fillStaffLogin(
  page: Page,
  email: string,
  password = STAFF_DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('textbox', { name: /^Correo/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** A new browser context on the back office's origin (the suite's production build). */
export function staffContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: backofficeUrl(),
    locale: 'es-HN',
    viewport: { width: 1280, height: 900 },
  });
}

/**
 * One browser per staff member for a whole spec file, logged in once (the file's tests run in
 * order and share the sessions); `close` at the file's end.
 */
export function staffSessions() {
  const sessions = new Map<string, { context: BrowserContext; page: Page }>();
  return {
    async page(browser: Browser, email: string, checkLogin = false): Promise<Page> {
      const open = sessions.get(email);
      if (open) return open.page;
      const context = await staffContext(browser);
      const page = await context.newPage();
      sessions.set(email, { context, page });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
      if (checkLogin) await staffPageAccessible(page, 'el inicio de sesión del back office');
      await fillStaffLogin(page, email);
      await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
      return page;
    },
    async close(): Promise<void> {
      await Promise.all([...sessions.values()].map(({ context }) => context.close()));
      sessions.clear();
    },
  };
}

/** The value of a term in a `<dl>` of facts (the back office's `Facts`). */
export const factValue = (scope: Locator, term: string): Locator =>
  scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
