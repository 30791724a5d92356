import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { API_URL, outboxFor, reachPayment, receiptOrderNumber } from '../support/checkout.js';
import { backofficeUrl } from '../support/ports.js';
import { withOneProductCart } from '../support/store.js';

/**
 * The back office (issue 34) against the production builds and the real API: `pedidos` takes a
 * shopper's transfer order from 'Pendiente de pago' to 'Entregado' while the shopper's 'Mi Pedido'
 * and mailbox show each step; `credito` approves a credit request and the portal's 'Contratos'
 * shows it 'Vigente'; `admin` finds those actions in the audit log; a `catalogo` session cannot
 * confirm a payment. axe at 1280 and 768 px on the staff screens. One login per staff member for
 * the whole file (the tests run in order and share what they made).
 */

test.describe.configure({ mode: 'serial' });
withOneProductCart();

const PASSWORD = 'Honduras2026';
const SESSION_KEY = 'backoffice.session';

/** What the journeys leave for the later ones. */
const made: { orderId?: number; orderNumber?: string; creditOrderId?: number } = {};

const sessions = new Map<string, { context: BrowserContext; page: Page }>();

/** axe at 1280 and 768 px on the staff page as it is; the viewport is left at 1280 px. */
async function accessibleAtBothWidths(page: Page, where: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, `${where} a 1280 px`);
  await page.setViewportSize({ width: 768, height: 900 });
  await expectNoSeriousViolations(page, `${where} a 768 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A staff member's own browser, logged in at the back office once for the file. */
async function staffPage(browser: Browser, email: string, checkLogin = false): Promise<Page> {
  const open = sessions.get(email);
  if (open) return open.page;
  const context = await browser.newContext({
    baseURL: backofficeUrl(),
    locale: 'es-HN',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  sessions.set(email, { context, page });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  if (checkLogin) await accessibleAtBothWidths(page, 'el inicio de sesión del back office');
  await page.getByRole('textbox', { name: /^Correo/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  return page;
}

test.afterAll(async () => {
  await Promise.all([...sessions.values()].map(({ context }) => context.close()));
  sessions.clear();
});

/** The shopper's 'Mi Pedido' (order tracking by number and e-mail) shows `label` as the current step. */
async function shopperSees(page: Page, number: string, email: string, label: string): Promise<void> {
  await page.goto('/estado-orden');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Número de pedido/ }).fill(number);
  await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await main.getByRole('textbox', { name: /^Correo electrónico/ }).press('Enter');
  const timeline = main.getByRole('list', { name: 'Seguimiento' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText(label);
}

/** Opens an action's dialog on the order page, fills it and sends it. */
async function act(staff: Page, button: string, dialogName: string, fields: Record<string, string> = {}) {
  await staff.getByRole('button', { name: button, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const valueOf = (scope: Locator, term: string) =>
  scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('pedidos confirma el pago de una transferencia, la envía y la entrega; el cliente lo ve en Mi Pedido y en su correo', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const contact = await reachPayment(page, 'backoffice');
  const email = contact['Correo electrónico'];
  const checkout = page.getByRole('main');
  await checkout.getByRole('radio', { name: 'Transferencia o depósito bancario' }).check();
  await checkout.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'BAC Credomatic' });
  await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  const number = await receiptOrderNumber(page);
  await shopperSees(page, number, email, 'Pendiente de pago');
  let mails = (await outboxFor(page, email)).length;
  const expectNewMail = async () => {
    await expect.poll(async () => (await outboxFor(page, email)).length).toBeGreaterThan(mails);
    mails = (await outboxFor(page, email)).length;
  };

  // The orders list, searched by the number (the search lands in the URL).
  const staff = await staffPage(browser, 'pedidos@ejemplo.hn', true);
  await staff.getByRole('navigation').getByRole('link', { name: 'Pedidos' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Buscar' }).fill(number);
  await staff.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/pedidos\\?q=${number}$`));
  const grid = staff.getByRole('grid', { name: 'Pedidos' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await accessibleAtBothWidths(staff, 'la lista de pedidos');
  await grid.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  made.orderId = Number(/\/pedidos\/(\d+)$/.exec(staff.url())?.[1]);
  made.orderNumber = number;
  await expect(staff.getByText('Estado: Pendiente de pago')).toBeVisible();
  await accessibleAtBothWidths(staff, 'el detalle de un pedido');

  // Confirmar pago: the amount is the total as the page shows it (L 1,234.50).
  const total = await valueOf(staff.getByRole('region', { name: 'Totales' }), 'Total').innerText();
  await act(staff, 'Confirmar pago', 'Confirmar pago', {
    'Referencia del depósito': 'BAC-778899',
    'Monto recibido': total,
  });
  await expect(staff.getByText('Estado: Pagado')).toBeVisible();
  await expect(valueOf(staff.getByRole('region', { name: 'Resumen' }), 'Referencia del pago')).toHaveText(
    'BAC-778899',
  );
  await shopperSees(page, number, email, 'Pagado');
  await expectNewMail();

  await act(staff, 'Enviar', 'Enviar pedido', {
    Transportista: 'Cargo Expreso',
    'Número de guía': 'CE-123456',
  });
  await expect(staff.getByText('Estado: Enviado')).toBeVisible();
  await shopperSees(page, number, email, 'Enviado');
  await expectNewMail();

  await act(staff, 'Marcar entregado', 'Marcar entregado');
  await expect(staff.getByText('Estado: Entregado')).toBeVisible();
  await expect(staff.getByRole('group', { name: 'Acciones del pedido' })).toHaveCount(0);
  await shopperSees(page, number, email, 'Entregado');
  await expectNewMail();
});

test("credito aprueba una solicitud de crédito y 'Contratos' del portal la muestra Vigente", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reachPayment(page, 'credito-bo');
  const checkout = page.getByRole('main');
  await checkout.getByRole('radio', { name: 'Compra con línea de crédito' }).check();
  await checkout.getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Mi cuenta' });
  await login.getByRole('textbox', { name: 'Correo electrónico' }).fill('cliente@ejemplo.hn');
  await login.getByLabel(/^Contraseña/).fill(PASSWORD);
  await login.getByLabel(/^Contraseña/).press('Enter');
  await expect(login).toBeHidden();
  await checkout.getByRole('checkbox', { name: /acepto las condiciones/ }).check();
  await checkout.getByRole('button', { name: 'Solicitar crédito' }).click();
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('pedido'));
  made.creditOrderId = orderId;

  const staff = await staffPage(browser, 'credito@ejemplo.hn');
  await staff.getByRole('navigation').getByRole('link', { name: 'Crédito' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Solicitudes de crédito' })).toBeVisible();
  await staff.goto(`/credito/${String(orderId)}`);
  await expect(staff.getByRole('heading', { level: 1, name: /^Crédito del pedido HN-/ })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Línea de crédito' })).toContainText('Disponible');
  const contract =
    (await staff.getByRole('heading', { level: 3, name: /^CT-/ }).first().innerText()).split(':')[0] ?? '';
  await accessibleAtBothWidths(staff, 'el detalle de una solicitud de crédito');
  await staff.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'Aprobar crédito' });
  await dialog.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText(/^Aprobada por credito@ejemplo\.hn/)).toBeVisible();

  // The shopper (still logged in from the checkout) reads the contract as active.
  await page.goto('/portal/contratos');
  await expect(page.getByRole('main').getByRole('region', { name: `Contrato ${contract}` })).toContainText(
    'Vigente',
  );
});

test('admin encuentra en la auditoría las acciones de pedidos y de crédito; sus pantallas pasan axe', async ({
  browser,
}) => {
  expect(made.orderId, 'el pedido del primer recorrido').toBeTruthy();
  const staff = await staffPage(browser, 'admin@ejemplo.hn');
  await staff.getByRole('navigation').getByRole('link', { name: 'Auditoría' }).click();
  await staff.getByRole('textbox', { name: /^Tipo/ }).fill('order');
  await staff.getByRole('textbox', { name: /^Id$/ }).fill(String(made.orderId));
  await staff.getByRole('button', { name: 'Filtrar' }).click();
  await expect(staff).toHaveURL(new RegExp(`entityType=order&entityId=${String(made.orderId)}`));
  const grid = staff.getByRole('grid', { name: 'Registro de auditoría' });
  for (const action of ['order.confirm-payment', 'order.ship', 'order.deliver']) {
    await expect(grid.getByRole('row').filter({ hasText: action })).toContainText('pedidos@ejemplo.hn');
  }
  await staff.goto(
    `/auditoria?action=credit.approve&entityType=order&entityId=${String(made.creditOrderId)}`,
  );
  await expect(grid.getByRole('row').filter({ hasText: 'credit.approve' })).toContainText(
    'credito@ejemplo.hn',
  );
  await accessibleAtBothWidths(staff, 'la auditoría');

  // The other admin screens, as they first open.
  for (const [path, heading] of [
    ['/pagos', 'Pagos a revisar'],
    ['/correo', 'Correo'],
    ['/personal', 'Personal'],
  ] as const) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(staff.getByRole('grid')).toBeVisible();
    await accessibleAtBothWidths(staff, heading);
  }
});

test('una sesión de catalogo no puede confirmar un pago: ni en el menú, ni por la URL, ni en la API', async ({
  browser,
}) => {
  const staff = await staffPage(browser, 'catalogo@ejemplo.hn');
  const nav = staff.getByRole('navigation', { name: 'Secciones del back office' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pedidos' })).toHaveCount(0);
  await staff.goto(`/pedidos/${String(made.orderId ?? 1)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'No tienes permiso' })).toBeVisible();
  const session = await staff.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token ?? '';
  expect(token).not.toBe('');
  const answer = await staff.request.post(
    `${API_URL}/admin/orders/${String(made.orderId ?? 1)}/confirm-payment`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { reference: 'X-1', amount: 1 },
    },
  );
  expect(answer.status()).toBe(403);
});
