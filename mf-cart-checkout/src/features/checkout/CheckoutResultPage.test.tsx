import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@store/shared-kernel';
import { dataLayer, enableTestAnalytics, resetTestAnalytics } from '../../test/analytics';
import { renderWithProviders } from '../../test/render-with-providers';
import { cartStateFromItems } from '../cart';
import { CheckoutResultPage } from './CheckoutResultPage';
import { setUpCheckoutTests } from './test/checkout-fixtures';
import {
  buildPaymentResult,
  buildShippedOrder,
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
    expect(store.getState().checkout).toMatchObject({ id: null, step: 0, willBeReset: false });
    const purchases = (dataLayer() ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'purchase',
    );
    expect(purchases).toEqual([
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
        body: buildPaymentResult({
          status: 'pending',
          statusLabel: 'En proceso de compra',
          payment: {
            status: 'declined',
            responseText: 'Tarjeta rechazada',
            last4: '0002',
            authCode: null,
            amount: 19099,
            processor: 'sandbox',
            updatedAt: '2026-02-14T16:16:02.000Z',
          },
        }),
      }),
    });
    const { store } = renderResult({
      ...RETURN_QUERY,
      response: '2',
      responsetext: 'Tarjeta rechazada',
      authcode: '',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(store.getState().checkout).toMatchObject({
      id: 123,
      status: 'error',
      task: 'billing',
      error: 'Tarjeta rechazada',
    });
    expect(store.getState().cart.list).toHaveLength(2);
    expect(storedSession()).toMatchObject({ id: 123, step: 3 });
  });

  it('without the gateway’s query goes to /checkout and forwards nothing', async () => {
    const mock = harness.mockFetch({});
    renderResult({});
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(mock.calls).toHaveLength(0);
  });
});
