import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AdminReviewPage,
  LoginResponse,
  ProductPage,
  ReviewInput,
  StaffLoginResponse,
} from '@store/contracts';
import { signUpFresh } from '../support/accounts.js';
import {
  factValue,
  fillStaffLogin,
  staffContext,
  staffPageAccessible,
  staffSessions,
  STAFF_DEMO_PASSWORD,
} from '../support/back-office.js';
import { API_URL, outboxFor } from '../support/checkout.js';
import { blockThirdParties } from '../support/store.js';
import { test } from '../support/test.js';

/**
 * The back office's support, review, integrator and staff screens (issue 34, "Support" and
 * "Admin") against the production builds and the real API:
 * - a shopper writes to 'Contáctanos'; `soporte` finds the ticket, replies (it becomes 'En
 *   proceso' and the reply reaches the shopper's mailbox) and marks it 'Resuelto';
 * - `catalogo` hides a review with a reason and the product page no longer shows it, then shows it;
 * - `admin` creates an integrator (its secret shown once, and working), rotates the secret and
 *   disables it; invites a staff member, whose first login is sent to 'Cambiar contraseña' and,
 *   once changed, reaches the home page.
 * axe at 1280 and 768 px on each of those screens. One login per staff member for the file.
 */

test.describe.configure({ mode: 'serial' });

const sessions = staffSessions();
test.afterAll(() => sessions.close());

const unique = () => `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;

test('un cliente escribe a Contáctanos; soporte responde, el ticket pasa a En proceso, la respuesta llega a su correo y lo marca Resuelto', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await blockThirdParties(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `soporte-bo.${unique()}@ejemplo.hn`;
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  await field('Nombre').fill('Carlos Reyes');
  await field('Correo electrónico').fill(email);
  await field('Teléfono').fill('9876-5432');
  await field('Asunto').fill('Garantía de una laptop');
  await field('Mensaje').fill('La batería de mi laptop dura muy poco, ¿la cubre la garantía?');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  const shown = main.getByText(/^CT-\d{6}$/);
  await expect(shown).toBeVisible();
  const ticket = (await shown.innerText()).trim();

  // The list, filtered through the URL (filters live there), then the ticket.
  const staff = await sessions.page(browser, 'soporte@ejemplo.hn');
  await staff.goto(`/soporte?q=${ticket}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
  const grid = staff.getByRole('grid', { name: 'Tickets' });
  await expect(grid.getByRole('row').filter({ hasText: ticket })).toContainText('Nuevo');
  await staffPageAccessible(staff, 'la lista de tickets');
  await grid.getByRole('link', { name: ticket }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Ticket ${ticket}` })).toBeVisible();
  await expect(staff.getByText(/· Nuevo$/)).toBeVisible();
  await staffPageAccessible(staff, 'un ticket');

  const reply = `Hola Carlos: la garantía cubre la batería el primer año (${unique()}).`;
  const form = staff.getByRole('form', { name: `Responder ${ticket}` });
  await form.getByRole('textbox', { name: /^Respuesta/ }).fill(reply);
  await form.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(staff.getByText(`Respuesta enviada a ${email}`)).toBeVisible();
  await expect(staff.getByText(/· En proceso$/)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Respuestas enviadas' })).toContainText(reply);
  await expect
    .poll(async () => (await outboxFor(page, email)).some((mail) => mail.body.includes(reply)), {
      message: `la respuesta en el correo de ${email}`,
    })
    .toBe(true);

  await staff
    .getByRole('group', { name: 'Estado del ticket' })
    .getByRole('button', { name: 'Marcar Resuelto' })
    .click();
  await expect(staff.getByText(/· Resuelto$/)).toBeVisible();

  await staff.goto('/soporte/encuestas');
  await expect(staff.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  await expect(staff.getByRole('grid')).toBeVisible();
  await staffPageAccessible(staff, 'las respuestas de encuestas');
});

/** A product that has no review yet, so its page's list shows exactly the one this test writes. */
async function productWithoutReviews(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/admin/auth/login`, {
    data: { email: 'catalogo@ejemplo.hn', password: STAFF_DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as StaffLoginResponse;
  const answer = await request.get(`${API_URL}/product/search-result`, {
    params: { sort: 'name', 'per-page': 50 },
  });
  expect(answer.ok()).toBe(true);
  for (const product of ((await answer.json()) as ProductPage).items) {
    const reviews = await request.get(`${API_URL}/admin/reviews`, {
      params: { productId: product.id, 'per-page': 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    if (((await reviews.json()) as AdminReviewPage)._meta.totalCount === 0) return product;
  }
  throw new Error('No hay un producto sin reseñas en los datos de prueba');
}

/** The product page's reviews, once their lazy section loaded. */
async function productReviews(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  const section = page.getByRole('region', { name: 'Opiniones de clientes' });
  await page.getByRole('heading', { level: 2, name: 'Opiniones de clientes' }).scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

test('catalogo oculta una reseña con un motivo y la página del producto deja de mostrarla; luego la muestra', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await productWithoutReviews(page.request);
  const account = await signUpFresh(page, 'resena-bo');
  const login = await page.request.post(`${API_URL}/users/login`, {
    data: { username: account.email, password: account.password, token: 'local-dev:login' },
  });
  const { token } = (await login.json()) as LoginResponse;
  const comment = `Buena, pero la entrega tardó (${unique()})`;
  const review: ReviewInput = { product_id: product.id, user_comment: comment, assigned_stars: 3 };
  const saved = await page.request.post(`${API_URL}/product/save-product-review`, {
    data: review,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await expect((await productReviews(page, product.slug)).getByText(comment)).toBeVisible();

  const staff = await sessions.page(browser, 'catalogo@ejemplo.hn');
  await staff.goto(`/resenas?q=${encodeURIComponent(comment)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Reseñas' })).toBeVisible();
  const grid = staff.getByRole('grid', { name: 'Reseñas' });
  await expect(grid.getByText(comment)).toBeVisible();
  await staffPageAccessible(staff, 'las reseñas');

  await grid.getByRole('button', { name: /^Ocultar la reseña de / }).click();
  const hide = staff.getByRole('dialog', { name: 'Ocultar reseña' });
  await hide.getByRole('textbox', { name: /^Motivo/ }).fill('Habla de la entrega, no del producto');
  await hide.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(staff.getByText('Reseña oculta: ya no se ve en la tienda')).toBeVisible();
  await expect(hide).toBeHidden();
  // Its only review hidden, the product has none to show.
  const hidden = await productReviews(page, product.slug);
  await expect(hidden.getByText('Este producto aún no tiene opiniones.', { exact: false })).toBeVisible();
  await expect(hidden.getByText(comment)).toHaveCount(0);

  await grid.getByRole('button', { name: /^Mostrar la reseña de / }).click();
  const show = staff.getByRole('dialog', { name: 'Mostrar reseña' });
  await show.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(staff.getByText('Reseña visible de nuevo en la tienda')).toBeVisible();
  await expect((await productReviews(page, product.slug)).getByText(comment)).toBeVisible();
});

test('admin crea un integrador (su clave se ve una vez y sirve), rota la clave y lo desactiva', async ({
  browser,
}) => {
  const staff = await sessions.page(browser, 'admin@ejemplo.hn');
  await staff.goto('/integradores');
  await expect(staff.getByRole('heading', { level: 1, name: 'Integradores' })).toBeVisible();
  await staffPageAccessible(staff, 'los integradores');

  const id = unique();
  const key = `e2e-${id}`;
  const name = `Accesorios E2E ${id}`;
  await staff.getByRole('button', { name: 'Nuevo integrador' }).click();
  const form = staff.getByRole('dialog', { name: 'Nuevo integrador' });
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await form.getByRole('textbox', { name: /^Clave pública/ }).fill(key);
  await form.getByRole('textbox', { name: /^Orígenes permitidos/ }).fill('https://accesorios.ejemplo.hn');
  await staffPageAccessible(staff, 'el formulario de nuevo integrador');
  await form.getByRole('button', { name: 'Crear integrador' }).click();

  const created = staff.getByRole('dialog', { name: `Clave secreta de ${name}` });
  const secret = (await factValue(created, 'Clave secreta').innerText()).trim();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The secret works at once: the integrator's server makes a cart with it.
  const inStock = await staff.request.get(`${API_URL}/product/search-result`, {
    params: { 'filter[inStock]': 1, sort: 'name', page: 6, 'per-page': 1 },
  });
  const [product] = ((await inStock.json()) as ProductPage).items;
  expect(product, 'un producto en existencia').toBeDefined();
  const cart = await staff.request.post(`${API_URL}/embed/carts`, {
    headers: { authorization: `Bearer ${secret}` },
    data: { lines: [{ productId: product?.id, qty: 1 }] },
  });
  expect(cart.status(), await cart.text()).toBe(201);
  await created.getByRole('button', { name: 'Ya la entregué' }).click();
  await expect(created).toBeHidden();
  await expect(staff.getByText(secret)).toHaveCount(0);

  const actions = staff.getByRole('group', { name: `Acciones de ${name}` });
  await actions.getByRole('button', { name: 'Rotar clave' }).click();
  await staff
    .getByRole('dialog', { name: 'Rotar la clave secreta' })
    .getByRole('button', { name: 'Rotar clave' })
    .click();
  const rotated = staff.getByRole('dialog', { name: `Nueva clave secreta de ${name}` });
  await expect(rotated).toContainText('la anterior ya no funciona');
  const newSecret = (await factValue(rotated, 'Clave secreta').innerText()).trim();
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Ya la entregué' }).click();
  await expect(rotated).toBeHidden();

  await actions.getByRole('button', { name: 'Desactivar' }).click();
  await staff
    .getByRole('dialog', { name: 'Desactivar integrador' })
    .getByRole('button', { name: 'Desactivar', exact: true })
    .click();
  await expect(staff.getByRole('row').filter({ hasText: key })).toContainText('Desactivado desde');
  await expect(actions.getByRole('button', { name: 'Activar' })).toBeVisible();
});

test('admin invita a un miembro del personal; su primer ingreso lo lleva a Cambiar contraseña y después al inicio', async ({
  browser,
}) => {
  const staff = await sessions.page(browser, 'admin@ejemplo.hn');
  await staff.goto('/personal');
  await expect(staff.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  const email = `nuevo.${unique()}@ejemplo.hn`;
  await staff.getByRole('button', { name: 'Invitar', exact: true }).click();
  const invite = staff.getByRole('dialog', { name: 'Invitar a un miembro del personal' });
  await invite.getByRole('textbox', { name: /^Correo/ }).fill(email);
  await invite.getByRole('textbox', { name: /^Nombre/ }).fill('Marta Soporte');
  await invite.getByRole('checkbox', { name: /^soporte:/ }).check();
  await invite.getByRole('button', { name: 'Invitar', exact: true }).click();
  const issued = staff.getByRole('dialog', { name: `Datos de acceso de ${email}` });
  const oneTime = (await factValue(issued, 'Contraseña de un solo uso').innerText()).trim();
  expect(oneTime).not.toBe('');
  await issued.getByRole('button', { name: 'Ya los entregué' }).click();
  await expect(issued).toBeHidden();
  await expect(staff.getByText(oneTime)).toHaveCount(0);

  // The new member, in their own browser.
  const context = await staffContext(browser);
  try {
    const member = await context.newPage();
    await member.goto('/login');
    await fillStaffLogin(member, email, oneTime);
    await expect(member).toHaveURL(/\/cambiar-contrasena$/);
    await expect(member.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
    await staffPageAccessible(member, 'cambiar contraseña');
    const form = member.getByRole('form', { name: 'Cambiar contraseña' });
    const chosen = `Soporte-${unique()}`;
    await form.getByLabel(/^Contraseña actual/).fill(oneTime);
    await form.getByLabel(/^Contraseña nueva/).fill(chosen);
    await form.getByLabel(/^Repite la contraseña nueva/).fill(chosen);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Hola, Marta Soporte' })).toBeVisible();
    await expect(member.getByRole('navigation').getByRole('link', { name: 'Soporte' })).toBeVisible();
  } finally {
    await context.close();
  }
});
