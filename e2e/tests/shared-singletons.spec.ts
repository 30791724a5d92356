import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { firstAct } from '../support/store.js';

/** What every app records and the share scope must hold once (src/app/shared-modules.ts). */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  '@store/shared-kernel',
  // First-view MUI components and the icons' SvgIcon: one copy, the shell's.
  '@store/app-kit/shared-mui-components',
  '@mui/material/SvgIcon',
];

/**
 * Each app records, from inside its own bundle, a function or context object of every
 * shared library (src/app/shared-modules.ts). One copy per page means every app recorded the
 * very same object.
 */
test('en la página de inicio react, react-dom, react-router-dom, @emotion/react, los componentes MUI compartidos y el bus se cargan una sola vez', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The catalogue (page), and after the shopper's first act the cart service and the portal
  // (dialog + auth service), are loaded.
  await firstAct(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(
          (window as unknown as { __STORE_SHARED_MODULES__?: object }).__STORE_SHARED_MODULES__ ?? {},
        ).sort(),
      ),
    )
    .toEqual(['cartCheckout', 'catalog', 'portal', 'shell']);

  const report = await page.evaluate((libraries) => {
    const records = (
      window as unknown as { __STORE_SHARED_MODULES__: Record<string, Record<string, unknown>> }
    ).__STORE_SHARED_MODULES__;
    const apps = Object.keys(records);
    return libraries.map((library) => {
      const distinct = new Set(apps.map((app) => records[app]?.[library]));
      return { library, distinct: distinct.size, missing: apps.filter((app) => !records[app]?.[library]) };
    });
  }, SHARED_SINGLETONS);
  for (const entry of report) {
    expect(entry.missing, `${entry.library} registrado por todas las apps`).toEqual([]);
    expect(entry.distinct, `${entry.library} cargado una sola vez`).toBe(1);
  }

  // The federation runtime agrees: every singleton in the share scope was loaded from one
  // provider only.
  const loadedVersions = await page.evaluate(() => {
    type ShareInfo = Record<string, { loaded?: boolean; lib?: unknown } | undefined>;
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, ShareInfo>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, number> = {};
    for (const instance of Object.values(share)) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          const loaded = Object.values(versions).filter((info) => info?.loaded || info?.lib).length;
          result[pkg] = Math.max(result[pkg] ?? 0, loaded);
        }
      }
    }
    return result;
  });
  for (const pkg of SHARED_SINGLETONS) {
    expect(loadedVersions[pkg], `${pkg} en el share scope`).toBe(1);
  }
});
