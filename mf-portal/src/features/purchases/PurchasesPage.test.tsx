import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@store/contracts';
import { keepNbsp } from '@store/remote-kit/testing';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { defaultDateRange } from '../../components/history/date-range';
import { buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildPurchase } from './purchase-builders';
import { PurchasesPage } from './PurchasesPage';

const user = buildUser({ id: 42 });
const session = { id: user.id, token: 'tok-ana-123', user };

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

let ranges: string[] = [];

function answerPurchases(purchases: Purchase[]) {
  ranges = [];
  fetchMock = mockFetch({
    'GET /customers/get-compras/42': ({ url }) => {
      ranges.push(`${url.searchParams.get('d1') ?? ''}..${url.searchParams.get('d2') ?? ''}`);
      return { body: purchases };
    },
  });
}

function renderPage(route = '/portal/compras') {
  return renderWithProviders(<PurchasesPage />, {
    preloadedState: { session },
    route,
    path: '/portal/compras',
    withLocationProbe: true,
  });
}

const dateField = (label: 'Desde' | 'Hasta') =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('/portal/compras', () => {
  it('lists the purchases of the last twelve months: number, date, status, payment method, total and detail link', async () => {
    answerPurchases([
      buildPurchase(),
      buildPurchase({
        id: 502,
        number: 'HN-2222-3333-4444',
        status: 'pending_payment',
        statusLabel: 'Pendiente de pago',
        paymentMethod: 'transfer',
        paymentMethodLabel: 'Transferencia bancaria',
        // 23:30 in Honduras on 31 December: still 2025 there, already 2026 in UTC.
        createdAt: '2026-01-01T05:30:00.000Z',
        total: 5400,
      }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Compras' })).toBeInTheDocument();
    const range = defaultDateRange();

    const first = await screen.findByRole('region', { name: 'Pedido HN-7K3Q-X9PM-2AB4' });
    expect(ranges).toEqual([`${range.desde}..${range.hasta}`]);
    expect(screen.getByRole('status')).toHaveTextContent('2 compras');
    expect(within(first).getByText('Entregado')).toBeInTheDocument();
    expect(within(first).getByText('20 de enero de 2026')).toBeInTheDocument();
    expect(within(first).getByText('Tarjeta de crédito o débito')).toBeInTheDocument();
    expect(within(first).getByText('3 productos')).toBeInTheDocument();
    expect(within(first).getByText('L\u00a021,150.00', keepNbsp)).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Ver detalle del pedido HN-7K3Q-X9PM-2AB4' }),
    ).toHaveAttribute('href', `/portal/compras/501?desde=${range.desde}&hasta=${range.hasta}`);

    const second = screen.getByRole('region', { name: 'Pedido HN-2222-3333-4444' });
    expect(within(second).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(second).getByText('Transferencia bancaria')).toBeInTheDocument();
    expect(within(second).getByText('31 de diciembre de 2025')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^Ver detalle/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/portal\/compras\/502\?/),
    );
  });

  it('says when there are none, and reads another range from the same date fields', async () => {
    const ui = userEvent.setup();
    answerPurchases([]);
    renderPage('/portal/compras?desde=2025-01-01&hasta=2025-01-31');
    expect(await screen.findByText('No tienes compras en estas fechas.')).toBeInTheDocument();

    await ui.clear(dateField('Hasta'));
    await ui.type(dateField('Hasta'), '2024-12-31');
    await ui.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText("La fecha 'Desde' no puede ser posterior a 'Hasta'")).toBeInTheDocument();

    await ui.clear(dateField('Desde'));
    await ui.type(dateField('Desde'), '2024-12-01');
    await ui.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(ranges).toEqual(['2025-01-01..2025-01-31', '2024-12-01..2024-12-31']));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/portal/compras?desde=2024-12-01&hasta=2024-12-31',
    );
  });
});
