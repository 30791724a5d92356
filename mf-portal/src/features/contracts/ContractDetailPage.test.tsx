import { screen, within } from '@testing-library/react';
import type { CreditContractDetail, ErrorBody } from '@store/contracts';
import { formatCalendarDate } from '@store/remote-kit';
import { keepNbsp } from '@store/remote-kit/testing';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildContractDetail, scheduleAroundToday } from './contract-builders';
import { ContractDetailPage } from './ContractDetailPage';

const user = buildUser({ id: 42 });
const session = { id: user.id, token: 'tok-ana-123', user };

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

let askedFor: Array<string | null> = [];

function answerDetail(answer: { status?: number; body: CreditContractDetail | ErrorBody }) {
  askedFor = [];
  fetchMock = mockFetch({
    'GET /customers/get-contracts-details/42': ({ url }) => {
      askedFor.push(url.searchParams.get('contract_id'));
      return answer;
    },
  });
}

function renderPage(route = '/portal/contratos/7?desde=2025-03-01&hasta=2026-03-01') {
  return renderWithProviders(<ContractDetailPage />, {
    preloadedState: { session },
    route,
    path: '/portal/contratos/:contractId',
  });
}

describe('/portal/contratos/:contractId', () => {
  it('shows the whole schedule with the next payment marked, the products, the figures and the totals', async () => {
    answerDetail({ body: buildContractDetail() });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato CT-000007-1' }),
    ).toBeInTheDocument();
    expect(askedFor).toEqual(['7']);

    const table = screen.getByRole('table', { name: 'Tabla de amortización' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['N.º', 'Fecha de pago', 'Cuota', 'Capital', 'Interés', 'Saldo']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const schedule = scheduleAroundToday();
    // Row 3 is the first whose date is today or later: only it is marked, in words and for assistive tech.
    const next = rows[2]!;
    expect(next).toHaveAttribute('aria-current', 'date');
    expect(within(next).getByText('Próximo pago')).toBeInTheDocument();
    expect(within(next).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(next).getByText(formatCalendarDate(schedule[2]!.date))).toBeInTheDocument();
    expect(within(next).getByText('L\u00a06,058.26', keepNbsp)).toBeInTheDocument();
    for (const other of [rows[0]!, rows[1]!, rows[3]!]) {
      expect(other).not.toHaveAttribute('aria-current');
      expect(within(other).queryByText('Próximo pago')).not.toBeInTheDocument();
    }
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatCalendarDate(schedule[3]!.date),
      'L\u00a06,302.85',
      'L\u00a06,179.26',
      'L\u00a0123.59',
      'L\u00a00.00',
    ]);
    expect(
      screen.getByText(
        `Próximo pago: ${formatCalendarDate(schedule[2]!.date)}, cuota de L\u00a06,303.01`,
        keepNbsp,
      ),
    ).toBeInTheDocument();

    const products = screen.getByRole('table', { name: 'Productos' });
    expect(within(products).getByRole('rowheader', { name: 'Laptop HP 15' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumen del contrato' });
    expect(within(summary).getByText('HN-7K3Q-X9PM-2AB4')).toBeInTheDocument();
    expect(within(summary).getByText('L\u00a06,000.00 (20 %)', keepNbsp)).toBeInTheDocument();
    expect(within(summary).getByText('Día 15 de cada mes')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('L\u00a01,211.88', keepNbsp)).toBeInTheDocument();
    expect(within(totals).getByText('L\u00a025,211.88', keepNbsp)).toBeInTheDocument();
    expect(within(totals).getByText('L\u00a031,211.88', keepNbsp)).toBeInTheDocument();

    // Back to the list with the range it was opened from.
    expect(screen.getByRole('link', { name: 'Volver a Contratos' })).toHaveAttribute(
      'href',
      '/portal/contratos?desde=2025-03-01&hasta=2026-03-01',
    );
  });

  it('marks no payment on a contract paid off, and says so', async () => {
    answerDetail({ body: buildContractDetail({ status: 'paid' }) });
    renderPage();
    expect(await screen.findByText('Este contrato está pagado.')).toBeInTheDocument();
    expect(screen.queryByText('Próximo pago')).not.toBeInTheDocument();
    expect(screen.getByText('Pagado')).toBeInTheDocument();
  });

  it.each([
    [
      'in_review',
      'En revisión',
      'Tu solicitud de crédito está en revisión. Las fechas de pago se confirman cuando la aprobemos; te avisaremos por correo.',
    ],
    [
      'rejected',
      'Rechazado',
      'Tu solicitud de crédito no fue aprobada y el pedido se canceló. El motivo está en el historial del pedido, en Compras.',
    ],
  ] as const)(
    "shows a contract %s as '%s', with no 'Próximo pago' and what happens next",
    async (status, label, lead) => {
      answerDetail({ body: buildContractDetail({ status }) });
      renderPage();
      expect(await screen.findByText(lead)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText('Vigente')).not.toBeInTheDocument();
      expect(screen.queryByText('Próximo pago')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Próximo pago: /)).not.toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Tabla de amortización' });
      for (const row of within(table).getAllByRole('row')) expect(row).not.toHaveAttribute('aria-current');
    },
  );

  it("says 'Contrato no encontrado' for another customer's or a missing contract, with the way back", async () => {
    answerDetail({ status: 404, body: { message: 'Contrato no encontrado', code: 'NOT_FOUND' } });
    renderPage('/portal/contratos/999?desde=2025-03-01&hasta=2026-03-01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Contratos' })).toHaveAttribute(
      'href',
      '/portal/contratos?desde=2025-03-01&hasta=2026-03-01',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not call the API for an id that cannot exist', () => {
    answerDetail({ body: buildContractDetail() });
    renderPage('/portal/contratos/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Contratos' })).toHaveAttribute(
      'href',
      '/portal/contratos',
    );
    expect(askedFor).toEqual([]);
  });
});
