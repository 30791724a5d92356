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

  describe("sorting by a column header, kept in the URL as the API's sort", () => {
    const header = (name: string) => screen.getByRole('columnheader', { name });

    it("shows the API's own order (newest first) without sort, and sends none", async () => {
      renderApp('/pedidos', staffWith(['pedidos']));
      await screen.findByRole('grid', { name: 'Pedidos' });
      await waitFor(() => expect(orderCalls().length).toBeGreaterThan(0));
      expect(header('Fecha')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Total')).toHaveAttribute('aria-sort', 'none');
      expect(lastQuery()).not.toHaveProperty('sort');
      // Only the columns the API sorts by can be sorted.
      expect(header('Total')).toHaveClass('MuiDataGrid-columnHeader--sortable');
      expect(header('Correo')).not.toHaveClass('MuiDataGrid-columnHeader--sortable');
      expect(header('Pago')).not.toHaveClass('MuiDataGrid-columnHeader--sortable');
    });

    it("keeps the URL's page and sort when the list loads (a reload or a bookmark)", async () => {
      renderApp('/pedidos?sort=total&page=3', staffWith(['pedidos']));
      await screen.findByRole('grid', { name: 'Pedidos' });
      await waitFor(() => expect(orderCalls().length).toBeGreaterThan(0));
      // Give the grid time to settle (it moves pages in a debounced timer).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos\?sort=total&page=3$/);
      expect(orderCalls().map((call) => call.query.get('page'))).toEqual(['3']);
    });

    it('reads ?sort=-total from the URL, and ignores a sort the API does not know', async () => {
      const { unmount } = renderApp('/pedidos?sort=-total', staffWith(['pedidos']));
      await screen.findByRole('grid', { name: 'Pedidos' });
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort: '-total' }));
      expect(header('Total')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Fecha')).toHaveAttribute('aria-sort', 'none');
      unmount();

      renderApp('/pedidos?sort=precio', staffWith(['pedidos']));
      await screen.findByRole('grid', { name: 'Pedidos' });
      await waitFor(() => expect(orderCalls().length).toBeGreaterThan(1));
      expect(lastQuery()).not.toHaveProperty('sort');
      expect(header('Fecha')).toHaveAttribute('aria-sort', 'descending');
    });

    it('a click on a header sorts by it, a second click the other way, back to the first page', async () => {
      renderApp('/pedidos?status=paid&page=3', staffWith(['pedidos']));
      await screen.findByRole('grid', { name: 'Pedidos' });
      const user = userEvent.setup();

      await user.click(within(header('Total')).getByText('Total'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos\?status=paid&sort=total$/),
      );
      await waitFor(() =>
        expect(lastQuery()).toEqual({ status: 'paid', sort: 'total', page: '1', 'per-page': '25' }),
      );
      expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');

      await user.click(within(header('Total')).getByText('Total'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos\?status=paid&sort=-total$/),
      );
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort: '-total' }));

      await user.click(within(header('Estado')).getByText('Estado'));
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'status' }));

      // Newest first is the API's own order: the URL goes back to having no sort.
      await user.click(within(header('Fecha')).getByText('Fecha'));
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'createdAt' }));
      await user.click(within(header('Fecha')).getByText('Fecha'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos\?status=paid$/),
      );
      // (That list was already fetched, so RTK Query answers it from its cache.)
      await waitFor(() => expect(header('Fecha')).toHaveAttribute('aria-sort', 'descending'));
    }, 60_000);
  });
});
