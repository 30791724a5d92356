import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBED_MESSAGES } from '@store/contracts';
import { STORAGE_KEYS } from '@store/app-kit';
import { buildCartItem } from '../test/builders';
import { CHECKOUT_SESSION_KEY } from '../features/checkout/checkout-session';
import { checkoutApi } from '../features/checkout/checkout-api';
import { checkoutCompleted, contactSaved, selectCheckout } from '../features/checkout/checkout-slice';
import {
  buildCreatedOrder,
  buildDeclinedPaymentResult,
  buildPaymentResult,
  buildShippedOrder,
  buildTransferOrder,
  startCheckoutSession,
  VALID_CONTACT,
} from '../features/checkout/test/order-fixtures';
import { FRAME_TEXT } from './frame-text';
import {
  FRAME_PATH,
  hostMessage,
  LAPTOP,
  LINES,
  productHandlers,
  setUpFrameTests,
} from './test/frame-harness';

const frame = setUpFrameTests();

const HEADING = 'Finaliza tu compra en Tienda Demo de Accesorios';

/** An outlined MUI button's colour: MUI sets it through this custom property. */
function outlinedColour(button: HTMLElement): string {
  return getComputedStyle(button).getPropertyValue('--variant-outlinedColor').trim();
}

async function checkoutShown() {
  return screen.findByRole('heading', { name: 'Datos de contacto' });
}

describe('the checkout frame', () => {
  it('ignores messages from another origin or another window, then answers its host', async () => {
    const fetchMock = frame.mockFetch(productHandlers);
    frame.start();
    const other = document.body.appendChild(document.createElement('iframe'));
    frame.fromHost(hostMessage('init', { lines: LINES }), { origin: 'https://otro-sitio.example' });
    frame.fromHost(hostMessage('init', { lines: LINES }), { source: other.contentWindow });
    other.remove();
    expect(fetchMock.calls).toHaveLength(0);
    // Not even a height report: nothing goes out before the host's own `init` is answered.
    expect(frame.sent()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(FRAME_TEXT.preparing);

    // The very same message from the parent at the host's origin is taken.
    frame.fromHost(hostMessage('init', { lines: LINES }));
    await checkoutShown();
    expect(fetchMock.calls.map((call) => call.url.pathname)).toEqual(['/products/17', '/products/202']);
  });

  it('refuses invalid options with an error posted to the exact host origin, and reads nothing', () => {
    const fetchMock = frame.mockFetch({});
    frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES, cartToken: 'a'.repeat(20) }));
    frame.fromHost(hostMessage('init', { lines: [{ productId: 17, qty: 0 }] }));
    expect(frame.events()).toEqual([
      {
        source: 'tienda-checkout',
        v: 1,
        type: 'error',
        code: 'invalid-options',
        message: `${EMBED_MESSAGES.invalidOptions}: Indica las líneas del carrito («lines») o un «cartToken», uno de los dos`,
      },
      {
        source: 'tienda-checkout',
        v: 1,
        type: 'error',
        code: 'invalid-options',
        message: EMBED_MESSAGES.invalidOptions,
      },
    ]);
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('builds the cart from the host’s lines and shows the real checkout: ready, then the contact step', async () => {
    frame.mockFetch(productHandlers);
    // A cart left on this origin by anything else never joins the host's lines.
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([buildCartItem({ id: 999, name: 'Otro producto' })]),
    );
    const { store } = frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES, locale: 'es-HN' }));
    await checkoutShown();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(
      store.getState().cart.list?.map(({ id, name, qty, price, sum }) => ({ id, name, qty, price, sum })),
    ).toEqual([
      { id: 17, name: 'Laptop HP ProBook 450', qty: 1, price: 18499, sum: 18499 },
      { id: 202, name: 'Mouse Logitech M170', qty: 2, price: 250, sum: 500 },
    ]);
    await waitFor(() =>
      expect(frame.events()).toEqual([
        { source: 'tienda-checkout', v: 1, type: 'ready' },
        { source: 'tienda-checkout', v: 1, type: 'change', step: 'contact' },
      ]),
    );
  });

  it('reports the content’s height once the host’s init is answered', async () => {
    frame.mockFetch(productHandlers);
    Object.defineProperty(document.body, 'scrollHeight', { configurable: true, get: () => 712 });
    try {
      frame.start();
      frame.fromHost(hostMessage('init', { lines: LINES }));
      await checkoutShown();
      expect(frame.sent().filter((message) => message.type === 'resize')).toEqual([
        { source: 'tienda-checkout', v: 1, type: 'resize', height: 712 },
      ]);
    } finally {
      Reflect.deleteProperty(document.body, 'scrollHeight');
    }
  });

  it('posts complete once per placed order (transfer), with its number, method and totals', async () => {
    const placed = buildTransferOrder();
    frame.mockFetch({
      ...productHandlers,
      'POST /orders': () => ({ status: 201, body: buildCreatedOrder() }),
      'GET /orders/123': () => ({ body: placed }),
    });
    const { store } = frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES }));
    await checkoutShown();
    await act(() => store.dispatch(contactSaved(VALID_CONTACT)));
    // What Finalización does once it read the order placed (useCompletion), here twice.
    const ref = { id: 123, accessToken: 'tok-123' };
    await act(() => store.dispatch(checkoutApi.endpoints.getOrder.initiate(ref, { forceRefetch: true })));
    await act(() => store.dispatch(checkoutCompleted(ref)));
    await act(() => store.dispatch(checkoutCompleted(ref)));

    await waitFor(() =>
      expect(frame.events().filter((message) => message.type === 'complete')).toEqual([
        {
          source: 'tienda-checkout',
          v: 1,
          type: 'complete',
          orderNumber: placed.number,
          paymentMethod: 'transfer',
          totals: {
            currency: 'HNL',
            subtotal: placed.subtotal,
            shipping: placed.shippingTotal,
            discount: placed.discount,
            total: placed.total,
          },
        },
      ]),
    );
    expect(
      frame
        .events()
        .filter((message) => message.type === 'change')
        .at(-1),
    ).toMatchObject({
      step: 'complete',
    });
  });

  it('reads the lines behind a cart token its integrator’s server created', async () => {
    const token = 'tok_0123456789abcdef';
    const fetchMock = frame.mockFetch({
      ...productHandlers,
      [`GET /embed/carts/${token}`]: () => ({
        body: {
          cartToken: token,
          lines: [{ productId: 202, qty: 3 }],
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    });
    const { store } = frame.start();
    frame.fromHost(hostMessage('init', { cartToken: token }));
    await checkoutShown();
    expect(fetchMock.calls[0]?.url.pathname).toBe(`/embed/carts/${token}`);
    expect(store.getState().cart.list?.map(({ id, qty }) => ({ id, qty }))).toEqual([{ id: 202, qty: 3 }]);
  });

  it('names a product that is sold out or does not exist, in the frame and to the host', async () => {
    frame.mockFetch({
      'GET /products/17': () => ({ body: { ...LAPTOP, stock: 0 } }),
      'GET /products/404': () => ({ status: 404, body: { message: 'Producto no encontrado' } }),
    });
    frame.start();
    frame.fromHost(
      hostMessage('init', {
        lines: [
          { productId: 17, qty: 1 },
          { productId: 404, qty: 1 },
        ],
      }),
    );
    const message =
      '«Laptop HP ProBook 450» está agotado. El producto 404 no existe o ya no está a la venta.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(frame.events()).toEqual([
      { source: 'tienda-checkout', v: 1, type: 'error', code: 'product-unavailable', message },
    ]);
    expect(screen.queryByRole('heading', { name: 'Datos de contacto' })).not.toBeInTheDocument();
  });

  it('tells the host when the shopper cancels, from the keyboard', async () => {
    const user = userEvent.setup();
    frame.mockFetch(productHandlers);
    frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES }));
    await checkoutShown();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar compra' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(frame.events().at(-1)).toEqual({ source: 'tienda-checkout', v: 1, type: 'cancel' });
  });

  it('applies the appearance tokens and re-themes on update', async () => {
    frame.mockFetch(productHandlers);
    frame.start();
    frame.fromHost(
      hostMessage('init', {
        lines: LINES,
        appearance: { colorPrimary: '#0a7f5a', fontFamily: 'Inter, sans-serif', borderRadius: 2 },
      }),
    );
    await checkoutShown();
    const cancel = screen.getByRole('button', { name: 'Cancelar compra' });
    expect(outlinedColour(cancel)).toBe('#0a7f5a');
    expect(cancel).toHaveStyle({ borderRadius: '2px' });
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toHaveStyle({
      fontFamily: 'Inter, sans-serif',
    });

    frame.fromHost(hostMessage('update', { lines: LINES, appearance: { colorPrimary: '#aa0000' } }));
    await waitFor(() => expect(outlinedColour(cancel)).toBe('#aa0000'));
    // Same lines: the cart was not read again, and nothing was refused.
    expect(frame.events().filter((message) => message.type === 'error')).toEqual([]);
  });

  it('replaces the cart on update before the order exists; refuses new lines once it does', async () => {
    frame.mockFetch({
      ...productHandlers,
      'POST /orders': () => ({ status: 201, body: buildCreatedOrder() }),
    });
    const { store } = frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES }));
    await checkoutShown();

    frame.fromHost(hostMessage('update', { lines: [{ productId: 202, qty: 1 }] }));
    await waitFor(() =>
      expect(store.getState().cart.list?.map(({ id, qty }) => ({ id, qty }))).toEqual([{ id: 202, qty: 1 }]),
    );

    await act(() => store.dispatch(contactSaved(VALID_CONTACT)));
    expect(selectCheckout(store.getState()).id).toBe(123);
    frame.fromHost(hostMessage('update', { lines: LINES }));
    expect(frame.events().at(-1)).toEqual({
      source: 'tienda-checkout',
      v: 1,
      type: 'error',
      code: 'invalid-options',
      message: 'El pedido ya está en curso; no se pueden cambiar las líneas',
    });
    expect(store.getState().cart.list?.map(({ id }) => id)).toEqual([202]);
  });

  it('starts a new checkout: an order an earlier frame of this tab left is not resumed', async () => {
    startCheckoutSession({ id: 77, accessToken: 'tok-77', step: 2 });
    frame.mockFetch(productHandlers);
    const { store } = frame.start();
    frame.fromHost(hostMessage('init', { lines: LINES }));
    await checkoutShown();
    expect(selectCheckout(store.getState()).id).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });
});

describe('the card gateway’s return into the frame', () => {
  const RETURN = {
    orderid: '123',
    response: '1',
    responsetext: 'Transacción aprobada',
    authcode: '482913',
    time: '1771085760',
    hash: '0123456789abcdef0123456789abcdef',
  };
  const returnPath = (query: Record<string, string>) =>
    `${FRAME_PATH}&${new URLSearchParams(query).toString()}`;

  it('approved: Finalización forwards the answer, shows the receipt and posts complete once', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    const forwarded: unknown[] = [];
    const paid = buildShippedOrder({ status: 'paid', step: 3 });
    frame.mockFetch({
      ...productHandlers,
      'POST /gateway/response': ({ body }) => {
        forwarded.push(body);
        return { body: buildPaymentResult() };
      },
      'GET /orders/123': () => ({ body: paid }),
    });
    frame.start(returnPath(RETURN));
    // The loader sends `init` again on every load of the iframe, this one included.
    frame.fromHost(hostMessage('init', { lines: LINES }));

    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
    expect(forwarded).toEqual([RETURN]);
    await waitFor(() =>
      expect(frame.events().filter((message) => message.type === 'complete')).toEqual([
        {
          source: 'tienda-checkout',
          v: 1,
          type: 'complete',
          orderNumber: paid.number,
          paymentMethod: 'credit-card',
          totals: {
            currency: 'HNL',
            subtotal: paid.subtotal,
            shipping: paid.shippingTotal,
            discount: paid.discount,
            total: paid.total,
          },
        },
      ]),
    );
    const events = frame.events();
    expect(events[0]).toEqual({ source: 'tienda-checkout', v: 1, type: 'ready' });
    expect(events.filter((message) => message.type === 'change').at(-1)).toMatchObject({ step: 'complete' });
    expect(screen.queryByRole('button', { name: 'Cancelar compra' })).not.toBeInTheDocument();

    // A later `init` (the host re-sending) neither changes the lines nor repeats `complete`.
    frame.fromHost(hostMessage('init', { lines: LINES }));
    expect(frame.events().filter((message) => message.type === 'complete')).toHaveLength(1);
  });

  it('declined: the host hears payment-declined and the shopper is back at the payment step', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    frame.mockFetch({
      ...productHandlers,
      'POST /gateway/response': () => ({
        body: buildDeclinedPaymentResult(),
      }),
      'GET /orders/123': () => ({ body: buildShippedOrder({ step: 3 }) }),
    });
    const { store } = frame.start(
      returnPath({ ...RETURN, response: '2', responsetext: 'Tarjeta rechazada', authcode: '' }),
    );
    frame.fromHost(hostMessage('init', { lines: LINES }));

    await waitFor(() =>
      expect(frame.events()).toContainEqual({
        source: 'tienda-checkout',
        v: 1,
        type: 'error',
        code: 'payment-declined',
        message: 'Tarjeta rechazada',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Forma de pago' })).toBeInTheDocument();
    expect(selectCheckout(store.getState())).toMatchObject({ id: 123, error: 'Tarjeta rechazada' });
    expect(frame.events().some((message) => message.type === 'complete')).toBe(false);
  });
});
