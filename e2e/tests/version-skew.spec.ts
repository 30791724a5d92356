import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import {
  fillContact,
  fillShipping,
  guestContact,
  outboxFor,
  paymentHeading,
  receiptOrderNumber,
} from '../support/checkout.js';
import { portsEnv, shellUrl, TEST_PORTS, type AppKey } from '../support/ports.js';
import { previousRelease } from '../support/previous-release.js';
import { serveApp, stopAll, type Server } from '../support/servers.js';
import { blockThirdParties, cartButton, cartControl } from '../support/store.js';

/**
 * Version skew (issue 17): teams deploy on their own schedules, so for a while a shopper gets the
 * previous release's shell with this release's remotes, or the other way round. Both mixes must
 * browse, add to cart (the header's badge is the bus crossing between the two builds) and check
 * out to Finalización. The previous release is rebuilt from git by
 * scripts/build-previous-release.mjs (release.json names the commit).
 */

const REMOTES: readonly Exclude<AppKey, 'shell'>[] = ['catalog', 'cartCheckout', 'portal', 'support'];
const LIBRARIES = ['react', 'react-dom', 'react-router-dom', '@emotion/react', '@store/shared-kernel'];

type Ports = Record<AppKey | 'api', number>;

/** The remote origins the page fetched a manifest or a remoteEntry.js from. */
function remoteOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/(mf-manifest\.json|remoteEntry(\.lean)?\.js)$/.test(url.pathname)) origins.add(url.origin);
  });
  return origins;
}

/** Every app that recorded its shared libraries recorded the very same objects (one copy each). */
async function expectOneCopyOfEachSingleton(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(
          (window as unknown as { __STORE_SHARED_MODULES__?: object }).__STORE_SHARED_MODULES__ ?? {},
        ),
      ),
    )
    .toEqual(expect.arrayContaining(['shell', 'catalog', 'cartCheckout']));
  const report = await page.evaluate((libraries) => {
    const records = (
      window as unknown as { __STORE_SHARED_MODULES__: Record<string, Record<string, unknown>> }
    ).__STORE_SHARED_MODULES__;
    const apps = Object.keys(records);
    return libraries.map((library) => ({
      library,
      distinct: new Set(apps.map((app) => records[app]?.[library])).size,
      missing: apps.filter((app) => !records[app]?.[library]),
    }));
  }, LIBRARIES);
  for (const entry of report) {
    expect(entry.missing, `${entry.library} registrado por todas las apps`).toEqual([]);
    expect(entry.distinct, `${entry.library} cargado una sola vez`).toBe(1);
  }
}

/** Home → a category → a product → cart → guest checkout by transfer → Finalización. */
async function browseBuyAndCheckOut(page: Page, ports: Ports, tag: string): Promise<void> {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await blockThirdParties(page.context());
  const origins = remoteOrigins(page);
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(cartControl(page, 0)).toBeVisible();

  await page.goto('/category/laptops');
  await expect(page.getByRole('heading', { level: 1, name: /laptops/i })).toBeVisible();
  const card = main
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Agregar al carrito' }) })
    .first();
  const productLink = card.getByRole('heading').first().getByRole('link');
  const productName = (await productLink.innerText()).trim();
  // In-app navigation: the shell's router hands the URL to the catalog's product page.
  await productLink.click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // The catalog asks, the cart remote answers, the shell's badge listens: three builds, one bus.
  await main.getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await expect(cartButton(page, 1)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  await expectOneCopyOfEachSingleton(page);

  await cartButton(page, 1).click();
  await page.getByRole('dialog', { name: 'Carrito' }).getByRole('link', { name: 'Ver Carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByText(productName).first()).toBeVisible();
  await main.getByRole('link', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const contact = guestContact(tag);
  await fillContact(page, contact);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await fillShipping(page);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(paymentHeading(page)).toBeVisible();
  await main.getByRole('radio', { name: 'Transferencia o depósito bancario' }).check();
  await main.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'BAC Credomatic' });
  await main.getByRole('button', { name: 'Confirmar pedido' }).click();

  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeVisible();
  const number = await receiptOrderNumber(page);
  // The API holds the order: it mailed the transfer instructions for that number.
  const mail = await outboxFor(page, contact['Correo electrónico']);
  expect(mail.map((message) => message.subject)).toContain(`Pedido ${number}: instrucciones de pago`);
  // The emptied cart reaches the header too.
  await main.getByRole('link', { name: 'Seguir comprando' }).click();
  await expect(cartControl(page, 0)).toBeVisible();

  // The page used the remotes this mix was meant to use, and no others.
  const expected = REMOTES.map((remote) => shellUrl(ports[remote]));
  expect([...origins]).toEqual(
    expect.arrayContaining([shellUrl(ports.catalog), shellUrl(ports.cartCheckout)]),
  );
  for (const origin of origins) expect(expected, `remoto servido desde ${origin}`).toContain(origin);
}

test.describe('Versiones mezcladas', () => {
  test.describe('shell anterior con los remotos actuales', () => {
    // The suite's current remotes (3101–3104) and API; only the shell is the previous one.
    const ports: Ports = { ...TEST_PORTS, shell: 3200 };
    const servers: Server[] = [];
    test.use({ baseURL: shellUrl(ports.shell) });

    test.beforeAll(async () => {
      const previous = previousRelease();
      servers.push(await serveApp('shell', ports.shell, portsEnv(ports), previous.appDirs.shell));
    });
    test.afterAll(async () => {
      await stopAll(servers);
    });

    test('navega, agrega al carrito (insignia 1) y paga por transferencia hasta Finalización', async ({
      page,
    }) => {
      await browseBuyAndCheckOut(page, ports, 'skew-shell-anterior');
    });
  });

  test.describe('shell actual con los remotos anteriores', () => {
    const ports: Ports = {
      shell: 3300,
      catalog: 3301,
      cartCheckout: 3302,
      portal: 3303,
      support: 3304,
      api: TEST_PORTS.api,
    };
    const servers: Server[] = [];
    test.use({ baseURL: shellUrl(ports.shell) });

    test.beforeAll(async () => {
      const previous = previousRelease();
      const env = portsEnv(ports);
      const started = await Promise.allSettled([
        serveApp('shell', ports.shell, env),
        ...REMOTES.map((remote) => serveApp(remote, ports[remote], env, previous.appDirs[remote])),
      ]);
      // The ones that did start are stopped in afterAll even when another one failed.
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failure = started.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    });
    test.afterAll(async () => {
      await stopAll(servers);
    });

    test('navega, agrega al carrito (insignia 1) y paga por transferencia hasta Finalización', async ({
      page,
    }) => {
      await browseBuyAndCheckOut(page, ports, 'skew-remotos-anteriores');
    });
  });
});
