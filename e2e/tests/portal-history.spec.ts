import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectAccessibleAtBothWidths } from '../support/checkout.js';
import { blockThirdParties, cartButton, tabTo } from '../support/store.js';

/**
 * Contratos and Compras of the customer portal (issue 13) against the production build and the
 * real API, as the seed's customer María Hernández (cliente@ejemplo.hn). Her demo history
 * (api/src/seed/credit.ts) is dated relative to the seeding, inside the default last twelve
 * months: a credit purchase 50 days ago with two contracts (general and MG-TABLET), and four
 * placed orders (160, 95, 50 and 12 days ago; the one of 12 days ago is 'Pagado' by card).
 * Keyboard only for opening a contract, a purchase and 'Comprar de nuevo'; axe at 1280 and 375 px.
 */

const EMAIL = 'cliente@ejemplo.hn';
const PASSWORD = 'Honduras2026';

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/** The /login page (any width), which brings the customer back to `path` once logged in. */
async function logInTo(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/login?volver=${encodeURIComponent(path)}`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill(EMAIL);
  await main.getByRole('textbox', { name: /^Contraseña/ }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** The header's cart count, read from the button's words ('Carrito, 3 productos'). */
async function cartCount(page: Page): Promise<number> {
  const text = (await cartButton(page).textContent()) ?? '';
  const match = /Carrito, (\d+) productos?/.exec(text);
  if (!match) throw new Error(`Sin cantidad en el botón del carrito: «${text}»`);
  return Number(match[1]);
}

/** A date field of the range form (a native date input: no textbox role). */
const dateField = (main: Locator, label: 'Desde' | 'Hasta') => main.getByLabel(new RegExp(`^${label}`));

test('contratos: la lista de los últimos 12 meses, el rango en la URL y la tabla de amortización con el próximo pago, con el teclado', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInTo(page, '/portal/contratos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  const contracts = main.getByRole('region', { name: /^Contrato CT-\d{6}-\d$/ });
  await expect(contracts.first()).toBeVisible();
  expect(await contracts.count()).toBeGreaterThanOrEqual(2);
  await expect(contracts.first().getByText('Cuota mensual')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'contratos');

  // A reversed range is refused at the field, in Spanish, and nothing moves.
  const urlBefore = page.url();
  const hasta = await dateField(main, 'Hasta').inputValue();
  await dateField(main, 'Desde').fill(hasta.replace(/^\d{4}/, (year) => String(Number(year) + 1)));
  await dateField(main, 'Desde').press('Enter');
  await expect(main.getByText("La fecha 'Desde' no puede ser posterior a 'Hasta'")).toBeVisible();
  expect(page.url()).toBe(urlBefore);
  await expectAccessibleAtBothWidths(page, 'contratos con el rango rechazado');
  await page.reload();

  // Keyboard only: the detail of the first approved contract ('Vigente'; a credit purchase made by
  // another test is 'En revisión' and has no payment due yet).
  const firstNumber = (
    await contracts.filter({ hasText: 'Vigente' }).first().getByRole('heading').innerText()
  ).replace('Contrato ', '');
  await tabTo(page, main.getByRole('link', { name: `Ver detalle del contrato ${firstNumber}` }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/contratos\/\d+\?desde=\d{4}-\d{2}-\d{2}&hasta=\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByRole('heading', { level: 1, name: `Contrato ${firstNumber}` })).toBeVisible();

  const schedule = main.getByRole('table', { name: 'Tabla de amortización' });
  await expect(schedule).toBeVisible();
  // Seeded 50 days ago with 12 or 18 monthly payments: a payment is still ahead, and only it is marked.
  const next = schedule.locator('tr[aria-current="date"]');
  await expect(next).toHaveCount(1);
  await expect(next.getByText('Próximo pago')).toBeVisible();
  await expect(main.getByText(/^Próximo pago: /)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Totales' }).getByText('Total de intereses')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'detalle de contrato');

  // A reload opens the same contract by itself; the way back keeps the range.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: `Contrato ${firstNumber}` })).toBeVisible();
  const back = main.getByRole('link', { name: 'Volver a Contratos' });
  await expect(back).toHaveAttribute(
    'href',
    /^\/portal\/contratos\?desde=\d{4}-\d{2}-\d{2}&hasta=\d{4}-\d{2}-\d{2}$/,
  );
  await tabTo(page, back, 80);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/contratos\?desde=/);
});

test('compras: abrir un pedido con su entrega e historial y comprarlo de nuevo, con el teclado', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInTo(page, '/portal/compras');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
  const purchases = main.getByRole('region', { name: /^Pedido HN-/ });
  await expect(purchases.first()).toBeVisible();
  expect(await purchases.count()).toBeGreaterThanOrEqual(4);
  await expectAccessibleAtBothWidths(page, 'compras');

  // The seeded card purchase of 12 days ago (accessories, in stock in the demo catalogue).
  const paid = purchases
    .filter({ hasText: 'Pagado' })
    .filter({ hasText: 'Tarjeta de crédito o débito' })
    .first();
  const number = (await paid.getByRole('heading').innerText()).replace('Pedido ', '');
  await tabTo(page, main.getByRole('link', { name: `Ver detalle del pedido ${number}` }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/compras\/\d+\?desde=/);
  await expect(main.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();

  const items = main.getByRole('table', { name: 'Productos' });
  await expect(items.getByRole('link').first()).toHaveAttribute('href', /^\/product\//);
  await expect(main.getByRole('region', { name: 'Resumen' }).getByText('ISV incluido')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Entrega' })).toContainText('Envío a domicilio');
  await expect(main.getByRole('region', { name: 'Entrega' })).toContainText('Distrito Central');
  const history = main.getByRole('region', { name: 'Estado e historial' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Pagado');
  await expectAccessibleAtBothWidths(page, 'detalle de compra');

  // A reload (or a shared link) opens the purchase by itself.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();

  // 'Comprar de nuevo' by keyboard: the products in stock go to the cart.
  await expect(cartButton(page)).toBeVisible();
  const before = await cartCount(page);
  await tabTo(page, main.getByRole('button', { name: 'Comprar de nuevo' }), 80);
  await page.keyboard.press('Enter');
  const outcome = main.getByRole('alert');
  await expect(outcome).toContainText('Agregados al carrito:');
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);
  await expectAccessibleAtBothWidths(page, 'comprar de nuevo');
});
