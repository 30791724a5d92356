import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildContentPage, errorReply } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContentPageView } from './ContentPageView';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

describe('ContentPage', () => {
  it('renders the page title, last update, blocks and side navigation', async () => {
    api = mockFetch({ 'GET /pages/quienes-somos': () => ({ body: buildContentPage() }) });
    renderWithProviders(<ContentPageView />, { route: '/pages/quienes-somos', path: '/pages/:slug' });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando página…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByText(formatDate('2025-03-15T12:00:00.000Z'))).toHaveAttribute(
      'datetime',
      '2025-03-15T12:00:00.000Z',
    );
    expect(screen.getByText(/Última actualización:/)).toHaveTextContent('15 de marzo de 2025');
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra misión' })).toBeInTheDocument();
    expect(screen.getByText('Somos una tienda hondureña de tecnología.')).toBeInTheDocument();
    expect(screen.getByText('Envíos a los 18 departamentos').tagName).toBe('LI');
    expect(document.title).toBe('Quiénes somos | Tienda Tecnología HN');

    const nav = screen.getByRole('navigation', { name: 'Información de la tienda' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Quiénes somos',
      'Responsabilidad social',
      'Política de privacidad',
      'Términos y condiciones',
      'Devoluciones y cambios',
      'Política de envíos',
    ]);
    expect(within(nav).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Política de envíos' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Responsabilidad social' })).toHaveAttribute(
      'href',
      '/pages/Responsabilidad-Social_ferema',
    );
  });

  it('takes the slug from a prop when the host maps a fixed route to a page', async () => {
    api = mockFetch({
      'GET /pages/politica-de-privacidad': () => ({
        body: buildContentPage({ slug: 'politica-de-privacidad', title: 'Política de privacidad' }),
      }),
    });
    renderWithProviders(<ContentPageView slug="politica-de-privacidad" />, {
      route: '/politica-de-privacidad',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says the page was not found on a 404, with a link home', async () => {
    api = mockFetch({
      'GET /pages/no-existe': () => errorReply(404, 'Página no encontrada'),
    });
    renderWithProviders(<ContentPageView />, { route: '/pages/no-existe', path: '/pages/:slug' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the server message on other errors and retries', async () => {
    let fail = true;
    api = mockFetch({
      'GET /pages/politica-de-envios': () =>
        fail
          ? errorReply(503, 'El servicio no está disponible. Intenta más tarde.')
          : { body: buildContentPage({ slug: 'politica-de-envios', title: 'Política de envíos' }) },
    });
    renderWithProviders(<ContentPageView />, { route: '/pages/politica-de-envios', path: '/pages/:slug' });

    expect(await screen.findByText('El servicio no está disponible. Intenta más tarde.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Política de envíos' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('shows HTML-looking text as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>negrita</b>';
    api = mockFetch({
      'GET /pages/terminos-y-condiciones': () => ({
        body: buildContentPage({
          slug: 'terminos-y-condiciones',
          title: '<script>alert("t")</script>Términos',
          blocks: [
            { type: 'paragraph', text: hostile },
            { type: 'list', items: ['<a href="javascript:alert(1)">clic</a>'] },
          ],
        }),
      }),
    });
    renderWithProviders(<ContentPageView />, {
      route: '/pages/terminos-y-condiciones',
      path: '/pages/:slug',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: '<script>alert("t")</script>Términos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(screen.getByText('<a href="javascript:alert(1)">clic</a>')).toBeInTheDocument();
    expect(document.querySelector('article script, article img, article b')).toBeNull();
    expect(screen.queryByRole('link', { name: 'clic' })).not.toBeInTheDocument();
  });

  it('does not ask again for a page it already has', async () => {
    api = mockFetch({
      'GET /pages/quienes-somos': () => ({ body: buildContentPage() }),
      'GET /pages/politica-de-envios': () => ({
        body: buildContentPage({ slug: 'politica-de-envios', title: 'Política de envíos' }),
      }),
    });
    renderWithProviders(<ContentPageView />, { route: '/pages/quienes-somos', path: '/pages/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });

    await userEvent.click(screen.getByRole('link', { name: 'Política de envíos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de envíos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Quiénes somos' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url.pathname)).toEqual([
      '/pages/quienes-somos',
      '/pages/politica-de-envios',
    ]);
  });
});
