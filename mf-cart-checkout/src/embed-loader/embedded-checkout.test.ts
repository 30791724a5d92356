import { EMBED_MESSAGES } from '@store/contracts';
import type { TiendaCheckoutOptions } from './loader-options';
import { rememberScriptApiUrl } from './loader-options';
import { mount } from './embedded-checkout';
import {
  API_URL,
  FRAME_ORIGIN,
  FRAME_URL,
  answerSession,
  findFrame,
  fromFrame,
  inside,
  load,
  postsTo,
  sessionOk,
} from './testing/fake-api';

const LINES = [{ productId: 12, qty: 1 }];
const TOTALS = { currency: 'HNL' as const, subtotal: 1000, shipping: 150, discount: 0, total: 1150 };

let page: HTMLElement;
let element: HTMLElement;

beforeEach(() => {
  page = document.createElement('main');
  element = document.createElement('div');
  page.append(element);
  document.body.append(page);
});

afterEach(() => {
  jest.restoreAllMocks();
  rememberScriptApiUrl(null);
  document.body.replaceChildren();
});

const options = (more: Partial<TiendaCheckoutOptions> = {}): TiendaCheckoutOptions => ({
  integrator: 'demo',
  apiUrl: API_URL,
  lines: LINES,
  ...more,
});

/** Listens on the page for one tienda:* event type and keeps every detail. */
function eventsOn(type: string): unknown[] {
  const details: unknown[] = [];
  page.addEventListener(type, (event) => details.push((event as CustomEvent).detail));
  return details;
}

describe('the session', () => {
  test('asks the API with a simple GET (no cookies, no custom headers) while showing the loading status', async () => {
    const fetch = sessionOk();
    mount(element, options({ integrator: 'demo tienda' }));

    expect(inside(element).getByRole('status')).toHaveTextContent('Cargando el checkout…');
    expect(fetch).toHaveBeenCalledWith(
      `${API_URL}/embed/session?integrator=demo%20tienda`,
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(fetch.mock.calls[0]![1]).not.toHaveProperty('headers');
    await findFrame(element);
  });

  test("a refused origin shows the API's Spanish message and reports it to the callback and as an event", async () => {
    const refusal = 'Este sitio no está autorizado (mensaje de la API)';
    answerSession(403, { code: 'origin-not-allowed', message: refusal });
    const onError = jest.fn();
    const events = eventsOn('tienda:error');

    mount(element, options({ onError }));

    expect(await inside(element).findByRole('alert')).toHaveTextContent(refusal);
    expect(inside(element).queryByRole('status')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith({ code: 'origin-not-allowed', message: refusal });
    expect(events).toEqual([{ code: 'origin-not-allowed', message: refusal }]);
    expect(element.shadowRoot!.querySelector('iframe')).toBeNull();
  });

  test('an unknown integrator is told by the status when the API uses another code, with its message', async () => {
    answerSession(404, { code: 'NOT_FOUND', message: 'La clave de integrador no existe.' });
    const onError = jest.fn();

    mount(element, options({ integrator: 'nadie', onError }));

    expect(await inside(element).findByRole('alert')).toHaveTextContent('La clave de integrador no existe.');
    expect(onError).toHaveBeenCalledWith({
      code: 'unknown-integrator',
      message: 'La clave de integrador no existe.',
    });
  });

  test('no network is the `network` error with its Spanish message', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const onError = jest.fn();

    mount(element, options({ onError }));

    expect(await inside(element).findByRole('alert')).toHaveTextContent(EMBED_MESSAGES.network);
    expect(onError).toHaveBeenCalledWith({ code: 'network', message: EMBED_MESSAGES.network });
  });

  test('an allowed page gets the iframe of the session, named, full width, 640 px tall until the frame says', async () => {
    sessionOk();
    mount(element, options());

    const frame = await findFrame(element);
    expect(frame.src).toBe(FRAME_URL);
    expect(frame.getAttribute('allow')).toBe('payment');
    expect(frame).not.toHaveAttribute('sandbox');
    expect(frame.style.height).toBe('640px');
    expect(frame.parentNode?.getRootNode()).toBe(element.shadowRoot);
  });

  test('the apiUrl defaults to the data-api-url of the loader’s script tag', async () => {
    const script = document.createElement('script');
    script.dataset.apiUrl = 'https://api.tienda.example/';
    rememberScriptApiUrl(script);
    const fetch = sessionOk();

    mount(element, { integrator: 'demo', lines: LINES });

    expect(fetch.mock.calls[0]![0]).toBe('https://api.tienda.example/embed/session?integrator=demo');
    await findFrame(element);
  });
});

describe('options are checked at mount', () => {
  test.each([
    ['both lines and cartToken', { cartToken: 'abcdefghijklmnopqrstuvwx' }, /uno de los dos/],
    [
      'too many units',
      { lines: [{ productId: 12, qty: 11 }] },
      /«lines\[0\]»\.qty debe ser un entero de 1 a 10/,
    ],
    ['a colour by name', { appearance: { colorPrimary: 'red' } }, /colorPrimary/],
    ['a callback that is not a function', { onComplete: 'no' }, /«onComplete» debe ser una función/],
    ['a misspelt callback', { oncomplete: () => undefined }, /La opción «oncomplete» no existe/],
    ['an apiUrl that is not http(s)', { apiUrl: 'ftp://api.tienda.hn' }, /apiUrl/],
  ])('%s throws a Spanish TypeError before anything is shown', (_case, wrong, message) => {
    const fetch = sessionOk();
    const attempt = () => mount(element, { ...options(), ...wrong } as TiendaCheckoutOptions);
    expect(attempt).toThrow(TypeError);
    expect(attempt).toThrow(message);
    expect(fetch).not.toHaveBeenCalled();
    expect(element.shadowRoot).toBeNull();
  });

  test('without apiUrl nor data-api-url it says what is missing', () => {
    expect(() => mount(element, { integrator: 'demo', lines: LINES })).toThrow(/Falta apiUrl/);
  });

  test('without an element it says what to pass', () => {
    expect(() => mount(null as unknown as HTMLElement, options())).toThrow(
      /necesita un elemento de la página/,
    );
  });

  test('one element holds one checkout at a time', async () => {
    sessionOk();
    const first = mount(element, options());
    expect(() => mount(element, options())).toThrow(/ya tiene un checkout/);
    first.destroy();
    mount(element, options());
    await findFrame(element);
  });
});

describe('messages with the frame', () => {
  async function mounted(more: Partial<TiendaCheckoutOptions> = {}) {
    sessionOk();
    const checkout = mount(element, options(more));
    const frame = await findFrame(element);
    const post = postsTo(frame);
    return { checkout, frame, post };
  }

  test('init goes to the frame’s exact origin at every load (the card round trip reloads it)', async () => {
    const { frame, post } = await mounted({ appearance: { colorPrimary: '#0a7' }, onReady: jest.fn() });
    expect(post).not.toHaveBeenCalled();

    load(frame);
    load(frame);

    const init = {
      source: 'tienda-checkout',
      v: 1,
      type: 'init',
      options: { lines: LINES, appearance: { colorPrimary: '#0a7' } },
    };
    expect(post.mock.calls).toEqual([
      [init, FRAME_ORIGIN],
      [init, FRAME_ORIGIN],
    ]);
  });

  test('ready, change, complete, error and cancel reach the callbacks and the DOM events', async () => {
    const callbacks = {
      onReady: jest.fn(),
      onChange: jest.fn(),
      onComplete: jest.fn(),
      onError: jest.fn(),
      onCancel: jest.fn(),
    };
    const { frame } = await mounted(callbacks);
    const events = ['ready', 'change', 'complete', 'error', 'cancel'].map((type) =>
      eventsOn(`tienda:${type}`),
    );

    fromFrame(frame, { type: 'ready' });
    expect(inside(element).queryByRole('status')).not.toBeInTheDocument();
    fromFrame(frame, { type: 'change', step: 'payment' });
    fromFrame(frame, { type: 'complete', orderNumber: 'TN-000123', paymentMethod: 'card', totals: TOTALS });
    fromFrame(frame, { type: 'error', code: 'payment-declined', message: 'La tarjeta fue rechazada' });
    fromFrame(frame, { type: 'cancel' });

    expect(callbacks.onReady).toHaveBeenCalledWith({});
    expect(callbacks.onChange).toHaveBeenCalledWith({ step: 'payment' });
    const complete = { orderNumber: 'TN-000123', paymentMethod: 'card', totals: TOTALS };
    expect(callbacks.onComplete).toHaveBeenCalledWith(complete);
    expect(callbacks.onError).toHaveBeenCalledWith({
      code: 'payment-declined',
      message: 'La tarjeta fue rechazada',
    });
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      [{}],
      [{ step: 'payment' }],
      [complete],
      [{ code: 'payment-declined', message: 'La tarjeta fue rechazada' }],
      [{}],
    ]);
  });

  test('the DOM events bubble out of the element and cross shadow roots', async () => {
    const { frame } = await mounted();
    let seen: Event | undefined;
    page.addEventListener('tienda:ready', (event) => (seen = event));

    fromFrame(frame, { type: 'ready' });

    expect(seen).toMatchObject({ bubbles: true, composed: true, target: element });
  });

  test('messages from another origin, another window or not of the protocol are ignored', async () => {
    const onComplete = jest.fn();
    const onReady = jest.fn();
    const { frame } = await mounted({ onComplete, onReady });
    const complete = { type: 'complete', orderNumber: 'TN-1', paymentMethod: 'card', totals: TOTALS };

    fromFrame(frame, complete, { origin: 'https://evil.example' });
    fromFrame(frame, complete, { source: window });
    fromFrame(frame, { ...complete, totals: { ...TOTALS, currency: 'USD' } });
    fromFrame(frame, { ...complete, v: 2 });
    fromFrame(frame, { ...complete, extra: true });
    fromFrame(frame, { type: 'ready', source: 'otro-widget' });
    fromFrame(frame, { type: 'resize', height: -1 });

    expect(onComplete).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('640px');
  });

  test('resize sets the iframe’s height', async () => {
    const { frame } = await mounted();
    fromFrame(frame, { type: 'resize', height: 912 });
    expect(frame.style.height).toBe('912px');
  });

  test('update merges with the current options and posts them once the frame has its options', async () => {
    const { checkout, frame, post } = await mounted({
      appearance: { colorPrimary: '#0a7', borderRadius: 8 },
    });
    checkout.update({ appearance: { colorPrimary: '#c00' } });
    expect(post).not.toHaveBeenCalled();

    load(frame);
    checkout.update({ lines: [{ productId: 7, qty: 2 }] });
    checkout.update({ cartToken: 'tok_abcdefghijklmnop' });

    const sent = post.mock.calls.map(([message]) => message as { type: string; options: unknown });
    expect(sent.map((message) => message.type)).toEqual(['init', 'update', 'update']);
    expect(sent[0]!.options).toEqual({ lines: LINES, appearance: { colorPrimary: '#c00', borderRadius: 8 } });
    expect(sent[1]!.options).toEqual({
      lines: [{ productId: 7, qty: 2 }],
      appearance: { colorPrimary: '#c00', borderRadius: 8 },
    });
    expect(sent[2]!.options).toEqual({
      cartToken: 'tok_abcdefghijklmnop',
      appearance: { colorPrimary: '#c00', borderRadius: 8 },
    });
  });

  test('an invalid update throws and keeps the previous options', async () => {
    const { checkout, frame, post } = await mounted();
    expect(() =>
      checkout.update({ lines: [{ productId: 1, qty: 1 }], cartToken: 'tok_abcdefghijklmnop' }),
    ).toThrow(TypeError);
    expect(() =>
      checkout.update({
        lines: [
          { productId: 1, qty: 1 },
          { productId: 1, qty: 2 },
        ],
      }),
    ).toThrow(/Cada producto va una sola vez/);
    expect(() => checkout.update({ integrator: 'otro' } as never)).toThrow(
      /update\(\) no cambia «integrator»/,
    );

    load(frame);
    expect(post.mock.calls[0]![0]).toMatchObject({ type: 'init', options: { lines: LINES } });
  });
});

describe('unmount and destroy', () => {
  test('destroy removes the checkout and its listeners; a second call does nothing', async () => {
    sessionOk();
    const onReady = jest.fn();
    const events = eventsOn('tienda:ready');
    element.textContent = 'Contenido propio del sitio';
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const checkout = mount(element, options({ onReady }));
    const frame = await findFrame(element);

    checkout.destroy();
    checkout.destroy();
    fromFrame(frame, { type: 'ready' });

    const listeners = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'message').map(([, fn]) => fn);
    expect(listeners(added)).toHaveLength(1);
    expect(listeners(removed)).toContain(listeners(added)[0]);

    expect(onReady).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(element.shadowRoot!.querySelector('iframe')).toBeNull();
    // The root cannot go; its slot shows the element's own content again.
    expect(element.shadowRoot!.querySelector('slot')).not.toBeNull();
    expect(() => checkout.update({ lines: LINES })).toThrow(/ya se destruyó/);
    expect(() => checkout.mount()).toThrow(/ya se destruyó/);
  });

  test('destroy while the session is on its way shows nothing afterwards', async () => {
    const fetch = sessionOk();
    const checkout = mount(element, options());
    checkout.destroy();
    await fetch.mock.results[0]!.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.shadowRoot!.querySelector('iframe, [role]')).toBeNull();
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });

  test('after unmount the instance mounts again with its options, in a new frame', async () => {
    const fetch = sessionOk();
    const onReady = jest.fn();
    const checkout = mount(element, options({ onReady }));
    const first = await findFrame(element);
    checkout.update({ appearance: { colorText: '#111' } });

    checkout.unmount();
    fromFrame(first, { type: 'ready' });
    expect(onReady).not.toHaveBeenCalled();
    expect(() => checkout.unmount()).not.toThrow();

    checkout.mount();
    const second = await findFrame(element);
    expect(second).not.toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
    const post = postsTo(second);
    load(second);
    expect(post.mock.calls[0]![0]).toMatchObject({
      options: { lines: LINES, appearance: { colorText: '#111' } },
    });
    fromFrame(second, { type: 'ready' });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(() => checkout.mount()).toThrow(/ya está montado/);
  });
});
