import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { buildProduct, errorReply, keepNbsp } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { ComparePage, type CompareAddToCart } from './ComparePage';
import { toCompareItem } from './compare-item';

let api: MockFetch | undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => api?.restore());

const hp = buildProduct({
  id: 1,
  slug: 'laptop-hp',
  name: 'Laptop HP 15',
  brand: { id: 3, name: 'HP' },
  price: { sale: 15999, regular: 15999 },
  stock: 5,
  specs: [
    { name: 'RAM', value: '16 GB' },
    { name: 'Pantalla', value: '15.6"' },
  ],
});
const dell = buildProduct({
  id: 2,
  slug: 'laptop-dell',
  name: 'Laptop Dell Inspiron',
  brand: { id: 4, name: 'Dell' },
  price: { sale: 17999.5, regular: 17999.5 },
  stock: 0,
  specs: [
    { name: 'RAM', value: '8 GB' },
    { name: 'Pantalla', value: '15.6"' },
    { name: 'Huella', value: 'Sí' },
  ],
});

const byId = (products: Product[]) =>
  Object.fromEntries(
    products.map((product) => [`GET /products/slug/${product.slug}`, () => ({ body: product })]),
  );
const withCompared = (...products: Product[]) => ({
  preloadedState: { compare: { items: products.map(toCompareItem) } },
});

/** Stands in for the catalog's cart button (composed by the exposed module). */
const AddToCart: CompareAddToCart = ({ product, describedBy }) => (
  <button type="button" aria-describedby={describedBy} onClick={() => added.push(product.id)}>
    Agregar al carrito
  </button>
);
let added: number[] = [];

describe('ComparePage', () => {
  beforeEach(() => {
    added = [];
  });

  it('offers the catalog when nothing is selected', () => {
    renderWithProviders(<ComparePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Comparar productos' })).toBeInTheDocument();
    expect(screen.getByText('No hay productos para comparar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Comparar productos/);
  });

  it('shows the products side by side with every spec row and marks the differences', async () => {
    api = mockFetch(byId([hp, dell]));
    renderWithProviders(<ComparePage AddToCart={AddToCart} />, withCompared(hp, dell));

    const table = await screen.findByRole('table', { name: 'Comparación de productos' });
    expect(api.calls.every((call) => call.url.searchParams.get('expand') === 'specs')).toBe(true);
    const headers = within(table).getAllByRole('columnheader');
    expect(within(headers[1]!).getByRole('link', { name: 'Laptop HP 15' })).toHaveAttribute(
      'href',
      '/product/laptop-hp',
    );
    expect(within(headers[2]!).getByRole('link', { name: 'Laptop Dell Inspiron' })).toBeInTheDocument();

    const row = (label: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
    const cells = (label: string) =>
      within(row(label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect(cells('Precio')).toEqual(['L\u00a015,999.00', 'L\u00a017,999.50']);
    expect(within(row('Precio')).getByText('L\u00a015,999.00', keepNbsp)).toBeInTheDocument();
    expect(cells('Disponibilidad')).toEqual(['Disponible (5)', 'Agotado']);
    expect(cells('Marca')).toEqual(['HP', 'Dell']);
    expect(cells('RAM')).toEqual(['16 GB', '8 GB']);
    expect(cells('Pantalla')).toEqual(['15.6"', '15.6"']);
    // A spec only one product has shows a dash for the other.
    expect(cells('Huella')).toEqual(['—', 'Sí']);

    for (const label of ['Precio', 'Disponibilidad', 'Marca', 'RAM', 'Huella']) {
      expect(within(row(label)).getByText('Diferente')).toBeInTheDocument();
    }
    expect(within(row('Pantalla')).queryByText('Diferente')).not.toBeInTheDocument();

    await userEvent.click(within(headers[2]!).getByRole('button', { name: 'Agregar al carrito' }));
    expect(added).toEqual([2]);
  });

  it('removes a product from the comparison', async () => {
    api = mockFetch(byId([hp, dell]));
    const { store } = renderWithProviders(<ComparePage />, withCompared(hp, dell));
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Laptop HP 15 de comparar' }));

    expect(screen.queryByRole('link', { name: 'Laptop HP 15' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laptop Dell Inspiron' })).toBeInTheDocument();
    // One product alone has nothing to differ from.
    await waitFor(() => expect(screen.queryByText('Diferente')).not.toBeInTheDocument());
    expect(store.getState().compare.items.map((item) => item.id)).toEqual([2]);
  });

  it('leaves out a product the API no longer has', async () => {
    api = mockFetch({
      ...byId([hp]),
      'GET /products/slug/laptop-dell': () => errorReply(404, 'Producto no encontrado'),
    });
    renderWithProviders(<ComparePage />, withCompared(hp, dell));
    expect(await screen.findByRole('link', { name: 'Laptop HP 15' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Laptop Dell Inspiron' })).not.toBeInTheDocument();
  });

  it("shows the server's message and retries", async () => {
    let fail = true;
    api = mockFetch({
      'GET /products/slug/laptop-hp': () =>
        fail ? errorReply(500, 'El catálogo no responde.') : { body: hp },
    });
    renderWithProviders(<ComparePage />, withCompared(hp));
    expect(await screen.findByText('El catálogo no responde.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Laptop HP 15' })).toBeInTheDocument();
  });

  it('puts the table in a labelled region a keyboard can scroll', async () => {
    api = mockFetch(byId([hp]));
    renderWithProviders(<ComparePage />, withCompared(hp));
    const region = await screen.findByRole('region', { name: /Tabla de comparación/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
