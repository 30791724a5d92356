import { TiendaCheckoutElement } from './tienda-checkout-element';
import { waitFor } from '@testing-library/dom';
import {
  API_URL,
  FRAME_ORIGIN,
  findFrame,
  fromFrame,
  inside,
  load,
  postsTo,
  sessionOk,
} from './testing/fake-api';

if (!customElements.get('tienda-checkout')) customElements.define('tienda-checkout', TiendaCheckoutElement);

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

/** The element as an integrator writes it in the page's HTML. */
function place(attributes: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<tienda-checkout ${attributes}></tienda-checkout>`);
  return document.body.lastElementChild as HTMLElement;
}

const DEMO = `integrator="demo" api-url="${API_URL}" lines='[{"productId":12,"qty":1}]'`;

test('reads its attributes: asks for the integrator’s session and sends the lines and appearance to the frame', async () => {
  const fetch = sessionOk();
  const element = place(`${DEMO} appearance='{"colorPrimary":"#0a7"}' locale="es-HN"`);

  const frame = await findFrame(element);
  const post = postsTo(frame);
  load(frame);

  expect(fetch.mock.calls[0]![0]).toBe(`${API_URL}/embed/session?integrator=demo`);
  expect(post).toHaveBeenCalledWith(
    {
      source: 'tienda-checkout',
      v: 1,
      type: 'init',
      options: { lines: [{ productId: 12, qty: 1 }], locale: 'es-HN', appearance: { colorPrimary: '#0a7' } },
    },
    FRAME_ORIGIN,
  );
});

test('dispatches the frame’s events on itself', async () => {
  sessionOk();
  const element = place(DEMO);
  const frame = await findFrame(element);
  const steps: unknown[] = [];
  const completes: unknown[] = [];
  element.addEventListener('tienda:change', (event) => steps.push((event as CustomEvent).detail));
  document.addEventListener('tienda:complete', (event) => completes.push((event as CustomEvent).detail));

  fromFrame(frame, { type: 'change', step: 'shipping' });
  const totals = { currency: 'HNL', subtotal: 500, shipping: 0, discount: 0, total: 500 } as const;
  fromFrame(frame, { type: 'complete', orderNumber: 'TN-9', paymentMethod: 'transfer', totals });

  expect(steps).toEqual([{ step: 'shipping' }]);
  expect(completes).toEqual([{ orderNumber: 'TN-9', paymentMethod: 'transfer', totals }]);
});

test('wrong attributes show the Spanish problem in the element and dispatch tienda:error', async () => {
  const fetch = sessionOk();
  const errors: unknown[] = [];
  document.addEventListener('tienda:error', (event) => errors.push((event as CustomEvent).detail), {
    once: true,
  });

  const element = place(`integrator="demo" api-url="${API_URL}" lines='[{"productId":12,'`);

  const alert = await waitFor(() => inside(element).getByRole('alert'));
  expect(alert).toHaveTextContent(
    'Las opciones del checkout no son válidas: el atributo «lines» no es JSON válido',
  );
  expect(errors).toEqual([{ code: 'invalid-options', message: alert.textContent }]);
  expect(fetch).not.toHaveBeenCalled();
});

test('attributes changed together update the running checkout once; a new integrator starts a new session', async () => {
  const fetch = sessionOk();
  const element = place(DEMO);
  const frame = await findFrame(element);
  const post = postsTo(frame);
  load(frame);

  // Switching from lines to a cart token is two changes; each alone would be invalid.
  element.setAttribute('cart-token', 'tok_abcdefghijklmnop');
  element.removeAttribute('lines');
  await Promise.resolve();

  expect(post.mock.calls.map(([message]): unknown => message)).toEqual([
    expect.objectContaining({ type: 'init' }),
    expect.objectContaining({ type: 'update', options: { cartToken: 'tok_abcdefghijklmnop' } }),
  ]);
  expect(inside(element).queryByRole('alert')).not.toBeInTheDocument();

  element.setAttribute('integrator', 'otra');
  await waitFor(() => expect(inside(element).getByTitle('Checkout de Tienda Tecnología HN')).not.toBe(frame));
  expect(fetch.mock.calls.map(([url]) => url)).toEqual([
    `${API_URL}/embed/session?integrator=demo`,
    `${API_URL}/embed/session?integrator=otra`,
  ]);
});

test('removed from the page, the checkout is destroyed: the frame’s messages no longer dispatch anything', async () => {
  sessionOk();
  const element = place(DEMO);
  const frame = await findFrame(element);
  const ready: unknown[] = [];
  element.addEventListener('tienda:ready', (event) => ready.push(event));

  element.remove();
  await Promise.resolve();
  fromFrame(frame, { type: 'ready' });

  expect(ready).toEqual([]);
  expect(element.shadowRoot!.querySelector('iframe')).toBeNull();
});
