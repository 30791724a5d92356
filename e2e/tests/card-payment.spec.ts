import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { CardPaymentStarted, Order, PaymentResult, Product, Store } from '@store/contracts';
import { test } from '../support/test.js';
import {
  API_URL,
  expectAccessibleAtBothWidths,
  guestContact,
  outboxFor,
  reachPayment,
  receiptOrderNumber,
  stockOf,
} from '../support/checkout.js';
import { cartButton, tabTo, withOneProductCart } from '../support/store.js';

/** The development gateway's secret: public, in the repository, refused in production (api/src/payments/gateway-settings.ts). */
const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-secreto-solo-para-desarrollo';

/** An amount as the store writes it for es-HN: 'L 1,234.50'. */
const lempiras = (amount: string): string =>
  `L ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Card payment to the end (issue 11) against the production build and the real API with its
 * sandbox gateway: 'F. Pago', /shopping/boton-pago, the sandbox, /checkout/finalizacion.
 * Keyboard only for the card; axe at 1280 and 375 px.
 */

const cart = withOneProductCart();

/** Everything the tab keeps in local and session storage, as text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        }),
      )
      .join('\n'),
  );
}

/** Types the card with the keyboard only; `submit` presses Enter on 'Pagar' (or the test clicks). */
async function typeCardByKeyboard(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  const number_ = main.getByRole('textbox', { name: /^Número de tarjeta/ });
  await tabTo(page, number_, 80);
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('CARLA MEJIA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
}

async function payByKeyboard(page: Page, number: string): Promise<void> {
  await typeCardByKeyboard(page, number);
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Pagar' }), 5);
  await page.keyboard.press('Enter');
}

test('un rechazo y luego una tarjeta aprobada completan un solo pedido; el carrito queda vacío', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stockBefore = await stockOf(page, cart().productPath);
  const contact = await reachPayment(page, 'tarjeta');
  await expectAccessibleAtBothWidths(page, "'F. Pago'");

  const billings: string[] = [];
  page.on('request', (request) => {
    if (/\/orders\/\d+\/billing$/.test(request.url())) billings.push(request.url());
  });
  const declined = page.waitForResponse((response) => response.url().endsWith('/gateway/response'));
  await payByKeyboard(page, '4000 0000 0000 0002');
  expect((await declined).status()).toBe(200);
  await page.waitForURL(/\/checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Tarjeta rechazada')).toBeVisible();
  // The card's secrets were not kept: typed again.
  expect(await storedText(page)).not.toMatch(/4000\s?0000|"123"/);

  // A double click on 'Pagar' sends the card once.
  await typeCardByKeyboard(page, '4111 1111 1111 1111');
  await main.getByRole('button', { name: 'Pagar' }).dblclick();
  await page.waitForURL(/\/checkout\/finalizacion\?/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByText(/Tarjeta de crédito o débito terminada en 1111/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  // Two attempts on one order (the declined one was kept), not two orders.
  expect(billings).toHaveLength(2);
  expect(new Set(billings).size).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('corp-checkout'))).toBeNull();
  expect(await storedText(page)).not.toMatch(/4111\s?1111|"123"/);
  // Paid: the reservation became a sale, and the confirmation is in the outbox.
  expect(await stockOf(page, cart().productPath)).toBe(stockBefore - 1);
  const number = await receiptOrderNumber(page);
  const mail = await outboxFor(page, contact['Correo electrónico']);
  expect(mail.map((message) => message.subject)).toContain(`Pedido ${number}: pago recibido`);
  await expectAccessibleAtBothWidths(page, 'Finalización');

  // A reload shows the whole receipt again (the tab kept the order's receipt, not its card).
  await page.reload();
  await expect(main.getByRole('region', { name: 'Productos' })).toBeVisible();
  await expect(page.getByText(/Tarjeta de crédito o débito terminada en 1111/)).toBeVisible();

  // The checkout was reset: the header's cart shows 0 on the next page.
  await page.getByRole('link', { name: 'Seguir comprando' }).click();
  await expect(cartButton(page, 0)).toBeVisible();
});

test('/shopping/boton-pago abierto directamente vuelve al checkout sin enviar nada', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/shopping/boton-pago');
  await page.waitForURL(/\/checkout$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vuelve a ingresar los datos de tu tarjeta' }).first(),
  ).toBeVisible();
  expect(posts.filter((url) => url.includes('/gateway/'))).toEqual([]);
});

/**
 * The bank's approval for an order whose products changed after the payment was confirmed
 * (issue 33): the real API keeps the charge to refund and Finalización says so in Spanish,
 * instead of a receipt for an order it did not pay. The order is prepared over HTTP, then the
 * tab lands on the return URL exactly as a real gateway would send it, signed with the
 * development gateway's published secret (DEVELOPMENT_GATEWAY_SECRET, api/src/payments/).
 */
test('una aprobación del banco para un total que ya cambió no paga el pedido: Finalización lo explica', async ({
  page,
}) => {
  const api = page.request;
  const slug = cart().productPath.replace(/^\/product\//, '');
  const product = (await (
    await api.get(`${API_URL}/products/slug/${encodeURIComponent(slug)}`)
  ).json()) as Product;
  const [store] = (await (await api.get(`${API_URL}/stores?pickup=1`)).json()) as Store[];
  if (!store) throw new Error('Sin tiendas de retiro');
  const contact = guestContact('reembolso');
  const created = await api.post(`${API_URL}/orders`, {
    data: {
      products: [{ id: product.id, qty: 1 }],
      email: contact['Correo electrónico'],
      firstname: contact.Nombre,
      lastname: contact.Apellido,
      telephone: contact.Teléfono,
      fax: contact['Segundo teléfono'],
      custom_field: contact.Identidad,
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as Order & { accessToken: string };
  const headers = { 'x-order-token': order.accessToken };
  const step = async (method: 'put', path: string, data: unknown) => {
    const response = await api[method](`${API_URL}/orders/${String(order.id)}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return response;
  };
  await step('put', '/shipping', { shipping_method: 'store', store_id: store.id });
  const billing = await step('put', '/billing', {
    order_payment: {
      card_number: '4111 1111 1111 1111',
      card_name: 'CARLA MEJIA',
      expiry: '12/30',
      cvc: '123',
    },
  });
  const { processorData } = (await billing.json()) as CardPaymentStarted;
  await step('put', '', { products: [{ id: product.id, qty: 2 }] });

  const time = processorData.time + 20;
  const authcode = '246810';
  const hash = createHash('md5')
    .update(
      `${String(order.id)}|${processorData.amount}|1|${authcode}|${String(time)}|${DEVELOPMENT_GATEWAY_SECRET}`,
    )
    .digest('hex');
  const query = new URLSearchParams({
    orderid: String(order.id),
    response: '1',
    responsetext: 'Transacción aprobada',
    authcode,
    time: String(time),
    hash,
  });
  await page.goto(`/checkout/finalizacion?${query.toString()}`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'El banco aprobó un cobro que no pagó tu pedido' }),
  ).toBeVisible();
  await expect(alert).toContainText(
    `El banco aprobó un cobro de ${lempiras(processorData.amount)} (autorización ${authcode}), pero no lo aplicamos a tu pedido`,
  );
  await expect(alert).toContainText('vuelve a confirmar el pago con el total actual');
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toHaveCount(0);
  const tracked = (await (
    await api.get(`${API_URL}/orders/tp/${String(order.id)}`, { headers })
  ).json()) as PaymentResult;
  expect(tracked.status).toBe('pending');
  expect(tracked.chargesToRefund).toEqual([expect.objectContaining({ authCode: authcode })]);
  const mail = await outboxFor(page, contact['Correo electrónico']);
  expect(mail.map((message) => message.subject)).toContain(
    `Pedido ${order.number}: revisaremos un cobro para reembolsarlo`,
  );
  await expectAccessibleAtBothWidths(page, 'Finalización con un cobro por reembolsar');

  // The one way on, by keyboard: back to 'F. Pago' for the order as it is now.
  await tabTo(page, alert.getByRole('link', { name: 'Volver a la forma de pago' }), 80);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
});
