import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildProduct, buildProductPage, errorReply } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomePage } from './HomePage';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

describe('HomePage', () => {
  it('has a hero, shortcuts to every main category and featured products in stock', async () => {
    api = mockFetch({
      'GET /product/search-result': () => ({
        body: buildProductPage([
          buildProduct({ name: 'Servidor Dell PowerEdge' }),
          buildProduct({ name: 'Laptop Asus' }),
        ]),
      }),
    });
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categorías' });
    expect(within(categories).getAllByRole('link')).toHaveLength(10);
    expect(within(categories).getByRole('link', { name: 'Energía solar' })).toHaveAttribute(
      'href',
      '/category/solar',
    );

    const featured = screen.getByRole('region', { name: 'Productos destacados' });
    expect(
      await within(featured).findByRole('link', { name: 'Servidor Dell PowerEdge' }),
    ).toBeInTheDocument();
    const params = api.calls[0]!.url.searchParams;
    expect(params.get('filter[inStock]')).toBe('1');
    expect(params.get('sort')).toBe('-price');
  });

  it('offers to retry when the featured products fail to load', async () => {
    let fail = true;
    api = mockFetch({
      'GET /product/search-result': () =>
        fail
          ? errorReply(503, 'Servicio no disponible')
          : { body: buildProductPage([buildProduct({ name: 'Tablet Samsung' })]) },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Tablet Samsung' })).toBeInTheDocument();
  });

  it('refetches the featured products when stock changes, even for a product the list does not show', async () => {
    const inStock = [buildProduct({ name: 'Laptop Asus' })];
    api = mockFetch({ 'GET /product/search-result': () => ({ body: buildProductPage([...inStock]) }) });
    renderWithProviders(<HomePage />);
    await screen.findByRole('link', { name: 'Laptop Asus' });

    // An order was cancelled and gave back stock of a product that had run out.
    const restocked = buildProduct({ name: 'Servidor Dell PowerEdge' });
    inStock.unshift(restocked);
    act(() => eventBus.publish('cart:stock-changed', { v: 1, productIds: [restocked.id], at: Date.now() }));

    expect(await screen.findByRole('link', { name: 'Servidor Dell PowerEdge' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});
