import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { SEED_PASSWORD } from '../support/accounts.js';
import { factValue, STAFF_SESSION_KEY, staffPageAccessible, staffSessions } from '../support/back-office.js';
import { API_URL, outboxFor, reachPayment, receiptOrderNumber } from '../support/checkout.js';
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

/** What the journeys leave for the later ones. */
const made: { orderId?: number; orderNumber?: string; creditOrderId?: number } = {};

const sessions = staffSessions();

test.afterAll(() => sessions.close());

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
  const staff = await sessions.page(browser, 'pedidos@ejemplo.hn', true);
  await staff.getByRole('navigation').getByRole('link', { name: 'Pedidos' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Buscar' }).fill(number);
  await staff.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/pedidos\\?q=${number}$`));
  const grid = staff.getByRole('grid', { name: 'Pedidos' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await staffPageAccessible(staff, 'la lista de pedidos');
  await grid.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  made.orderId = Number(/\/pedidos\/(\d+)$/.exec(staff.url())?.[1]);
  made.orderNumber = number;
  await expect(staff.getByText('Estado: Pendiente de pago')).toBeVisible();
  await staffPageAccessible(staff, 'el detalle de un pedido');

  // Confirmar pago: the amount is the total as the page shows it (L 1,234.50).
  const total = await factValue(staff.getByRole('region', { name: 'Totales' }), 'Total').innerText();
  await act(staff, 'Confirmar pago', 'Confirmar pago', {
    'Referencia del depósito': 'BAC-778899',
    'Monto recibido': total,
  });
  await expect(staff.getByText('Estado: Pagado')).toBeVisible();
  await expect(factValue(staff.getByRole('region', { name: 'Resumen' }), 'Referencia del pago')).toHaveText(
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
  await login.getByLabel(/^Contraseña/).fill(SEED_PASSWORD);
  await login.getByLabel(/^Contraseña/).press('Enter');
  await expect(login).toBeHidden();
  await checkout.getByRole('checkbox', { name: /acepto las condiciones/ }).check();
  await checkout.getByRole('button', { name: 'Solicitar crédito' }).click();
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('pedido'));
  made.creditOrderId = orderId;

  const staff = await sessions.page(browser, 'credito@ejemplo.hn');
  await staff.getByRole('navigation').getByRole('link', { name: 'Crédito' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Solicitudes de crédito' })).toBeVisible();
  await staff.goto(`/credito/${String(orderId)}`);
  await expect(staff.getByRole('heading', { level: 1, name: /^Crédito del pedido HN-/ })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Línea de crédito' })).toContainText('Disponible');
  const contract =
    (await staff.getByRole('heading', { level: 3, name: /^CT-/ }).first().innerText()).split(':')[0] ?? '';
  await staffPageAccessible(staff, 'el detalle de una solicitud de crédito');
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
  const staff = await sessions.page(browser, 'admin@ejemplo.hn');
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
  await staffPageAccessible(staff, 'la auditoría');

  // The other admin screens, as they first open.
  for (const [path, heading] of [
    ['/pagos', 'Pagos a revisar'],
    ['/correo', 'Correo'],
    ['/personal', 'Personal'],
  ] as const) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(staff.getByRole('grid')).toBeVisible();
    await staffPageAccessible(staff, heading);
  }
});

test('una sesión de catalogo no puede confirmar un pago: ni en el menú, ni por la URL, ni en la API', async ({
  browser,
}) => {
  const staff = await sessions.page(browser, 'catalogo@ejemplo.hn');
  const nav = staff.getByRole('navigation', { name: 'Secciones del back office' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pedidos' })).toHaveCount(0);
  await staff.goto(`/pedidos/${String(made.orderId ?? 1)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'No tienes permiso' })).toBeVisible();
  const session = await staff.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_KEY);
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
