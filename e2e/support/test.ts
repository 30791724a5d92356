import { test as base, type Browser, type Page } from '@playwright/test';

/**
 * A server-rendered page is on screen before its JavaScript has run: a click then would reach
 * markup with no handlers yet (a real shopper's early click on a button is lost the same way; links
 * and the search form still work without it). The specs act as a shopper who waits for the page to
 * come alive: after `goto` and `reload`, each page waits until the shell says it has hydrated
 * (`<html data-hydrated>`, set by the shell once React has taken over the server's markup). A page
 * the browser renders alone (no server render record) does not wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' || !document.getElementById('store-server-render'),
    undefined,
    { timeout: 30_000 },
  );
}

const waiting = new WeakSet<Page>();

export function waitForHydrationOnLoad(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * Every page waits for hydration: those of the test's context (the `page` fixture among them) and
 * those of contexts a spec opens itself (`browser.newContext()`, a second shopper).
 */
export const test = base.extend<object, { browser: Browser }>({
  // `provide` is Playwright's fixture callback (named `use` in its docs; not a React hook).
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        context.on('page', waitForHydrationOnLoad);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    context.on('page', waitForHydrationOnLoad);
    await provide(context);
  },
});
