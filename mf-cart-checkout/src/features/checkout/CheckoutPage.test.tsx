import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@store/contracts';
import { publishSession } from '@store/app-kit';
import { selectCheckout } from './checkout-slice';
import { field, fillContact, renderCheckout, setUpCheckoutTests } from './test/checkout-fixtures';
import {
  buildCreatedOrder,
  buildOrder,
  CART_ITEMS,
  recording,
  startCheckoutSession,
  storedSession,
  VALID_CONTACT,
} from './test/order-fixtures';
import type { SeenRequest } from './test/order-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const harness = setUpCheckoutTests();

function submit() {
  return screen.getByRole('button', { name: 'Continuar' });
}

describe('CheckoutPage', () => {
  it('says the cart is empty and links to the products when there is nothing to buy', () => {
    const fetchMock = harness.mockFetch({});
    renderCheckout([]);
    expect(screen.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('shows the cart lines and subtotal next to the contact form, and publishes step 0 on mount', () => {
    harness.mockFetch({});
    const steps = harness.watchSteps();
    renderCheckout();
    expect(steps).toEqual([0]);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeInTheDocument();
    expect(field(/^Identidad/)).toHaveAttribute('placeholder', '####-####-#####');
    const summary = screen.getByRole('complementary', { name: 'Tu pedido' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Laptop HP ProBook 450Cantidad: 1L\u00a018,499.00',
      'Mouse Logitech M170Cantidad: 2L\u00a0500.00',
    ]);
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent('L 18,999.00');
    expect(within(summary).queryByText('Envío')).not.toBeInTheDocument();
  });

  it('shows the contact rules word for word and sends nothing while any fails', async () => {
    const user = userEvent.setup();
    const fetchMock = harness.mockFetch({});
    renderCheckout();
    await user.click(submit());
    expect(await screen.findAllByText('Requerido')).toHaveLength(6);

    await fillContact(user, {
      custom_field: '0801-1990',
      firstname: 'a'.repeat(33),
      email: 'comprador@ejemplo',
      telephone: '9988-776',
      fax: '2233-4455',
    });
    await user.click(submit());
    expect(screen.getByText('Longitud de texto muy corto')).toBeInTheDocument();
    expect(screen.getByText('Longitud de texto muy largo')).toBeInTheDocument();
    expect(screen.getByText('Correo elentrónico invalido')).toBeInTheDocument();
    expect(screen.getByText('Teléfono inválido')).toBeInTheDocument();
    expect(screen.getByText('Requerido')).toBeInTheDocument(); // lastname still empty
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('creates the order with the cart lines and an Idempotency-Key, keeps it for a reload and moves to Envío', async () => {
    const user = userEvent.setup();
    const posts: SeenRequest[] = [];
    harness.mockFetch({
      'POST /orders': recording(posts, () => ({ status: 201, body: buildCreatedOrder() })),
      'GET /places': () => ({ body: [] }),
    });
    const steps = harness.watchSteps();
    renderCheckout();
    await fillContact(user, { ...VALID_CONTACT, email: ' Comprador@Ejemplo.hn ' });
    await user.click(submit());

    expect(await screen.findByText('Datos de contacto guardados')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      products: [
        { id: 17, qty: 1 },
        { id: 202, qty: 2 },
      ],
      ...VALID_CONTACT,
    });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(posts[0]?.headers.get('X-Order-Token')).toBeNull();
    expect(posts[0]?.headers.get('Authorization')).toBeNull();
    expect(storedSession()).toEqual({ id: 123, accessToken: 'tok-123', step: 1 });
    expect(steps).toEqual([0, 1]);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de envío' })).toBeInTheDocument();
  });

  it('sends the cart coupon when the cart has one', async () => {
    const user = userEvent.setup();
    const posts: SeenRequest[] = [];
    harness.mockFetch({
      'POST /orders': recording(posts, () => ({
        status: 201,
        body: buildCreatedOrder({ accessToken: 't' }),
      })),
      'GET /places': () => ({ body: [] }),
    });
    const withCoupon = CART_ITEMS.map((item, index) =>
      index === 0
        ? {
            ...item,
            coupon: {
              code: 'LAPTOP500',
              type: 'F' as const,
              discount: 500,
              remaining: 5,
              expire: '2999-01-01',
              amount: 500,
            },
          }
        : item,
    );
    renderCheckout(withCoupon);
    await fillContact(user);
    await user.click(submit());
    await screen.findByText('Datos de contacto guardados');
    expect(posts[0]?.body).toMatchObject({ coupon: 'LAPTOP500' });
  });

  it('disables the button and reads Guardando… while saving', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = harness.mockFetch({
      'POST /orders': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'GET /places': () => ({ body: [] }),
    });
    renderCheckout();
    await fillContact(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Guardando…' });
    expect(busy).toBeDisabled();
    // Enter in a field submits the form even with the button disabled: still one order.
    fireEvent.submit(screen.getByRole('form', { name: 'Datos de contacto' }));
    await act(() => Promise.resolve());
    expect(fetchMock.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    act(() => answer({ status: 201, body: buildCreatedOrder({ accessToken: 't' }) }));
    expect(await screen.findByRole('heading', { name: 'Datos de envío' })).toBeInTheDocument();
  });

  it("shows the server's message, keeps what was typed and marks the field the server names", async () => {
    const user = userEvent.setup();
    harness.mockFetch({
      'POST /orders': () => ({
        status: 409,
        body: {
          message: 'No hay existencias suficientes de Laptop HP ProBook 450',
          code: 'OUT_OF_STOCK',
          fields: { 'products.0.qty': 'Sin existencias', email: 'Correo ya usado en otro pedido' },
        },
      }),
    });
    const { store } = renderCheckout();
    await fillContact(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay existencias suficientes de Laptop HP ProBook 450',
    );
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'error',
      error: 'No hay existencias suficientes de Laptop HP ProBook 450',
      step: 0,
    });
    expect(field(/^Identidad/)).toHaveValue(VALID_CONTACT.custom_field);
    expect(field(/^Correo electrónico/)).toHaveValue(VALID_CONTACT.email);
    expect(field(/^Segundo teléfono/)).toHaveValue(VALID_CONTACT.fax);
    expect(screen.getByText('Correo ya usado en otro pedido')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(storedSession()).toBeNull();
  });

  it('falls back to the status text when the server sends no message', async () => {
    const user = userEvent.setup();
    harness.mockFetch({ 'POST /orders': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    const { store } = renderCheckout();
    await fillContact(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
    expect(selectCheckout(store.getState()).error).toBe('Service Unavailable');
  });

  it('retries the same request with the same Idempotency-Key and a changed one with a new key', async () => {
    const user = userEvent.setup();
    const posts: SeenRequest[] = [];
    let failures = 2;
    harness.mockFetch({
      'POST /orders': recording(posts, () =>
        failures-- > 0
          ? { status: 500, body: { message: 'Error interno' } }
          : { status: 201, body: buildCreatedOrder({ accessToken: 't' }) },
      ),
      'GET /places': () => ({ body: [] }),
    });
    renderCheckout();
    await fillContact(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await user.click(submit());
    await waitFor(() => expect(posts).toHaveLength(2));
    await fillContact(user, { firstname: 'Carla' });
    await user.click(submit());
    await screen.findByText('Datos de contacto guardados');

    const keys = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('updates the order in progress with PUT /orders/{id} and its X-Order-Token', async () => {
    const user = userEvent.setup();
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 0 });
    const puts: SeenRequest[] = [];
    const fetchMock = harness.mockFetch({
      'GET /orders/123': () => ({
        body: buildOrder({
          step: 0,
          email: '',
          firstname: '',
          lastname: '',
          telephone: '',
          fax: '',
          custom_field: '',
        }),
      }),
      'PUT /orders/123': recording(puts, () => ({ body: buildOrder() })),
      'GET /places': () => ({ body: [] }),
    });
    renderCheckout();
    await screen.findByRole('heading', { name: 'Datos de contacto' });
    await fillContact(user);
    await user.click(submit());
    await screen.findByText('Datos de contacto guardados');
    expect(fetchMock.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(puts[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(puts[0]?.headers.get('Idempotency-Key')).toBeNull();
    expect(puts[0]?.body).toEqual({
      products: [
        { id: 17, qty: 1 },
        { id: 202, qty: 2 },
      ],
      ...VALID_CONTACT,
    });
    expect(storedSession()).toEqual({ id: 123, accessToken: 'tok-123', step: 1 });
  });

  it('resumes after a reload: publishes the stored step at once and reads the order back with its token', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 1 });
    const reads: SeenRequest[] = [];
    harness.mockFetch({
      'GET /orders/123': recording(reads, () => ({ body: buildOrder() })),
      'GET /places': () => ({ body: [] }),
    });
    const steps = harness.watchSteps();
    renderCheckout();
    expect(steps).toEqual([1]);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu pedido…');
    expect(await screen.findByRole('heading', { name: 'Datos de envío' })).toBeInTheDocument();
    expect(reads[0]?.headers.get('X-Order-Token')).toBe('tok-123');
  });

  it('forgets an order the server no longer opens (404) and starts a new one', async () => {
    startCheckoutSession({ id: 123, accessToken: 'old', step: 2 });
    harness.mockFetch({
      'GET /orders/123': () => ({ status: 404, body: { message: 'Pedido no encontrado' } }),
    });
    const steps = harness.watchSteps();
    const { store } = renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(selectCheckout(store.getState())).toMatchObject({ id: null, accessToken: null, step: 0 });
    expect(steps).toEqual([2, 0]);
  });

  it('forgets an expired order too', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok', step: 1 });
    harness.mockFetch({ 'GET /orders/123': () => ({ body: buildOrder({ status: 'expired' }) }) });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('offers a retry when the order cannot be read back', async () => {
    const user = userEvent.setup();
    startCheckoutSession({ id: 123, accessToken: 'tok', step: 1 });
    let fail = true;
    harness.mockFetch({
      'GET /orders/123': () => (fail ? { status: 502, statusText: 'Bad Gateway' } : { body: buildOrder() }),
      'GET /places': () => ({ body: [] }),
    });
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad Gateway');
    expect(storedSession()).toEqual({ id: 123, accessToken: 'tok', step: 1 });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Datos de envío' })).toBeInTheDocument();
  });

  it('prefills a logged-in shopper from their profile and sends their session with the order', async () => {
    const user = userEvent.setup();
    act(() => publishSession({ customerId: 7, displayName: 'Ana', token: 'jwt-7' }));
    const posts: SeenRequest[] = [];
    harness.mockFetch({
      'GET /customers/7': () => ({
        body: {
          id: 7,
          firstname: 'Ana',
          lastname: 'Mejía',
          email: 'ana@ejemplo.hn',
          username: 'ana@ejemplo.hn',
          telephone: '3322-1100',
          fax: '',
          custom_field: '0501-1985-00011',
        } satisfies Customer,
      }),
      'POST /orders': recording(posts, () => ({
        status: 201,
        body: buildCreatedOrder({ accessToken: 't' }),
      })),
      'GET /places': () => ({ body: [] }),
    });
    renderCheckout();
    await waitFor(() => expect(field(/^Correo electrónico/)).toHaveValue('ana@ejemplo.hn'));
    expect(field(/^Nombre/)).toHaveValue('Ana');
    expect(field(/^Identidad/)).toHaveValue('0501-1985-00011');
    await fillContact(user, { fax: '2233-4455' });
    await user.click(submit());
    await screen.findByText('Datos de contacto guardados');
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer jwt-7');
    expect(posts[0]?.body).toMatchObject({ firstname: 'Ana', email: 'ana@ejemplo.hn', fax: '2233-4455' });
  });
});
