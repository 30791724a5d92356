import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingFacets } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildProduct, buildProductPage } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SearchPage } from './SearchPage';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

describe('SearchPage', () => {
  it('searches the q of the URL, 10 per page from page 1, and says how many were found', async () => {
    api = mockFetch({
      'GET /product/search-result': () => ({
        body: buildProductPage([buildProduct({ name: 'Monitor Dell 24' })], { totalCount: 14, pageCount: 2 }),
      }),
    });
    renderWithProviders(<SearchPage />, { route: '/resultados-de-busqueda?q=monitor' });

    expect(await screen.findByRole('link', { name: 'Monitor Dell 24' })).toBeInTheDocument();
    expect(screen.getByText('14 productos encontrados para «monitor»')).toBeInTheDocument();
    const params = api.calls[0]!.url.searchParams;
    expect(params.get('filter[name]')).toBe('monitor');
    expect(params.get('page')).toBe('1');
    expect(params.get('per-page')).toBe('10');
    expect(screen.getByRole('link', { name: 'Ir a la página 2' })).toHaveAttribute(
      'href',
      '/resultados-de-busqueda?q=monitor&page=2',
    );
  });

  it('has an empty state naming the query', async () => {
    api = mockFetch({ 'GET /product/search-result': () => ({ body: buildProductPage([]) }) });
    renderWithProviders(<SearchPage />, { route: '/resultados-de-busqueda?q=xyz' });
    expect(await screen.findByText('No encontramos productos para «xyz»')).toBeInTheDocument();
  });

  const facets: ListingFacets = {
    brands: [{ id: 3, name: 'Epson', count: 4 }],
    categories: [
      { id: 11, slug: 'impresoras', name: 'Impresoras', count: 1 },
      { id: 12, slug: 'tintas', name: 'Tintas', count: 3 },
    ],
    price: { min: 300, max: 9000, ranges: [] },
    inStock: 3,
  };

  it('asks only for available products when the shopper says so, keeping it in the URL', async () => {
    api = mockFetch({
      'GET /product/search-result': () => ({
        body: { ...buildProductPage([buildProduct({ name: 'Tinta Epson' })]), facets },
      }),
    });
    renderWithProviders(<SearchPage />, { route: '/resultados-de-busqueda?q=tinta' });
    await screen.findByRole('link', { name: 'Tinta Epson' });
    expect(api.calls[0]?.url.searchParams.get('facets')).toBe('1');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo disponibles (3)' }));

    await screen.findByRole('link', { name: 'Tinta Epson' });
    expect(api.calls.at(-1)?.url.searchParams.get('filter[inStock]')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/resultados-de-busqueda?q=tinta&stock=1');
  });

  it('filters search results by category, and "Limpiar filtros" keeps the query (clear for search)', async () => {
    api = mockFetch({
      'GET /product/search-result': () => ({
        body: { ...buildProductPage([buildProduct({ name: 'Tinta Epson' })]), facets },
      }),
    });
    renderWithProviders(<SearchPage />, { route: '/resultados-de-busqueda?q=epson' });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tintas (3)' }));
    expect(api.calls.at(-1)?.url.searchParams.get('filter[category]')).toBe('tintas');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/resultados-de-busqueda?q=epson&category=tintas',
    );

    const chips = await screen.findByRole('region', { name: 'Filtros activos' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/resultados-de-busqueda\?q=epson$/);
  });

  it('submits a new search from its form', async () => {
    api = mockFetch({
      'GET /product/search-result': ({ url }) => ({
        body: buildProductPage([
          buildProduct({ name: `Resultado ${url.searchParams.get('filter[name]') ?? ''}` }),
        ]),
      }),
    });
    renderWithProviders(<SearchPage />, { route: '/resultados-de-busqueda' });
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'router');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByRole('link', { name: 'Resultado router' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resultados-de-busqueda?q=router');
  });
});
