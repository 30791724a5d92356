import { gzipSync } from 'node:zlib';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { EmbedOrderStatus } from '@store/contracts';
import { EMBED_MESSAGES } from '@store/contracts';
import {
  API_URL,
  expectAccessibleAtBothWidths,
  fillContact,
  fillShipping,
  guestContact,
  paymentHeading,
  receiptOrderNumber,
} from '../support/checkout.js';
import { TEST_PORTS } from '../support/ports.js';
import { startEmbedDemo, stopAll, type Server } from '../support/servers.js';
import { tabTo } from '../support/store.js';

/**
 * The checkout embedded in an integrator's page (issue 17, docs/embedding.md): the demo
 * integrator's page (embed-demo/) on another origin sells through `tienda-checkout.js`; the
 * checkout runs in a frame on the store's origin. A card purchase (the gateway's round trip
 * inside the frame) and a transfer purchase end with `complete` on the host page, and the
 * integrator's server finds the order in the API with the lines the host sent. A page whose
 * origin is not allowed is refused in Spanish; a page running React 18 still works.
 */

const ALLOWED_PORT = 3105;
// Not in the demo integrator's allow-list, and away from the suite's back office (3106).
const FOREIGN_PORT = 3107;
const DEMO_SECRET = 'demo-secret-para-pruebas';

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all([startEmbedDemo(ALLOWED_PORT), startEmbedDemo(FOREIGN_PORT)]);
});
test.afterAll(async () => {
  await stopAll(servers);
});

const hostUrl = (port: number, path = '/') => `http://localhost:${String(port)}${path}`;
const checkoutFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Checkout de Tienda Tecnología HN"]');
const events = (page: Page) =>
  page.getByRole('region', { name: 'Eventos del checkout' }).getByRole('listitem');

/** Two products of the host's list in its cart (the second twice), then 'Pagar'. */
async function fillHostCartAndPay(page: Page): Promise<Array<{ productId: number; qty: number }>> {
  const buttons = page
    .getByRole('region', { name: 'Productos' })
    .getByRole('button', { name: 'Agregar al carrito' });
  await expect(buttons.first()).toBeVisible();
  await buttons.nth(0).click();
  await buttons.nth(1).click();
  await buttons.nth(1).click();
  const ids = await Promise.all(
    [0, 1].map(async (index) => Number(await buttons.nth(index).getAttribute('data-product-id'))),
  );
  await page.getByRole('button', { name: 'Pagar con Tienda Tecnología HN' }).click();
  return [
    { productId: ids[0] ?? 0, qty: 1 },
    { productId: ids[1] ?? 0, qty: 2 },
  ];
}

async function reachPaymentInFrame(page: Page, frame: FrameLocator, tag: string): Promise<void> {
  await expect(frame.getByRole('heading', { level: 1, name: /Tienda Demo de Accesorios/ })).toBeVisible();
  await expect(events(page).filter({ hasText: /^ready$/ })).toHaveCount(1);
  await fillContact(frame, guestContact(tag));
  await frame.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await expect(events(page).filter({ hasText: 'change: shipping' })).toHaveCount(1);
  await fillShipping(frame);
  await frame.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await expect(paymentHeading(frame)).toBeVisible();
  await expect(events(page).filter({ hasText: 'change: payment' })).toHaveCount(1);
}

/** On the allowed host at 1280 px: the host's cart, 'Pagar', and the frame up to 'F. Pago'. */
async function buyFromAllowedHost(page: Page, tag: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hostUrl(ALLOWED_PORT));
  const sent = await fillHostCartAndPay(page);
  const frame = checkoutFrame(page);
  await reachPaymentInFrame(page, frame, tag);
  return { sent, frame };
}

/** What the integrator's server reads with its secret: the order and its lines. */
async function orderAsIntegrator(page: Page, orderNumber: string): Promise<EmbedOrderStatus> {
  const response = await page.request.get(`${API_URL}/embed/orders/${orderNumber}`, {
    headers: { authorization: `Bearer ${DEMO_SECRET}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as EmbedOrderStatus;
}

async function expectCompleted(
  page: Page,
  frame: FrameLocator,
  sent: Array<{ productId: number; qty: number }>,
) {
  const number = await receiptOrderNumber(frame);
  await expect(events(page).filter({ hasText: `complete: ${number}` })).toHaveCount(1);
  await expect(
    page.getByRole('status').filter({ hasText: `¡Gracias por tu compra! Pedido ${number}.` }),
  ).toBeVisible();
  // The host's server confirmed it with the API (its secret never reached the browser).
  await expect(
    events(page).filter({ hasText: `servidor: pedido ${number} confirmado por la API` }),
  ).toHaveCount(1);
  const order = await orderAsIntegrator(page, number);
  expect(order.lines.map(({ productId, qty }) => ({ productId, qty }))).toEqual(
    expect.arrayContaining(sent.map((line) => expect.objectContaining(line))),
  );
  expect(order.lines).toHaveLength(sent.length);
  return { number, order };
}

test('una compra con tarjeta desde la página de otro origen: el pago ida y vuelta ocurre dentro del marco', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { sent, frame } = await buyFromAllowedHost(page, 'embebido-tarjeta');

  // Card data is typed in the frame (the store's origin): the host page's scripts cannot read it.
  const main = frame.getByRole('main');
  await main.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('4111 1111 1111 1111');
  await main.getByRole('textbox', { name: /^Nombre/ }).fill('CARLA MEJIA');
  await main.getByRole('textbox', { name: /^Vencimiento/ }).fill('1230');
  await main.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await main.getByRole('button', { name: 'Pagar' }).click();

  await expect(frame.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible({
    timeout: 30_000,
  });
  const { order } = await expectCompleted(page, frame, sent);
  expect(order.status).toBe('paid');
  expect(order.paymentMethod).toBe('credit-card');
  // The host page never saw the card.
  const hostText = await page.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify(localStorage),
  );
  expect(hostText).not.toMatch(/4111|CARLA MEJIA/);
});

test('una compra por transferencia embebida, solo con el teclado, y accesible a 375 y 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { sent, frame } = await buyFromAllowedHost(page, 'embebido-transferencia');
  await expectAccessibleAtBothWidths(page, 'checkout embebido en F. Pago');

  const main = frame.getByRole('main');
  const transfer = main.getByRole('radio', { name: 'Transferencia o depósito bancario' });
  await tabTo(page, main.getByRole('radio', { name: 'Tarjeta de crédito o débito' }), 120);
  await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await main.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'BAC Credomatic' });
  await tabTo(page, main.getByRole('button', { name: 'Confirmar pedido' }), 40);
  await page.keyboard.press('Enter');

  await expect(frame.getByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeVisible();
  const { order } = await expectCompleted(page, frame, sent);
  expect(order.paymentMethod).toBe('transfer');
  await expectAccessibleAtBothWidths(page, 'checkout embebido terminado');
});

test('una página cuyo origen no está autorizado recibe una negativa clara en español', async ({ page }) => {
  await page.goto(hostUrl(FOREIGN_PORT));
  await fillHostCartAndPay(page);
  await expect(page.getByRole('alert').filter({ hasText: EMBED_MESSAGES.originNotAllowed })).toBeVisible();
  await expect(events(page).filter({ hasText: /^error: origin-not-allowed/ })).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(0);
  // Even a page that builds the frame's address by hand is not allowed to frame it.
  const frame = await page.request.get(
    `${API_URL}/embed/frame?integrator=demo&origin=${encodeURIComponent(hostUrl(FOREIGN_PORT).slice(0, -1))}`,
  );
  expect(frame.status()).toBe(403);
});

test('una página con React 18 embebe el checkout igual, y sus estilos no entran al marco', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(hostUrl(ALLOWED_PORT, '/react18'));
  await expect(page.locator('html')).toHaveAttribute('data-host-react', /^18\./);
  await fillHostCartAndPay(page);
  const frame = checkoutFrame(page);
  await expect(frame.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expect(events(page).filter({ hasText: /^ready$/ })).toHaveCount(1);
  // The host's serif font and square brown buttons stay outside.
  const font = await frame
    .getByRole('heading', { name: 'Datos de contacto' })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).not.toMatch(/Georgia/);
  // 'Cancelar compra' gives the host `cancel`, which this host answers by closing the checkout.
  await frame.getByRole('button', { name: 'Cancelar compra' }).click();
  await expect(events(page).filter({ hasText: /^cancel$/ })).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('el script del integrador pesa a lo sumo 8 KB comprimido y se revalida en cada carga', async ({
  request,
}) => {
  const response = await request.get(
    `http://localhost:${String(TEST_PORTS.cartCheckout)}/tienda-checkout.js`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const gzipped = gzipSync(await response.body()).length;
  expect(gzipped).toBeLessThanOrEqual(8 * 1024);
});
