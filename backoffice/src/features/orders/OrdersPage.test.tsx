import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderList } from '@store/contracts';
import { stubApi, type RecordedCall } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const LIST: AdminOrderList = {
  items: [
    {
      id: 41,
      number: 'HN-7K3Q-X9PM-2AB4',
      createdAt: '2026-11-27T15:30:00.000Z',
      customerName: 'Ana López',
      email: 'ana@ejemplo.hn',
      status: 'pending_payment',
      statusLabel: 'Pendiente de pago',
      paymentMethod: 'transfer',
      paymentMethodLabel: 'Transferencia',
      shippingMethod: 'home',
      total: 12345.5,
    },
  ],
  statusCounts: [
    { status: 'pending_payment', label: 'Pendiente de pago', count: 1 },
    { status: 'paid', label: 'Pagado', count: 4 },
  ],
  _meta: { totalCount: 60, pageCount: 3, currentPage: 1, perPage: 25 },
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ 'GET /admin/orders': { body: LIST } });
});
afterEach(() => api.restore());

const orderCalls = (): RecordedCall[] => api.calls.filter((call) => call.path === '/admin/orders');
const lastQuery = () => Object.fromEntries(orderCalls().at(-1)?.query ?? []);

describe('OrdersPage', () => {
  it('reads its filters from the URL and sends them to the API as they are', async () => {
    renderApp('/pedidos?status=paid&paymentMethod=transfer&q=ana&page=2&per-page=50', staffWith(['pedidos']));
    const grid = await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await within(grid).findByRole('link', { name: 'HN-7K3Q-X9PM-2AB4' })).toHaveAttribute(
      'href',
      '/pedidos/41',
    );
    expect(within(grid).getByText('L 12,345.50')).toBeInTheDocument();
    expect(lastQuery()).toEqual({
      status: 'paid',
      paymentMethod: 'transfer',
      q: 'ana',
      page: '2',
      'per-page': '50',
    });
    expect(screen.getByRole('button', { name: 'Pagado (4)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes a changed filter into the URL, back to the first page, and asks the API again', async () => {
    renderApp('/pedidos?page=3', staffWith(['pedidos']));
    await screen.findByRole('grid', { name: 'Pedidos' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pendiente de pago (1)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/pedidos?status=pending_payment'),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: 'pending_payment', page: '1', 'per-page': '25' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'HN-7K3Q');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/pedidos?status=pending_payment&q=HN-7K3Q'),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'pending_payment', q: 'HN-7K3Q' }));

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos\?q=HN-7K3Q$/));
  });
});
