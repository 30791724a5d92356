import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildCategory, buildProduct, buildProductPage, errorReply } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CategoryPage } from './CategoryPage';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

const pageOf = (page: number) =>
  buildProductPage(
    [1, 2].map((n) =>
      buildProduct({ id: page * 10 + n, name: `Laptop página ${String(page)} n.${String(n)}` }),
    ),
    { totalCount: 25, pageCount: 3, currentPage: page, perPage: 12 },
  );

function mockCategoryApi() {
  api = mockFetch({
    'GET /categories/switches': () => ({
      body: buildCategory({
        slug: 'switches',
        name: 'Switches',
        parent: { slug: 'networking', name: 'Networking' },
      }),
    }),
    'GET /products/category/switches': ({ url }) => ({
      body: pageOf(Number(url.searchParams.get('page') ?? '1')),
    }),
  });
  return api;
}

describe('CategoryPage', () => {
  it('shows the category with its breadcrumb and the products of the page in the URL', async () => {
    mockCategoryApi();
    renderWithProviders(<CategoryPage />, { route: '/category/switches?page=2', path: '/category/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Switches' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Networking' })).toHaveAttribute(
      'href',
      '/category/networking',
    );
    expect(await screen.findByRole('link', { name: 'Laptop página 2 n.1' })).toBeInTheDocument();
    expect(screen.getByText('25 productos')).toBeInTheDocument();
    const request = api!.calls.find((call) => call.url.pathname === '/products/category/switches');
    expect(request?.url.searchParams.get('page')).toBe('2');
  });

  it('moves to another page through the pagination links', async () => {
    mockCategoryApi();
    renderWithProviders(<CategoryPage />, { route: '/category/switches', path: '/category/:slug' });
    expect(await screen.findByRole('link', { name: 'Laptop página 1 n.1' })).toBeInTheDocument();

    const pagination = screen.getByRole('navigation', { name: 'Paginación de productos' });
    await userEvent.click(within(pagination).getByRole('link', { name: 'Ir a la página 3' }));

    expect(await screen.findByRole('link', { name: 'Laptop página 3 n.1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/category/switches?page=3');
  });

  it('sorts by price and starts again from the first page', async () => {
    mockCategoryApi();
    renderWithProviders(<CategoryPage />, { route: '/category/switches?page=2', path: '/category/:slug' });
    await screen.findByRole('link', { name: 'Laptop página 2 n.1' });

    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Precio: menor a mayor');

    expect(await screen.findByRole('link', { name: 'Laptop página 1 n.1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/category/switches?sort=price');
    const last = api!.calls.at(-1);
    expect(last?.url.searchParams.get('sort')).toBe('price');
  });

  it('says the category does not exist on a 404, with a way home', async () => {
    api = mockFetch({
      'GET /categories/no-existe': () => errorReply(404, 'Categoría no encontrada'),
      'GET /products/category/no-existe': () => errorReply(404, 'Categoría no encontrada'),
    });
    renderWithProviders(<CategoryPage />, { route: '/category/no-existe', path: '/category/:slug' });

    expect(await screen.findByRole('heading', { name: 'Categoría no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the server message and retries on other errors', async () => {
    let fail = true;
    api = mockFetch({
      'GET /categories/switches': () => ({ body: buildCategory({ slug: 'switches', name: 'Switches' }) }),
      'GET /products/category/switches': () =>
        fail ? errorReply(500, 'El servidor no responde') : { body: pageOf(1) },
    });
    renderWithProviders(<CategoryPage />, { route: '/category/switches', path: '/category/:slug' });

    expect(await screen.findByText('El servidor no responde')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Laptop página 1 n.1' })).toBeInTheDocument();
  });

  it('has an empty state when the category has no products', async () => {
    api = mockFetch({
      'GET /categories/solar': () => ({ body: buildCategory({ slug: 'solar', name: 'Energía solar' }) }),
      'GET /products/category/solar': () => ({ body: buildProductPage([], { totalCount: 0, pageCount: 0 }) }),
    });
    renderWithProviders(<CategoryPage />, { route: '/category/solar', path: '/category/:slug' });
    expect(await screen.findByText('No hay productos en esta categoría por ahora.')).toBeInTheDocument();
  });

  it('refetches the list when an order takes the stock of one of its products (bus `stock-changed`)', async () => {
    let stock = 12;
    api = mockFetch({
      'GET /categories/switches': () => ({ body: buildCategory({ slug: 'switches', name: 'Switches' }) }),
      'GET /products/category/switches': () => ({
        body: buildProductPage([buildProduct({ id: 31, name: 'Switch Cisco 24 puertos', stock })]),
      }),
    });
    renderWithProviders(<CategoryPage />, { route: '/category/switches', path: '/category/:slug' });
    const card = await screen.findByRole('article', { name: 'Switch Cisco 24 puertos' });
    expect(within(card).getByText('Disponible')).toBeInTheDocument();

    stock = 0;
    act(() => eventBus.publish('cart:stock-changed', { v: 1, productIds: [31], at: Date.now() }));

    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    const paths = api.calls.map((call) => call.url.pathname);
    expect(paths.filter((path) => path === '/products/category/switches')).toHaveLength(2);
    // The category itself has nothing to do with stock.
    expect(paths.filter((path) => path === '/categories/switches')).toHaveLength(1);
  });
});

describe('CategoryPage facets', () => {
  const facets = {
    brands: [
      { id: 7, name: 'Lenovo', count: 20 },
      { id: 9, name: 'HP', count: 5 },
    ],
    price: { min: 5000, max: 40000, ranges: [{ min: 5000, max: 9999.99, count: 8 }] },
    inStock: 18,
  };

  it('asks for facets, filters by brand through the URL, shows a removable chip and clears', async () => {
    api = mockFetch({
      'GET /categories/switches': () => ({ body: buildCategory({ slug: 'switches', name: 'Switches' }) }),
      'GET /products/category/switches': () => ({ body: { ...pageOf(1), facets } }),
    });
    renderWithProviders(<CategoryPage />, { route: '/category/switches?page=2', path: '/category/:slug' });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'HP (5)' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/category/switches?brand=9');
    const last = api.calls.at(-1)!.url.searchParams;
    expect(last.get('facets')).toBe('1');
    expect(last.get('filter[brand]')).toBe('9');
    expect(last.get('page')).toBe('1');
    const chips = await screen.findByRole('region', { name: 'Filtros activos' });
    expect(within(chips).getByText('HP')).toBeInTheDocument();

    await userEvent.click(within(chips).getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/category\/switches$/);
  });

  it('reads brands and a price range from the URL (reload and shared links)', async () => {
    api = mockFetch({
      'GET /categories/switches': () => ({ body: buildCategory({ slug: 'switches', name: 'Switches' }) }),
      'GET /products/category/switches': () => ({ body: { ...pageOf(1), facets } }),
    });
    renderWithProviders(<CategoryPage />, {
      route: '/category/switches?brand=7,9&min=5000&max=9999.99',
      path: '/category/:slug',
    });
    expect(await screen.findByRole('checkbox', { name: 'Lenovo (20)' })).toBeChecked();
    const params = api.calls.find((call) => call.url.pathname === '/products/category/switches')!.url
      .searchParams;
    expect(params.get('filter[brand]')).toBe('7,9');
    expect(params.get('filter[priceMin]')).toBe('5000');
    expect(params.get('filter[priceMax]')).toBe('9999.99');
  });

  it('keeps the filters column in place while the listing loads (no shift when the facets arrive)', async () => {
    api = mockFetch({
      'GET /categories/switches': () => ({ body: buildCategory({ slug: 'switches', name: 'Switches' }) }),
      'GET /products/category/switches': () => ({ body: { ...pageOf(1), facets } }),
    });
    renderWithProviders(<CategoryPage />, { route: '/category/switches', path: '/category/:slug' });
    const column = screen.getByRole('complementary', { name: 'Filtros' });
    expect(column).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('checkbox', { name: 'HP (5)' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filtros' })).toHaveAttribute('aria-busy', 'false');
  });
});
