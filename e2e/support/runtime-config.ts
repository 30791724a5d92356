import type { Page } from '@playwright/test';

type Patch = Record<string, unknown>;

/** The element the static server writes the page's run-time configuration into (serve-static.mjs). */
const INLINE_CONFIG_ID = 'store-runtime-config';

/**
 * Changes the run-time configuration this page gets, wherever it reads it from: the copy the
 * server inlines in every page, and `/config.json` (the fallback), as a deploy would. The page
 * itself is not replaced by the test (Chromium then treats it as coming from outside the machine
 * and refuses its calls to localhost): the inline copy is patched as the parser inserts it, before
 * the app's deferred script runs.
 */
export async function patchRuntimeConfig(page: Page, patch: Patch): Promise<void> {
  await page.route(
    (url) => url.pathname === '/config.json',
    async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Patch;
      await route.fulfill({ response, json: { ...config, ...patch } });
    },
  );
  await page.addInitScript(
    ({ id, changes }) => {
      const observer = new MutationObserver(() => {
        const element = document.getElementById(id);
        if (!element?.textContent) return;
        let config: Record<string, unknown>;
        try {
          config = JSON.parse(element.textContent) as Record<string, unknown>;
        } catch {
          return; // not all of it parsed yet
        }
        observer.disconnect();
        element.textContent = JSON.stringify({ ...config, ...changes });
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { id: INLINE_CONFIG_ID, changes: patch },
  );
}

/** The configuration the page started with (inline in the page). */
export async function startingRuntimeConfig(page: Page): Promise<Patch> {
  return page.evaluate(
    (id) => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as Patch,
    INLINE_CONFIG_ID,
  );
}
