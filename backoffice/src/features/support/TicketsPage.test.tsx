import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketPage } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const PAGE: TicketPage = {
  items: [
    {
      id: 12,
      ticket: 'CT-000012',
      kind: 'contact',
      kindLabel: 'Contacto',
      status: 'new',
      statusLabel: 'Nuevo',
      name: 'Carlos Reyes',
      email: 'carlos@ejemplo.hn',
      telephone: '9876-5432',
      createdAt: '2026-11-27T15:30:00.000Z',
      updatedAt: '2026-11-27T15:30:00.000Z',
      replyCount: 0,
    },
  ],
  _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 25 },
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Soporte', () => {
  it('reads its filters from the URL, sends them under the API names, and a search starts at page 1', async () => {
    api = stubApi({ 'GET /admin/tickets': { body: PAGE } });
    renderApp('/soporte?status=new&page=2', staffWith(['soporte']));
    const grid = await screen.findByRole('grid', { name: 'Tickets' }, { timeout: 5000 });
    expect(await within(grid).findByRole('link', { name: 'CT-000012' })).toHaveAttribute(
      'href',
      '/soporte/tickets/12',
    );
    const first = api.calls.find((call) => call.path === '/admin/tickets');
    expect(first?.query.get('status')).toBe('new');
    expect(first?.query.get('page')).toBe('2');

    const user = userEvent.setup();
    const search = screen.getByRole('search', { name: 'Filtrar tickets' });
    await user.type(within(search).getByLabelText('Buscar'), 'carlos');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/soporte?status=new&q=carlos');
  });
});
