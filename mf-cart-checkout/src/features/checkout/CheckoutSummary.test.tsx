import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody, Order } from '@store/contracts';
import type { MockHandler } from '@store/app-kit/testing';
import { buildCouponView } from '../../test/builders';
import { selectCheckout } from './checkout-slice';
import { fillContact, renderCheckout, setUpCheckoutTests } from './test/checkout-fixtures';
import {
  buildCreatedOrder,
  buildOrder,
  buildShippedOrder,
  placesHandler,
  recording,
  startCheckoutSession,
  WELCOME_COUPON,
} from './test/order-fixtures';
import type { SeenRequest } from './test/order-fixtures';
import { selectCheckoutOrder } from './use-checkout-order';

const NBSP = '\u00a0';
const harness = setUpCheckoutTests();

/** The shipped order (L 18,999 + L 100 shipping) once the server took BIENVENIDO10 off the laptop. */
const DISCOUNTED: Order = buildShippedOrder({
  coupon: WELCOME_COUPON,
  discount: 1849.9,
  products: buildShippedOrder().products.map((line) =>
    line.id === 17 ? { ...line, discount: 1849.9 } : line,
  ),
  tax: 2249.88,
  total: 17249.1,
});

const summary = () => screen.getByRole('complementary', { name: 'Tu pedido' });
const field = () => within(summary()).getByRole('textbox', { name: 'Código de cupón' });
const row = (label: string) =>
  within(summary()).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;

/** A reloaded tab at the review (step 2): the order read back, the summary showing its figures. */
async function renderReview(handlers: Record<string, MockHandler>, order: Order = buildShippedOrder()) {
  startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
  const fetchMock = harness.mockFetch({ 'GET /orders/123': () => ({ body: order }), ...handlers });
  const result = renderCheckout();
  await screen.findByRole('heading', { level: 1, name: 'Resumen del pedido' });
  return { ...result, fetchMock };
}

describe('coupon in the checkout summary, once the order exists', () => {
  it("applies the code to the order and shows the server's totals everywhere", async () => {
    const user = userEvent.setup();
    const puts: SeenRequest[] = [];
    const { store, fetchMock } = await renderReview({
      'PUT /orders/123/coupon': recording(puts, () => ({ body: DISCOUNTED })),
    });
    expect(row('Total')).toBe(`L${NBSP}19,099.00`);

    await user.type(field(), 'BIENVENIDO10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ code: 'BIENVENIDO10' });
    expect(puts[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    // The cart is not looked at: the order's server decides.
    expect(fetchMock.calls.some((call) => call.url.pathname.startsWith('/coupons'))).toBe(false);

    expect(row('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);
    expect(row('Envío')).toBe(`L${NBSP}100.00`);
    expect(row('Total')).toBe(`L${NBSP}17,249.10`);
    // The cached order was replaced by the answer: the review shows it too, without a new read.
    const review = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(review).getByText('Descuento (BIENVENIDO10)').nextElementSibling).toHaveTextContent(
      '−L 1,849.90',
    );
    expect(
      fetchMock.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/orders/123'),
    ).toHaveLength(1);
    expect(selectCheckoutOrder(store.getState())?.coupon?.code).toBe('BIENVENIDO10');
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      task: 'coupon',
      step: 2,
      error: null,
    });
    expect(field()).toHaveValue('');
  });

  it("'Quitar' removes it with DELETE and shows the server's totals without it", async () => {
    const user = userEvent.setup();
    const deletes: SeenRequest[] = [];
    const { store } = await renderReview(
      { 'DELETE /orders/123/coupon': recording(deletes, () => ({ body: buildShippedOrder() })) },
      DISCOUNTED,
    );
    expect(row('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);

    await user.click(within(summary()).getByRole('button', { name: 'Quitar cupón BIENVENIDO10' }));
    await waitFor(() => expect(row('Total')).toBe(`L${NBSP}19,099.00`));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(row('Descuento (BIENVENIDO10)')).toBeNull();
    expect(within(summary()).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'idle', task: 'coupon' });
  });

  it("shows the server's refusal under the field and in a toast, not above the step's form", async () => {
    const user = userEvent.setup();
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 1 });
    const refusal: ErrorBody = {
      message: 'El cupón no aplica a los productos de tu pedido',
      code: 'COUPON_NOT_APPLICABLE',
      fields: { coupon: 'El cupón no aplica a los productos de tu pedido' },
    };
    harness.mockFetch({
      'GET /orders/123': () => ({ body: buildOrder() }),
      'GET /places': placesHandler,
      'PUT /orders/123/coupon': () => ({ status: 422, body: refusal }),
    });
    const { store } = renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Datos de envío' });

    await user.type(field(), 'LAPTOP500{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    // The toast is the only alert: the 'Envío' form does not repeat it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field()).toHaveAccessibleDescription(refusal.message);
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'error',
      task: 'coupon',
      error: refusal.message,
    });
    expect(row('Total')).toBe(`L${NBSP}18,999.00`);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('sends one PUT for a double submit and waits while it is answered', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: Order }) => void = () => undefined;
    const { fetchMock } = await renderReview({
      'PUT /orders/123/coupon': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await user.type(field(), 'BIENVENIDO10{Enter}');
    fireEvent.submit(within(summary()).getByRole('form', { name: 'Cupón de descuento' }));
    fireEvent.submit(within(summary()).getByRole('form', { name: 'Cupón de descuento' }));
    expect(within(summary()).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(fetchMock.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    act(() => answer({ body: DISCOUNTED }));
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    expect(fetchMock.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

describe('coupon in the checkout summary, before the order exists', () => {
  it('goes to the cart, and the order is created with it', async () => {
    const user = userEvent.setup();
    const posts: SeenRequest[] = [];
    harness.mockFetch({
      'GET /coupons/BIENVENIDO10': () => ({ body: buildCouponView() }),
      'POST /orders': recording(posts, () => ({
        status: 201,
        body: buildCreatedOrder({ coupon: WELCOME_COUPON, discount: 1849.9, total: 17149.1 }),
      })),
      'GET /places': () => ({ body: [] }),
    });
    const { store } = renderCheckout();
    await user.type(field(), 'BIENVENIDO10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    expect(row('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);
    expect(store.getState().cart.coupon).toMatchObject({ code: 'BIENVENIDO10', amount: 1849.9 });

    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Datos de envío' });
    expect(posts[0]?.body).toMatchObject({ coupon: 'BIENVENIDO10' });
    // From now on the order's figures: its total, and its coupon in the field.
    expect(row('Total')).toBe(`L${NBSP}17,149.10`);
    expect(within(summary()).getByRole('button', { name: 'Quitar cupón BIENVENIDO10' })).toBeInTheDocument();
  });

  it('offers no field while a reloaded tab reads its order back', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 1 });
    let answer: (value: { body: Order }) => void = () => undefined;
    harness.mockFetch({
      'GET /orders/123': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'GET /places': placesHandler,
    });
    renderCheckout();
    expect(within(summary()).queryByRole('textbox', { name: 'Código de cupón' })).not.toBeInTheDocument();
    act(() => answer({ body: buildOrder() }));
    expect(await within(summary()).findByRole('textbox', { name: 'Código de cupón' })).toBeInTheDocument();
  });
});
