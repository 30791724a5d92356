import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditContract, ErrorBody } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { keepNbsp } from '@store/remote-kit/testing';
import { defaultDateRange } from '../../components/history/date-range';
import { buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildContract } from './contract-builders';
import { ContractsPage } from './ContractsPage';

const user = buildUser({ id: 42 });
const session = { id: user.id, token: 'tok-ana-123', user };

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

/** The d1/d2 of every contracts call, in order. */
let ranges: string[] = [];

function answerContracts(contracts: CreditContract[]) {
  ranges = [];
  fetchMock = mockFetch({
    'GET /customers/get-contracts/42': ({ url }) => {
      ranges.push(`${url.searchParams.get('d1') ?? ''}..${url.searchParams.get('d2') ?? ''}`);
      return { body: contracts };
    },
  });
}

function renderPage(route = '/portal/contratos') {
  return renderWithProviders(<ContractsPage />, {
    preloadedState: { session },
    route,
    path: '/portal/contratos',
    withLocationProbe: true,
  });
}

const dateField = (label: 'Desde' | 'Hasta') =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const location = () => screen.getByTestId('location').textContent;

describe('/portal/contratos', () => {
  it('lists the last twelve months by default, each contract with its figures and a link to its detail', async () => {
    answerContracts([
      buildContract(),
      buildContract({ id: 8, number: 'CT-000007-2', status: 'in_arrears', materialGroup: 'MG-TABLET' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
    const range = defaultDateRange();
    expect(dateField('Desde')).toHaveValue(range.desde);
    expect(dateField('Hasta')).toHaveValue(range.hasta);

    const card = await screen.findByRole('region', { name: 'Contrato CT-000007-1' });
    expect(ranges).toEqual([`${range.desde}..${range.hasta}`]);
    expect(screen.getByRole('status')).toHaveTextContent('2 contratos');
    const figures = within(card);
    expect(figures.getByText('Vigente')).toBeInTheDocument();
    expect(figures.getByText('10 de diciembre de 2025')).toBeInTheDocument();
    expect(figures.getByText('L\u00a030,000.00', keepNbsp)).toBeInTheDocument();
    expect(figures.getByText('L\u00a06,000.00', keepNbsp)).toBeInTheDocument();
    expect(figures.getByText('L\u00a024,000.00', keepNbsp)).toBeInTheDocument();
    expect(figures.getByText('4 meses')).toBeInTheDocument();
    expect(figures.getByText('24 %')).toBeInTheDocument();
    expect(figures.getByText('L\u00a06,303.01', keepNbsp)).toBeInTheDocument();
    // The figures are named (a description list), the link names its contract and keeps the range.
    expect(figures.getByText('Cuota mensual').tagName).toBe('DT');
    expect(figures.getByRole('link', { name: 'Ver detalle del contrato CT-000007-1' })).toHaveAttribute(
      'href',
      `/portal/contratos/7?desde=${range.desde}&hasta=${range.hasta}`,
    );
    const arrears = screen.getByRole('region', { name: 'Contrato CT-000007-2' });
    expect(within(arrears).getByText('En mora')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("labels each contract with its credit request's decision: 'En revisión', 'Vigente' or 'Rechazado'", async () => {
    answerContracts([
      buildContract({ id: 9, number: 'CT-000009-1', status: 'in_review' }),
      buildContract({ id: 8, number: 'CT-000008-1', status: 'rejected' }),
      buildContract(),
    ]);
    renderPage();
    const review = await screen.findByRole('region', { name: 'Contrato CT-000009-1' });
    expect(within(review).getByText('En revisión')).toBeInTheDocument();
    expect(within(review).queryByText('Vigente')).not.toBeInTheDocument();
    const rejected = screen.getByRole('region', { name: 'Contrato CT-000008-1' });
    expect(within(rejected).getByText('Rechazado')).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'Contrato CT-000007-1' });
    expect(within(active).getByText('Vigente')).toBeInTheDocument();
  });

  it('refuses a range whose start is after its end, or an incomplete date, without calling the API', async () => {
    const ui = userEvent.setup();
    answerContracts([]);
    renderPage('/portal/contratos?desde=2025-01-01&hasta=2025-06-30');
    expect(await screen.findByText('No tienes contratos de crédito en estas fechas.')).toBeInTheDocument();

    await ui.clear(dateField('Desde'));
    await ui.type(dateField('Desde'), '2025-07-01');
    await ui.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText("La fecha 'Desde' no puede ser posterior a 'Hasta'")).toBeInTheDocument();
    expect(dateField('Desde')).toHaveAccessibleDescription(
      "La fecha 'Desde' no puede ser posterior a 'Hasta'",
    );

    await ui.clear(dateField('Hasta'));
    await ui.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingresa la fecha completa (día, mes y año)')).toBeInTheDocument();

    expect(ranges).toEqual(['2025-01-01..2025-06-30']);
    expect(location()).toBe('/portal/contratos?desde=2025-01-01&hasta=2025-06-30');
  });

  it('keeps a new range in the URL and reads the contracts of that range', async () => {
    const ui = userEvent.setup();
    answerContracts([buildContract()]);
    renderPage();
    await screen.findByRole('region', { name: 'Contrato CT-000007-1' });

    await ui.clear(dateField('Desde'));
    await ui.type(dateField('Desde'), '2024-03-01');
    await ui.clear(dateField('Hasta'));
    await ui.type(dateField('Hasta'), '2024-09-30');
    await ui.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(location()).toBe('/portal/contratos?desde=2024-03-01&hasta=2024-09-30'));
    await waitFor(() => expect(ranges.at(-1)).toBe('2024-03-01..2024-09-30'));
    expect(screen.getByText('Del 1 de marzo de 2024 al 30 de septiembre de 2024')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver detalle del contrato CT-000007-1' })).toHaveAttribute(
      'href',
      '/portal/contratos/7?desde=2024-03-01&hasta=2024-09-30',
    );
  });

  it('opens on the range of its URL (a reload or Back keeps it)', async () => {
    answerContracts([]);
    renderPage('/portal/contratos?desde=2023-02-01&hasta=2023-12-31');
    expect(dateField('Desde')).toHaveValue('2023-02-01');
    expect(dateField('Hasta')).toHaveValue('2023-12-31');
    await waitFor(() => expect(ranges).toEqual(['2023-02-01..2023-12-31']));
  });

  it("shows the server's message and tries again", async () => {
    const ui = userEvent.setup();
    let calls = 0;
    fetchMock = mockFetch({
      'GET /customers/get-contracts/42': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { message: 'El servicio de crédito no responde' } satisfies ErrorBody }
          : { body: [buildContract()] };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio de crédito no responde');
    await ui.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Contrato CT-000007-1' })).toBeInTheDocument();
  });
});
