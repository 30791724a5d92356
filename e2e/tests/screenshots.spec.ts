import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { settleChat, storePages, waitForStorePage, type StorePage } from '../support/pages.js';
import { ROOT } from '../support/servers.js';
import {
  blockThirdParties,
  captureOneProductCart,
  horizontalOverflow,
  useStoredCart,
} from '../support/store.js';

/** Where CI picks the screenshots up (git-ignored). */
const SCREENSHOT_DIR = path.join(ROOT, 'e2e/artifacts/screenshots');
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const PAGE_KEYS = ['home', 'category', 'cart', 'checkout'] as const;

let stored: { cart: string; productName: string; productPath: string };

test.beforeAll(async ({ browser }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  stored = await captureOneProductCart(browser);
});

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/** Scrolls through the page so lazy images load, then back up, and waits for every image. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole('button', { name: 'Volver arriba' })).toHaveCount(0);
}

async function openStorePage(page: Page, storePage: StorePage): Promise<void> {
  await page.goto(storePage.path);
  await waitForStorePage(page, storePage, { productName: stored.productName });
  // The chat pops up 1.5 s after the main layout mounts: open it now and close it, so each
  // screenshot shows the page itself.
  if (storePage.frame === 'main') await settleChat(page, 'close');
  await loadWholePage(page);
}

for (const size of SIZES) {
  test(`capturas a ${String(size.width)}px: inicio, categoría, carrito y checkout con un producto`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await useStoredCart(page, stored.cart);
    await page.clock.install();
    const pages = storePages(stored.productPath);

    for (const key of PAGE_KEYS) {
      const storePage = pages.find((candidate) => candidate.key === key);
      if (!storePage) throw new Error(`Página desconocida: ${key}`);
      await test.step(`${key} a ${String(size.width)}px`, async () => {
        await openStorePage(page, storePage);
        if (size.width === 375) {
          expect(
            await horizontalOverflow(page),
            `${key}: desplazamiento horizontal a 375px`,
          ).toBeLessThanOrEqual(0);
        }
        const image = await page.screenshot({ fullPage: true, animations: 'disabled' });
        const name = `${key}-${String(size.width)}.png`;
        writeFileSync(path.join(SCREENSHOT_DIR, name), image);
        await testInfo.attach(name, { body: image, contentType: 'image/png' });
      });
    }

    if (size.width === 375) {
      await test.step('inicio a 360px sin desplazamiento horizontal', async () => {
        await page.setViewportSize({ width: 360, height: 740 });
        const home = pages.find((candidate) => candidate.key === 'home');
        if (!home) throw new Error('Falta la página de inicio');
        await openStorePage(page, home);
        expect(
          await horizontalOverflow(page),
          'inicio: desplazamiento horizontal a 360px',
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}
