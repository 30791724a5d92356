import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type Response } from '@playwright/test';
import { test } from '../support/test.js';
import { logInFromHeader, SEED_PASSWORD } from '../support/accounts.js';
import { API_URL, reachPayment } from '../support/checkout.js';
import { shellUrl, TEST_PORTS } from '../support/ports.js';
import { cartButton, firstAct, withOneProductCart } from '../support/store.js';

/**
 * The page servers' security headers (issue 33, section 6; docs/security.md, "Page server
 * headers"): every page the shopper visits carries a Content-Security-Policy built from the run-time
 * configuration, and the store works under it with no violation at all (home, a product, /login,
 * the checkout's card form and its round trip through the gateway, the portal, the chat). Another
 * origin cannot frame the store's pages; the store itself can. The embedded checkout, framed on
 * purpose from allowed origins, is `embedded-checkout.spec.ts`.
 */

const cart = withOneProductCart();

const REMOTE_ORIGINS = [
  TEST_PORTS.catalog,
  TEST_PORTS.cartCheckout,
  TEST_PORTS.portal,
  TEST_PORTS.support,
].map((port) => `http://localhost:${String(port)}`);

interface PolicyProblems {
  /** Console errors, and any console line about a policy. */
  console: string[];
  /** `securitypolicyviolation` events, from every document the tab loads. */
  violations: string[];
}

/** Starts collecting what would show that the policy blocks something the store needs. */
async function watchPolicyProblems(page: Page): Promise<PolicyProblems> {
  const problems: PolicyProblems = { console: [], violations: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(text)) {
      problems.console.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportPolicyViolation', (violation: string) => {
    problems.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => Promise<void> })
        .reportPolicyViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} en ${event.documentURI}`);
    });
  });
  return problems;
}

/** The directives of a Content-Security-Policy header, each with its sources. */
function parsePolicy(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The headers of a page of the store (the document's own response). */
function expectPageHeaders(response: Response | null, where: string): void {
  if (!response) throw new Error(`${where}: sin respuesta del documento`);
  const headers = response.headers();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  const policy = parsePolicy(headers['content-security-policy']);
  expect(policy.get('frame-ancestors'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'self'"]);
  // The remotes come from the run-time configuration's manifests, the API from its base URL.
  expect(policy.get('script-src'), where).toEqual(["'self'", ...REMOTE_ORIGINS]);
  expect(policy.get('connect-src'), where).toEqual(expect.arrayContaining(["'self'", API_URL]));
  expect(policy.get('img-src'), where).toContain(API_URL);
  expect(policy.get('form-action'), where).toEqual(["'self'", API_URL]);
}

/** The document's response for the next navigation to `path` (for pages a helper opens). */
function nextDocument(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' && new URL(response.url()).pathname === path,
  );
}

function expectNoProblems(problems: PolicyProblems): void {
  expect(problems.violations, 'violaciones de la CSP').toEqual([]);
  expect(problems.console, 'consola').toEqual([]);
}

test('inicio, producto, /login, el portal y el chat: cabeceras y ninguna violación de la CSP', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchPolicyProblems(page);
  const remoteFiles: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (REMOTE_ORIGINS.includes(url.origin)) remoteFiles.push(response);
  });

  expectPageHeaders(await page.goto('/'), 'inicio');
  await expect(page.getByRole('article').first()).toBeVisible();
  await firstAct(page);
  await expect(cartButton(page)).toBeVisible();

  expectPageHeaders(await page.goto(cart().productPath), 'producto');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();

  expectPageHeaders(await page.goto('/login'), '/login');
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();

  await page.goto('/');
  await logInFromHeader(page, 'cliente@ejemplo.hn', SEED_PASSWORD);
  expectPageHeaders(await page.goto('/portal'), '/portal');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();

  // The chat opens by itself on the page, and sends to the messaging service (a stub here).
  const chat = page.getByRole('dialog', { name: /^Chat con / });
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Mensaje' }).fill('Hola');
  const popup = context.waitForEvent('page');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await (await popup).close();

  // The remotes' files: loadable from the shell's origin (CORS on the manifests, which are
  // fetched; CORP on everything, scripts included) and never sniffed.
  const manifests = remoteFiles.filter((response) => response.url().endsWith('/mf-manifest.json'));
  expect(manifests.length).toBeGreaterThan(0);
  for (const manifest of manifests) {
    expect(manifest.headers()['access-control-allow-origin'], manifest.url()).toBeTruthy();
  }
  const scripts = remoteFiles.filter((response) => response.url().endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.headers()['x-content-type-options'], script.url()).toBe('nosniff');
    expect(script.headers()['cross-origin-resource-policy'], script.url()).toBe('cross-origin');
    expect(script.headers()['content-security-policy'], script.url()).toBeUndefined();
  }

  expectNoProblems(problems);
});

test('checkout hasta la tarjeta y el viaje por la pasarela: ninguna violación de la CSP', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchPolicyProblems(page);

  const checkout = nextDocument(page, '/checkout');
  await reachPayment(page, 'csp');
  expectPageHeaders(await checkout, '/checkout');

  // The card form posts to the gateway (the API's sandbox): `form-action` must let it.
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('4111 1111 1111 1111');
  await main.getByRole('textbox', { name: /^Nombre en la tarjeta/ }).fill('CARLA MEJIA');
  await main.getByRole('textbox', { name: /^Vencimiento/ }).fill('1230');
  await main.getByRole('textbox', { name: /^CVC/ }).fill('123');
  const result = nextDocument(page, '/checkout/finalizacion');
  await main.getByRole('button', { name: 'Pagar' }).click();
  expectPageHeaders(await result, 'Finalización');
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();

  expectNoProblems(problems);
});

test('otro origen no puede enmarcar /login; la propia tienda sí', async ({ page }) => {
  // The store itself may frame its pages ('self'): the same frame shows the login form.
  await page.goto('/pages/quienes-somos');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Mismo origen';
    document.body.append(frame);
  }, `${shellUrl()}/login`);
  await expect(
    page.frameLocator('iframe[title="Mismo origen"]').getByRole('tab', { name: 'Iniciar Sesión' }),
  ).toBeVisible();

  // A page on another origin (127.0.0.1 is not localhost) frames /login: the browser refuses.
  const framer = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Otro sitio</title><iframe title="Ajeno" src="${shellUrl()}/login"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`http://127.0.0.1:${String(port)}/`);
    await refused;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toBe(`${shellUrl()}/login`);
    await expect(
      page.frameLocator('iframe[title="Ajeno"]').getByRole('tab', { name: 'Iniciar Sesión' }),
    ).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});
