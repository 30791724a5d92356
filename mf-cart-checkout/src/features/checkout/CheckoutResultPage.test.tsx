import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@store/app-kit';
import { dataLayer, enableTestAnalytics, resetTestAnalytics } from '../../test/analytics';
import { renderWithProviders } from '../../test/render-with-providers';
import { cartStateFromItems } from '../cart';
import { selectCheckout } from './checkout-slice';
import { CheckoutResultPage } from './CheckoutResultPage';
import { setUpCheckoutTests } from './test/checkout-fixtures';
import { CHECKOUT_RECEIPT_KEY } from './checkout-session';
import { buildCreditOrder } from './test/credit-fixtures';
import {
  buildDeclinedPaymentResult,
  buildPaymentResult,
  buildShippedOrder,
  buildStorePayOrder,
  buildTransferOrder,
  CART_ITEMS,
  recording,
  startCheckoutSession,
  storedSession,
} from './test/order-fixtures';
import type { SeenRequest } from './test/order-fixtures';

const harness = setUpCheckoutTests();

afterEach(() => resetTestAnalytics());

const RETURN_QUERY = {
  orderid: '123',
  response: '1',
  responsetext: 'Transacción aprobada',
  authcode: '482913',
  time: '1771085760',
  hash: '0123456789abcdef0123456789abcdef',
};

function storedReceipt(): unknown {
  const raw = sessionStorage.getItem(CHECKOUT_RECEIPT_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function purchases(): unknown[] {
  return (dataLayer() ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');
}

function renderResult(query: Record<string, string>) {
  return renderWithProviders(<CheckoutResultPage />, {
    preloadedState: { cart: cartStateFromItems(CART_ITEMS) },
    route: `/checkout/finalizacion?${new URLSearchParams(query).toString()}`,
    withLocationProbe: true,
  });
}

describe('/checkout/finalizacion', () => {
  it('approved: forwards the query, shows the receipt and resets the checkout once', async () => {
    enableTestAnalytics();
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    localStorage.setItem(STORAGE_KEYS.legacyCart, '[]');
    const forwarded: SeenRequest[] = [];
    const orders: SeenRequest[] = [];
    harness.mockFetch({
      'POST /gateway/response': recording(forwarded, () => ({ body: buildPaymentResult() })),
      'GET /orders/123': recording(orders, () => ({ body: buildShippedOrder({ status: 'paid', step: 3 }) })),
    });
    const { store } = renderResult(RETURN_QUERY);

    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }),
    ).toBeInTheDocument();
    expect(forwarded.map((request) => request.body)).toEqual([RETURN_QUERY]);
    expect(orders[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(screen.getByText('Pedido HN-000123')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Productos' });
    expect(within(items).getByText(/Laptop HP ProBook 450/)).toBeInTheDocument();
    expect(within(items).getByText('Total').nextElementSibling).toHaveTextContent('L 19,099.00');
    expect(screen.getByText('Tarjeta de crédito o débito terminada en 1111')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Dirección de entrega' })).getByText(
        'Colonia Palmira, casa 12',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué sigue' })).toHaveTextContent('comprador@ejemplo.hn');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Imprimir' }).click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();

    // The checkout reset: empty cart, no legacy key, no session, a fresh checkout state.
    await waitFor(() => expect(store.getState().cart.list).toEqual([]));
    expect(localStorage.getItem(STORAGE_KEYS.legacyCart)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null')).toEqual([]);
    expect(storedSession()).toBeNull();
    expect(storedReceipt()).toEqual({ id: 123, accessToken: 'tok-123' });
    expect(selectCheckout(store.getState())).toMatchObject({ id: null, step: 0, willBeReset: false });
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: 'HN-000123', value: 19099, currency: 'HNL' }),
      },
    ]);
  });

  it('declined: back to F. Pago with the gateway’s reason, the order and the cart kept', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    harness.mockFetch({
      'POST /gateway/response': () => ({
        body: buildDeclinedPaymentResult(),
      }),
    });
    const { store } = renderResult({
      ...RETURN_QUERY,
      response: '2',
      responsetext: 'Tarjeta rechazada',
      authcode: '',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(selectCheckout(store.getState())).toMatchObject({
      id: 123,
      status: 'error',
      task: 'billing',
      error: 'Tarjeta rechazada',
    });
    expect(store.getState().cart.list).toHaveLength(2);
    expect(storedSession()).toMatchObject({ id: 123, step: 3 });
  });

  it('charged but not paid (the total changed after confirming): explains, keeps the cart and leads back to F. Pago', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    const charge = {
      amount: 189,
      authCode: '482913',
      reason: 'El total del pedido cambió después de confirmar el pago',
      receivedAt: '2026-02-14T16:16:02.000Z',
    };
    harness.mockFetch({
      'POST /gateway/response': () => ({
        body: buildPaymentResult({
          status: 'pending',
          statusLabel: 'En proceso de compra',
          payment: null,
          chargesToRefund: [charge],
        }),
      }),
    });
    const { store } = renderResult(RETURN_QUERY);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'El banco aprobó un cobro que no pagó tu pedido',
    );
    expect(alert).toHaveTextContent(
      'El banco aprobó un cobro de L 189.00 (autorización 482913), pero no lo aplicamos a tu pedido: El total del pedido cambió después de confirmar el pago. Revisaremos ese cobro para reembolsarlo y te escribiremos por correo.',
    );
    expect(alert).toHaveTextContent(
      'Para completar tu compra, vuelve a confirmar el pago con el total actual.',
    );
    expect(within(alert).getByRole('link', { name: 'Volver a la forma de pago' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\/finalizacion/);
    expect(store.getState().cart.list).toHaveLength(2);
    expect(selectCheckout(store.getState())).toMatchObject({
      id: 123,
      task: 'billing',
      error: 'El total del pedido cambió después de confirmar el pago',
    });
  });

  it('a duplicate charge on a paid order: the receipt, and a note that the extra charge will be refunded', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'credit-card' });
    harness.mockFetch({
      'POST /gateway/response': () => ({
        body: buildPaymentResult({
          chargesToRefund: [
            {
              amount: 19099,
              authCode: '777001',
              reason: 'El pedido ya estaba pagado: es un cobro duplicado',
              receivedAt: '2026-02-14T16:20:00.000Z',
            },
          ],
        }),
      }),
      'GET /orders/123': () => ({ body: buildShippedOrder({ status: 'paid', step: 3 }) }),
    });
    renderResult({ ...RETURN_QUERY, authcode: '777001' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu pedido ya estaba pagado. El banco aprobó además un cobro de L 19,099.00 (autorización 777001): revisaremos ese cobro para reembolsarlo y te escribiremos por correo.',
      ),
    ).toBeInTheDocument();
  });

  it('without the gateway’s query goes to /checkout and forwards nothing', async () => {
    const mock = harness.mockFetch({});
    renderResult({});
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(mock.calls).toHaveLength(0);
  });

  it('a reload of the card receipt opens the order with the stored receipt, without a second purchase', async () => {
    enableTestAnalytics();
    sessionStorage.setItem(CHECKOUT_RECEIPT_KEY, JSON.stringify({ id: 123, accessToken: 'tok-123' }));
    const orders: SeenRequest[] = [];
    harness.mockFetch({
      'POST /gateway/response': () => ({ body: buildPaymentResult() }),
      'GET /orders/123': recording(orders, () => ({ body: buildShippedOrder({ status: 'paid', step: 3 }) })),
    });
    const { store } = renderResult(RETURN_QUERY);
    expect(await screen.findByRole('region', { name: 'Productos' })).toHaveTextContent(
      'Laptop HP ProBook 450',
    );
    expect(orders[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(purchases()).toEqual([]);
    // Not this tab's checkout any more: its cart is left alone.
    expect(store.getState().cart.list).toHaveLength(2);
  });
});

describe('/checkout/finalizacion?pedido= (transfer, pay at store)', () => {
  function renderPlaced(id = '123') {
    return renderResult({ pedido: id });
  }

  it('transfer: the accounts, amount, reference and deadline; the checkout resets once', async () => {
    enableTestAnalytics();
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'transfer' });
    const orders: SeenRequest[] = [];
    harness.mockFetch({ 'GET /orders/123': recording(orders, () => ({ body: buildTransferOrder() })) });
    const { store } = renderPlaced();

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeInTheDocument();
    expect(orders[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(
      screen.getByText(
        /^Paga antes del 16 de febrero de 2026 a las 10:20\sa\.\sm\.; después el pedido vence/,
      ),
    ).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'Cómo pagar' });
    expect(within(how).getByText('Monto a pagar').nextElementSibling).toHaveTextContent('L 19,099.00');
    expect(within(how).getByText('Referencia').nextElementSibling).toHaveTextContent('HN-000123');
    expect(within(how).getByText('A nombre de').nextElementSibling).toHaveTextContent(
      'Tecnología HN, S. de R.L.',
    );
    expect(within(how).getByText('Escribe HN-000123 como referencia.')).toBeInTheDocument();
    const accounts = screen.getByRole('region', { name: 'Nuestras cuentas' });
    const bac = within(accounts).getByRole('listitem', { name: 'BAC Credomatic' });
    expect(within(bac).getByText('Tipo de cuenta').nextElementSibling).toHaveTextContent('Cuenta corriente');
    expect(within(bac).getByText('Número de cuenta').nextElementSibling).toHaveTextContent('730-456-789');
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Forma de pago' })).getByText(
        'Transferencia o depósito bancario',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué sigue' })).toHaveTextContent(
      'Te enviamos estas instrucciones a comprador@ejemplo.hn.',
    );

    await waitFor(() => expect(store.getState().cart.list).toEqual([]));
    expect(storedSession()).toBeNull();
    expect(storedReceipt()).toEqual({ id: 123, accessToken: 'tok-123' });
    expect(selectCheckout(store.getState())).toMatchObject({ id: null, step: 0 });
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: 'HN-000123', value: 19099 }),
      },
    ]);
  });

  it('pay at store: where, its hours and what to bring', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'store-pay' });
    harness.mockFetch({ 'GET /orders/123': () => ({ body: buildStorePayOrder() }) });
    renderPlaced();
    const where = await screen.findByRole('region', { name: 'Dónde pagar' });
    expect(within(where).getByText('Tienda San Pedro Sula')).toBeInTheDocument();
    expect(within(where).getByText('Avenida Circunvalación, San Pedro Sula')).toBeInTheDocument();
    expect(within(where).getByText('Horario: Lunes a viernes de 8:00 a 17:00')).toBeInTheDocument();
    expect(within(where).getByText('Teléfono: 2550-1234')).toBeInTheDocument();
    expect(
      within(where).getByText('Lleva tu número de pedido y tu tarjeta de identidad.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nuestras cuentas' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Forma de pago' })).getByText('Pago en tienda'),
    ).toBeInTheDocument();
  });

  it('a reload reads the order with the stored receipt and resets nothing again', async () => {
    enableTestAnalytics();
    sessionStorage.setItem(CHECKOUT_RECEIPT_KEY, JSON.stringify({ id: 123, accessToken: 'tok-123' }));
    const orders: SeenRequest[] = [];
    harness.mockFetch({ 'GET /orders/123': recording(orders, () => ({ body: buildTransferOrder() })) });
    const { store } = renderPlaced();
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pedido recibido!' })).toBeInTheDocument();
    expect(orders[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(purchases()).toEqual([]);
    expect(store.getState().cart.list).toHaveLength(2);
  });

  it('an order still in checkout goes back to /checkout', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    harness.mockFetch({ 'GET /orders/123': () => ({ body: buildShippedOrder() }) });
    const { store } = renderPlaced();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(selectCheckout(store.getState()).id).toBe(123);
    expect(store.getState().cart.list).toHaveLength(2);
  });

  it('an order the tab cannot open points to Mi Pedido', async () => {
    harness.mockFetch({
      'GET /orders/999': () => ({ status: 404, body: { message: 'Pedido no encontrado' } }),
    });
    renderPlaced('999');
    expect(
      await screen.findByText(
        'No pudimos abrir tu pedido en esta pestaña. Búscalo en Mi Pedido con su número y tu correo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mi Pedido' })).toHaveAttribute('href', '/estado-orden');
  });

  it('credit: the request under review with its contracts (read back from the API) and what follows', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 4, paymentMethod: 'credit' });
    const views: SeenRequest[] = [];
    harness.mockFetch({
      'GET /orders/123': () => ({
        body: buildShippedOrder({
          status: 'credit_review',
          statusLabel: 'Crédito en revisión',
          paymentMethod: 'credit',
          step: 4,
        }),
      }),
      'GET /credit-order/view': recording(views, () => ({ body: buildCreditOrder() })),
    });
    const { store } = renderPlaced();
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu solicitud de crédito!' }),
    ).toBeInTheDocument();
    const credit = await screen.findByRole('region', { name: 'Tus contratos' });
    expect(await within(credit).findByText('Contrato CT-000123-1')).toBeInTheDocument();
    expect(within(credit).getByText('Estado: en revisión')).toBeInTheDocument();
    expect(within(credit).getByText('Cuota mensual').nextElementSibling).toHaveTextContent('L 908.79');
    expect(within(credit).getByText('Primer pago').nextElementSibling).toHaveTextContent(
      '25 de diciembre de 2026',
    );
    expect(views[0]?.url.searchParams.get('orderId')).toBe('123');
    expect(screen.getByRole('region', { name: 'Qué sigue' })).toHaveTextContent('cómo pagar la prima');
    expect(
      within(screen.getByRole('region', { name: 'Forma de pago' })).getByText('Compra con línea de crédito'),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.list).toEqual([]));
  });
});
