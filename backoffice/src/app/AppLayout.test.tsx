import { screen, within } from '@testing-library/react';
import { stubApi } from '../test/fetch-stub';
import { renderApp, staffWith } from '../test/render-app';
import { PAGES } from './pages';

const EMPTY_PAGE = { items: [], _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 50 } };
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ 'GET /admin/credit/requests': { body: EMPTY_PAGE } });
});
afterEach(() => api.restore());

function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Secciones del back office' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('role-based navigation', () => {
  it('shows a staff member only the pages of their roles, on the menu and the home page', async () => {
    renderApp('/', staffWith(['credito'], { name: 'Crédito Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Crédito Demo' })).toBeInTheDocument();
    // Pages open to every role (e.g. the staff member's own account) may be listed too.
    expect(navLinks()).toEqual(expect.arrayContaining(['Inicio', 'Crédito']));
    for (const hidden of ['Pedidos', 'Pagos a revisar', 'Auditoría', 'Correo', 'Personal']) {
      expect(navLinks()).not.toContain(hidden);
    }
    expect(screen.getByRole('link', { name: /Crédito Aprobar o rechazar/ })).toHaveAttribute(
      'href',
      '/credito',
    );
  });

  it('shows admin every page', async () => {
    renderApp('/', staffWith(['admin']));
    await screen.findByRole('heading', { level: 1 });
    expect(navLinks()).toEqual(['Inicio', ...PAGES.flatMap((page) => (page.nav ? [page.nav.label] : []))]);
    expect(navLinks()).toEqual(
      expect.arrayContaining(['Pedidos', 'Pagos a revisar', 'Auditoría', 'Correo', 'Personal']),
    );
  });

  it("answers 'no tienes permiso' for a page outside the staff member's roles, without calling the API", async () => {
    renderApp('/pedidos/12', staffWith(['catalogo']));
    expect(await screen.findByRole('heading', { level: 1, name: 'No tienes permiso' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/admin/orders'))).toHaveLength(0);
  });
});
