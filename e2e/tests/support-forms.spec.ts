import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { WorkshopOptions } from '@store/contracts';
import { API_URL, expectAccessibleAtBothWidths, outboxFor } from '../support/checkout.js';
import { blockThirdParties, cartButton, firstAct, tabTo } from '../support/store.js';

/**
 * The service forms of issue 16 against the production build and the real API:
 * - 'Servicio Técnico' from the header: brand and city from the workshop's lists
 *   (GET /app-services/...), the ticket (TL-) and the confirmation in the development outbox;
 *   'Error inesperado' with 'Reintentar' when the cities cannot be read;
 * - 'Contáctanos' from the header with the keyboard only, the rules' messages first (focus on the
 *   first field to fix), then the ticket (CT-) and the mail;
 * - 'Ventas corporativas' (HC-) and 'Solicitud de servicio' (ST-) from the footer, once each.
 * axe at 1280 and 375 px on each form, with messages showing and after sending.
 *
 * Every request uses a new e-mail: the API limits the four forms per recipient (5 an hour).
 */

test.beforeEach(async ({ context, page }) => {
  await blockThirdParties(context);
  await page.setViewportSize({ width: 1280, height: 900 });
});

const main = (page: Page) => page.getByRole('main');
const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => main(page).getByRole('combobox', { name, exact: true });
const heading1 = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
const sentHeading = (page: Page) =>
  main(page).getByRole('heading', { level: 2, name: '¡Solicitud enviada!' });

function uniqueEmail(tag: string): string {
  return `${tag}.${String(Date.now())}.${String(Math.floor(Math.random() * 1e6))}@ejemplo.hn`;
}

/** The ticket the success panel shows, checked against the kind's prefix. */
async function shownTicket(page: Page, prefix: 'TL' | 'CT' | 'HC' | 'ST'): Promise<string> {
  await expect(sentHeading(page)).toBeVisible();
  const ticket = main(page).getByText(new RegExp(`^${prefix}-\\d{6}$`));
  await expect(ticket).toBeVisible();
  await expect(main(page).getByText(/^Te contactaremos en un plazo máximo de un día hábil/)).toBeVisible();
  return (await ticket.innerText()).trim();
}

/** The confirmation the API queued for `email` about `ticket` (and only one). */
async function confirmationMail(page: Page, email: string, ticket: string) {
  const mails = (await outboxFor(page, email)).filter((mail) => mail.subject.includes(ticket));
  expect(mails, `correo de confirmación de ${ticket} para ${email}`).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('Sin correo de confirmación');
  expect(mail.subject).toMatch(/^Recibimos tu /);
  expect(mail.body).toContain(`Tu número de ticket es ${ticket}`);
  return mail;
}

async function workshopList(page: Page, list: 'cities' | 'brands'): Promise<WorkshopOptions> {
  const response = await page.request.get(`${API_URL}/app-services/${list}-form-workshop`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WorkshopOptions;
}

/** The option labels of a native select, its placeholder left out. */
async function optionLabels(select: Locator): Promise<string[]> {
  const labels = await select.locator('option').allInnerTexts();
  return labels.slice(1).map((label) => label.trim());
}

test('Servicio Técnico: marca y ciudad de la API, ticket en pantalla y confirmación en el correo', async ({
  page,
}) => {
  const [brands, cities] = await Promise.all([workshopList(page, 'brands'), workshopList(page, 'cities')]);
  const brand = brands.find((option) => option.name === 'HP') ?? brands[0];
  const city = cities.find((option) => option.name === 'Tegucigalpa') ?? cities[0];
  if (!brand || !city) throw new Error('El taller no tiene marcas o ciudades');

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Servicio Técnico' })
    .click();
  await expect(page).toHaveURL(/\/technical-support$/);
  await expect(heading1(page, 'Servicio Técnico')).toBeVisible();
  await expect(page).toHaveTitle('Servicio Técnico | Tienda Tecnología HN');

  // The lists are the API's, in its order.
  await expect(combobox(page, 'Marca')).toBeEnabled();
  await expect(combobox(page, 'Ciudad')).toBeEnabled();
  expect(await optionLabels(combobox(page, 'Marca'))).toEqual(brands.map((option) => option.name));
  expect(await optionLabels(combobox(page, 'Ciudad'))).toEqual(cities.map((option) => option.name));
  await expectAccessibleAtBothWidths(page, 'Servicio Técnico');

  // Nothing is sent while a rule refuses; the messages are at their fields.
  await main(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(textbox(page, 'Nombre')).toBeFocused();
  await expect(main(page).getByText('Campo Requerido', { exact: true }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Servicio Técnico con errores');

  const email = uniqueEmail('taller');
  await textbox(page, 'Nombre').fill('Carlos Reyes');
  await textbox(page, 'Correo electrónico').fill(email);
  await textbox(page, 'Teléfono').fill('9876-5432');
  await combobox(page, 'Medio de contacto preferido (opcional)').selectOption({ label: 'WhatsApp' });
  await combobox(page, 'Marca').selectOption({ label: brand.name });
  await combobox(page, 'Ciudad').selectOption({ label: city.name });
  await textbox(page, 'Tipo de equipo').fill('Laptop');
  await textbox(page, 'Modelo (opcional)').fill('ProBook 450 G10');
  await textbox(page, 'Número de serie (opcional)').fill('5CD1234XYZ');
  await main(page)
    .getByLabel(/^Fecha de compra/)
    .fill('2025-01-15');
  await textbox(page, 'Descripción del problema').fill('No enciende después de una variación de voltaje.');
  await main(page).getByRole('button', { name: 'Enviar solicitud' }).click();

  const ticket = await shownTicket(page, 'TL');
  await expect(sentHeading(page)).toBeFocused();
  await expect(
    main(page).getByText(`Te enviamos la confirmación a ${email}`, { exact: false }),
  ).toBeVisible();
  const mail = await confirmationMail(page, email, ticket);
  expect(mail.body).toContain(`> Marca: ${brand.name}`);
  expect(mail.body).toContain(`> Ciudad: ${city.name}`);
  expect(mail.body).toContain('> Fecha de compra: 2025-01-15');
  expect(mail.body).toContain('> Medio de contacto preferido: whatsapp');
  await expectAccessibleAtBothWidths(page, 'Servicio Técnico enviado');

  // Another request starts from an empty form.
  await main(page).getByRole('button', { name: 'Enviar otra solicitud' }).click();
  await expect(textbox(page, 'Nombre')).toHaveValue('');
});

test('Servicio Técnico: si las ciudades fallan dice «Error inesperado» y se puede reintentar', async ({
  page,
}) => {
  let failCities = true;
  await page.route('**/app-services/cities-form-workshop', (route) =>
    failCities
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          // The API's own CORS answer, so the page reads the failure as the API's.
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: '{"message":"Falla"}',
        })
      : route.fallback(),
  );
  await page.goto('/technical-support');
  await expect(heading1(page, 'Servicio Técnico')).toBeVisible();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Error inesperado');
  await expect(main(page).getByText('Falla', { exact: true })).toHaveCount(0);
  await expect(combobox(page, 'Ciudad')).toBeDisabled();
  await expect(combobox(page, 'Marca')).toBeEnabled();
  await expectAccessibleAtBothWidths(page, 'Servicio Técnico sin ciudades');

  failCities = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(combobox(page, 'Ciudad')).toBeEnabled();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test('Contáctanos solo con el teclado: mensajes de las reglas, ticket y correo de confirmación', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The header's cart is the frame's last remote widget (loaded on the first act): nothing moves
  // in the tab order after it.
  await firstAct(page);
  await expect(cartButton(page)).toBeVisible();
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Contáctanos' }),
    80,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(heading1(page, 'Contáctanos')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Contáctanos');

  // Sent empty from the keyboard: every field says what it needs, focus goes to the first.
  const send = main(page).getByRole('button', { name: 'Enviar mensaje' });
  await tabTo(page, send, 30);
  await page.keyboard.press('Enter');
  await expect(textbox(page, 'Nombre')).toBeFocused();
  await expect(main(page).getByText('Campo Requerido', { exact: true })).toHaveCount(5);

  // A wrong e-mail and a short phone, in the contract's words.
  const email = uniqueEmail('contacto');
  await page.keyboard.type('Carlos Reyes');
  await page.keyboard.press('Tab');
  await expect(textbox(page, 'Correo electrónico')).toBeFocused();
  await page.keyboard.type('carlos@ejemplo');
  await page.keyboard.press('Tab');
  await expect(textbox(page, 'Teléfono')).toBeFocused();
  await page.keyboard.type('987-6543');
  await page.keyboard.press('Tab');
  await expect(main(page).getByText('Correo elentrónico invalido', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Teléfono inválido', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Contáctanos con errores');

  // Fixed, from the keyboard still: back to the e-mail with Shift+Tab.
  await expect(textbox(page, 'Asunto')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(textbox(page, 'Correo electrónico')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('9876-5432');
  await page.keyboard.press('Tab');
  await expect(textbox(page, 'Asunto')).toBeFocused();
  await page.keyboard.type('Cotización de laptops');
  await page.keyboard.press('Tab');
  await expect(textbox(page, 'Mensaje')).toBeFocused();
  await page.keyboard.type('Necesito cotizar 15 laptops para una escuela en Choluteca.');
  await tabTo(page, send, 5);
  await page.keyboard.press('Enter');

  const ticket = await shownTicket(page, 'CT');
  await expect(sentHeading(page)).toBeFocused();
  const mail = await confirmationMail(page, email, ticket);
  expect(mail.body).toContain('> Asunto: Cotización de laptops');
  await expectAccessibleAtBothWidths(page, 'Contáctanos enviado');
});

test('Ventas corporativas desde el pie de página: la empresa pide una propuesta y recibe su ticket', async ({
  page,
}) => {
  await page.goto('/pages/quienes-somos');
  await expect(heading1(page, 'Quiénes somos')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ventas corporativas' }).click();
  await expect(page).toHaveURL(/\/ventas-corporativas$/);
  await expect(heading1(page, 'Ventas corporativas')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Ventas corporativas');

  const email = uniqueEmail('corporativo');
  await textbox(page, 'Empresa').fill('Restaurante El Patio');
  await combobox(page, 'Tipo de negocio').selectOption({ label: 'Restaurante' });
  await textbox(page, 'Ciudad').fill('San Pedro Sula');
  await textbox(page, 'Nombre de contacto').fill('Andrea Castillo');
  await textbox(page, 'Correo electrónico').fill(email);
  await textbox(page, 'Teléfono').fill('2550-1234');
  await textbox(page, 'Mensaje').fill('Buscamos pantallas de señalización digital para tres sucursales.');
  await main(page).getByRole('button', { name: 'Solicitar propuesta' }).click();

  const ticket = await shownTicket(page, 'HC');
  const mail = await confirmationMail(page, email, ticket);
  expect(mail.body).toContain('> Tipo de negocio: restaurante');
  await expectAccessibleAtBothWidths(page, 'Ventas corporativas enviado');
});

test('Solicitud de servicio desde el pie de página: la consulta llega a soporte con su ticket', async ({
  page,
}) => {
  await page.goto('/pages/quienes-somos');
  await expect(heading1(page, 'Quiénes somos')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Solicitud de servicio' }).click();
  await expect(page).toHaveURL(/\/solicitud-de-servicio$/);
  await expect(heading1(page, 'Solicitud de servicio')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Solicitud de servicio');

  const email = uniqueEmail('soporte');
  await textbox(page, 'Nombre').fill('Lucía Paz');
  await textbox(page, 'Correo electrónico').fill(email);
  await textbox(page, 'Teléfono').fill('+504 9988 7766');
  await textbox(page, 'Producto o número de pedido (opcional)').fill('Impresora Epson L3250');
  await textbox(page, 'Asunto').fill('Configuración de impresora');
  await textbox(page, 'Descripción').fill(
    'La impresora multifuncional no aparece en la red Wi-Fi de la oficina.',
  );
  await main(page).getByRole('button', { name: 'Enviar solicitud' }).click();

  const ticket = await shownTicket(page, 'ST');
  const mail = await confirmationMail(page, email, ticket);
  expect(mail.body).toContain('> Asunto: Configuración de impresora');
  await expectAccessibleAtBothWidths(page, 'Solicitud de servicio enviada');
});
