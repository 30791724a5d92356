import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import type { LoginRequest, LoginResponse, Purchase } from '@store/contracts';
import {
  API_URL,
  expectAccessibleAtBothWidths,
  reachPayment,
  receiptOrderNumber,
  selectByKeyboard,
} from '../support/checkout.js';
import { SEED_PASSWORD } from '../support/accounts.js';
import { tabTo, withOneProductCart } from '../support/store.js';

/**
 * 'Mi Pedido' and the after-purchase survey (issue 16) against the production build and the
 * real API. A guest places an order by bank transfer in the test, Finalización's 'Seguir mi
 * pedido' opens 'Mi Pedido' with it looked up, the header's 'Mi Pedido' finds it again by
 * number and e-mail typed from the keyboard, and a wrong e-mail finds nothing without saying
 * which half was wrong. Then a delivered order of the demo customer María Hernández
 * (cliente@ejemplo.hn, api/src/seed/credit.ts) is tracked and its survey answered from the
 * keyboard, once: the second answer is refused. Axe at 1280 and 375 px on each state.
 */

const cart = withOneProductCart();

const DEMO_EMAIL = 'cliente@ejemplo.hn';
const NOT_FOUND = 'No encontramos un pedido con ese número y correo';

const main = (page: Page) => page.getByRole('main');
const numberField = (page: Page) => main(page).getByRole('textbox', { name: /^Número de pedido/ });
const emailField = (page: Page) => main(page).getByRole('textbox', { name: /^Correo electrónico/ });
const resultHeading = (page: Page, number: string) =>
  main(page).getByRole('heading', { level: 2, name: `Pedido ${number}` });

/** Types into a field reached with Tab (keyboard only: no click, no fill). */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field, 80);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** Presses Shift+Tab until `target` has focus: back up to a field above the focused result. */
async function shiftTabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`El foco no llegó al elemento tras ${String(maxTabs)} pulsaciones de Mayús+Tab`);
}

/** The numbers of the demo customer's delivered orders, newest first (read through the API). */
async function deliveredOrderNumbers(page: Page): Promise<string[]> {
  const login: LoginRequest = { username: DEMO_EMAIL, password: SEED_PASSWORD, token: 'local-dev:login' };
  const answer = await page.request.post(`${API_URL}/users/login`, { data: login });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as LoginResponse;
  const list = await page.request.get(`${API_URL}/customers/get-compras/${String(session.id)}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(list.ok()).toBe(true);
  const purchases = (await list.json()) as Purchase[];
  const delivered = purchases.filter((purchase) => purchase.status === 'delivered').map((p) => p.number);
  expect(delivered.length).toBeGreaterThanOrEqual(2);
  return delivered;
}

/** A 1-to-5 rating (MUI's radio group) set with the arrow keys from where Tab lands in it. */
async function rateByKeyboard(page: Page, question: Locator, stars: number): Promise<void> {
  const target = question.getByRole('radio', {
    name: stars === 1 ? '1 estrella' : `${String(stars)} estrellas`,
  });
  await tabTo(page, question.getByRole('radio', { checked: true }), 80);
  for (let presses = 0; presses < 7 && !(await target.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeChecked();
}

/** The survey's required questions answered and sent, keyboard only. */
async function answerSurveyByKeyboard(page: Page): Promise<void> {
  const form = main(page).getByRole('form', { name: 'Preguntas de la encuesta' });
  await expect(form).toBeVisible();
  await rateByKeyboard(
    page,
    form.getByRole('group', { name: /^¿Qué tan satisfecho estás con tu compra\?/ }),
    5,
  );
  await rateByKeyboard(page, form.getByRole('group', { name: /^¿Cómo calificas el tiempo de entrega/ }), 4);
  await selectByKeyboard(page, form.getByRole('combobox', { name: /^¿Nos recomendarías/ }), 'Sí');
  await typeInto(
    page,
    form.getByRole('textbox', { name: /^¿Qué podemos mejorar\?/ }),
    'Más tiendas en occidente.',
  );
  await tabTo(page, form.getByRole('button', { name: 'Enviar respuestas' }), 20);
  await page.keyboard.press('Enter');
}

test("'Mi Pedido': el pedido recién hecho se sigue desde Finalización y por número y correo con el teclado; un correo equivocado no encuentra nada", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const contact = await reachPayment(page, 'mipedido');
  const email = contact['Correo electrónico'];
  await main(page).getByRole('radio', { name: 'Transferencia o depósito bancario' }).check();
  await main(page).getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL(/\/checkout\/finalizacion\?pedido=\d+$/);
  const number = await receiptOrderNumber(page);

  // Finalización's link opens 'Mi Pedido' filled in, and looked up.
  await main(page).getByRole('link', { name: 'Seguir mi pedido' }).click();
  await expect(page).toHaveURL(/\/estado-orden\?pedido=HN-[2-9A-Z-]+&correo=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Pedido' })).toBeVisible();
  await expect(resultHeading(page, number)).toBeVisible();
  await expect(numberField(page)).toHaveValue(number);
  await expect(emailField(page)).toHaveValue(email.toLowerCase());
  const timeline = main(page).getByRole('list', { name: 'Seguimiento' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Pendiente de pago');
  await expect(timeline.getByRole('listitem').last()).toContainText('Entregado');
  await expect(main(page).getByRole('region', { name: 'Productos' })).toContainText(cart().productName);
  await expect(main(page).getByRole('region', { name: 'Entrega' })).toContainText('Colonia Palmira, casa 12');
  await expect(main(page).getByRole('region', { name: 'Forma de pago' })).toContainText(
    'Transferencia bancaria',
  );
  // Not delivered yet: no survey here.
  await expect(main(page).getByRole('link', { name: 'Responder la encuesta' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "'Mi Pedido' con un pedido encontrado");

  // From the header, keyboard only: the number typed as a shopper may (lower case, no dashes).
  await page.goto('/');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Mi Pedido' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/estado-orden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Pedido' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'Mi Pedido' vacío");
  await typeInto(page, numberField(page), number.toLowerCase().replace(/-/g, ''));
  await typeInto(page, emailField(page), email);
  await page.keyboard.press('Enter');
  await expect(resultHeading(page, number)).toBeFocused();

  // A wrong e-mail: one message, nothing said about which half was wrong, what was typed kept.
  // (The focus is on the result, below the form: back up to the e-mail.)
  await shiftTabTo(page, emailField(page));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('otra.persona@ejemplo.hn');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(resultHeading(page, number)).toHaveCount(0);
  await expect(numberField(page)).toHaveValue(number.toLowerCase().replace(/-/g, ''));
  await expect(emailField(page)).toHaveValue('otra.persona@ejemplo.hn');
  await expectAccessibleAtBothWidths(page, "'Mi Pedido' sin resultado");
});

test('la encuesta de un pedido entregado se responde una vez, con el teclado, desde Mi Pedido', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A retry of this test (same database) takes the next delivered order: the first one answered.
  const delivered = await deliveredOrderNumbers(page);
  const number = delivered[test.info().retry] ?? delivered[0] ?? '';

  await page.goto('/estado-orden');
  await typeInto(page, numberField(page), number);
  await typeInto(page, emailField(page), DEMO_EMAIL);
  await page.keyboard.press('Enter');
  await expect(resultHeading(page, number)).toBeFocused();
  const timeline = main(page).getByRole('list', { name: 'Seguimiento' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Entregado');
  const offer = main(page).getByRole('region', { name: '¿Cómo te fue con tu compra?' });
  await expect(offer).toBeVisible();
  await expectAccessibleAtBothWidths(page, "'Mi Pedido' de un pedido entregado");

  await tabTo(page, offer.getByRole('link', { name: 'Responder la encuesta' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/encuesta/${number}\\?correo=cliente%40ejemplo\\.hn$`));
  const surveyUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuesta de satisfacción de tu compra' }),
  ).toBeVisible();
  await expect(main(page).getByText(`Pedido ${number}`, { exact: true })).toBeVisible();
  await expect(
    main(page).getByRole('textbox', { name: /^Correo electrónico usado en la compra/ }),
  ).toHaveValue(DEMO_EMAIL);
  await expectAccessibleAtBothWidths(page, 'la encuesta');

  // The rules first: sent empty, the required questions say so and nothing leaves.
  const responses: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/survey\/\d+\/response$/.test(request.url()))
      responses.push(request.url());
  });
  await tabTo(page, main(page).getByRole('button', { name: 'Enviar respuestas' }), 80);
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Esta pregunta es obligatoria')).toHaveCount(3);
  expect(responses).toHaveLength(0);
  await expectAccessibleAtBothWidths(page, 'la encuesta con sus mensajes');

  // Answered from the top of a fresh page, keyboard only.
  await page.goto(surveyUrl);
  await answerSurveyByKeyboard(page);
  const thanks = main(page).getByRole('heading', {
    level: 2,
    name: '¡Gracias por responder nuestra encuesta!',
  });
  await expect(thanks).toBeFocused();
  expect(responses).toHaveLength(1);
  await expectAccessibleAtBothWidths(page, 'la encuesta respondida');

  // Once per order: the same survey again is refused, in the server's words.
  await page.goto(surveyUrl);
  await answerSurveyByKeyboard(page);
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Ya respondiste esta encuesta para este pedido' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0);
  expect(responses).toHaveLength(2);
});
