import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { OutboxList, OutboxMessage, Product } from '@store/contracts';
import { expectNoSeriousViolations } from './axe.js';
import { TEST_PORTS } from './ports.js';
import { tabTo } from './store.js';

/** The API the suite starts (its development outbox and catalogue are read directly). */
export const API_URL = `http://localhost:${String(TEST_PORTS.api)}`;

/** A guest's contact data; the e-mail is new on every call (open-order limits count per e-mail). */
export function guestContact(tag: string) {
  return {
    Identidad: '0801-1990-12345',
    Nombre: 'Carla',
    Apellido: 'Mejía',
    'Correo electrónico': `${tag}.${String(Date.now())}@ejemplo.hn`,
    Teléfono: '99887766',
    'Segundo teléfono': '22334455',
  };
}

export type GuestContact = ReturnType<typeof guestContact>;

/** Where a checkout renders: the store's page, or the embedded checkout's frame. */
export type CheckoutScope = Pick<Page, 'getByRole'> | FrameLocator;

const textbox = (page: CheckoutScope, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });

/** 'Datos de contacto' filled with the mouse-free helpers of Playwright (fill, not typing). */
export async function fillContact(page: CheckoutScope, contact: GuestContact): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  for (const [label, value] of Object.entries(contact)) await textbox(page, label).fill(value);
}

/** 'Datos de envío' to Distrito Central. */
export async function fillShipping(page: CheckoutScope): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Datos de envío' })).toBeVisible();
  const department = main.getByRole('combobox', { name: /^Departamento/ });
  await expect(department).toBeEnabled();
  await department.selectOption({ label: 'Francisco Morazán' });
  const municipality = main.getByRole('combobox', { name: /^Municipio/ });
  await expect(municipality).toBeEnabled();
  await municipality.selectOption({ label: 'Distrito Central' });
  await textbox(page, 'Dirección').fill('Colonia Palmira, casa 12');
}

export function paymentHeading(page: CheckoutScope): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2, name: 'Forma de pago' });
}

/** Contact and shipping saved, 'F. Pago' on screen. Returns the contact used. */
export async function reachPayment(page: Page, tag: string): Promise<GuestContact> {
  const contact = guestContact(tag);
  await page.goto('/checkout');
  await fillContact(page, contact);
  await page.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await fillShipping(page);
  await page.getByRole('main').getByRole('button', { name: 'Continuar' }).click();
  await expect(paymentHeading(page)).toBeVisible();
  return contact;
}

/** Focus moves with Tab only, then the option is picked with the arrow keys of a native select. */
export async function selectByKeyboard(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select, 80);
  const labels = await select.locator('option').allInnerTexts();
  const target = labels.findIndex((text) => text.trim() === label);
  if (target < 0) throw new Error(`La opción «${label}» no está en la lista`);
  for (let presses = 0; presses < labels.length; presses += 1) {
    const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
    if (current === target) return;
    await page.keyboard.press(current < target ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select).toHaveValue(/.+/);
}

/**
 * axe at 1280 px and at a narrow width (375 px, a phone, for the store; the back office asks for
 * 768) on the page as it is; the viewport is left at 1280 px.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  where: string,
  narrow: { width: number; height: number } = { width: 375, height: 800 },
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, `${where} a 1280 px`);
  await page.setViewportSize(narrow);
  await expectNoSeriousViolations(page, `${where} a ${String(narrow.width)} px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The mail the store "sent" to `to` (the API's development outbox), newest first. */
export async function outboxFor(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${API_URL}/dev/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as OutboxList;
  return messages;
}

/** A product's stock as the API has it now (`/product/{slug}` paths of the storefront). */
export async function stockOf(page: Page, productPath: string): Promise<number> {
  const slug = productPath.replace(/^\/product\//, '');
  const response = await page.request.get(`${API_URL}/products/slug/${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  const product = (await response.json()) as Product;
  return product.stock;
}

/** The order number Finalización's receipt shows ('Pedido HN-XXXX-XXXX-XXXX'). */
export async function receiptOrderNumber(page: CheckoutScope): Promise<string> {
  const line = await page
    .getByRole('main')
    .getByText(/^Pedido HN-/)
    .first()
    .innerText();
  const number = line.replace('Pedido ', '').trim();
  expect(number).toMatch(/^HN-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  return number;
}
