import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wishlist } from '@store/contracts';
import { keepNbsp } from '@store/remote-kit/testing';
import { eventBus, STORAGE_KEYS, type IntentEvents } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import ExportedWishlistPage from './WishlistPage';
import { WishlistPage } from './index';
import { buildWishedProduct, loggedInSession } from './wishlist-test-data';

const laptop = buildWishedProduct({
  id: 7,
  name: 'Laptop Lenovo IdeaPad 7',
  price: { sale: 18999.5, regular: 20999 },
  stock: 4,
});
const printer = buildWishedProduct({
  id: 9,
  slug: 'impresora-epson-l3250',
  name: 'Impresora Epson L3250',
  price: { sale: 5499, regular: 5499 },
  stock: 0,
});

let fetchMock: MockFetch | undefined;
let stopCart: (() => void) | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  stopCart?.();
  stopCart = undefined;
  jest.restoreAllMocks();
});
beforeEach(() => localStorage.clear());

function renderPage(list: Wishlist) {
  return renderWithProviders(<WishlistPage />, {
    route: '/portal/wishlist',
    preloadedState: {
      session: loggedInSession(),
      wishlist: { items: list.map((product) => ({ id: product.id, slug: product.slug })) },
    },
  });
}

const itemOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('WishlistPage', () => {
  it("lists the server's favourites: image, name to the product, price, stock", async () => {
    fetchMock = mockFetch({ 'GET /customers/get-wish-list/42': () => ({ body: [laptop, printer] }) });
    renderPage([laptop, printer]);

    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Tienes 2 productos en Favoritos.')).toBeInTheDocument();

    const first = itemOf('Laptop Lenovo IdeaPad 7');
    expect(within(first).getByRole('link', { name: 'Laptop Lenovo IdeaPad 7' })).toHaveAttribute(
      'href',
      `/product/${laptop.slug}`,
    );
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/products/7?w=350&q=75');
    expect(within(first).getByText('L\u00a018,999.50', keepNbsp)).toBeInTheDocument();
    expect(within(first).getByText('L\u00a020,999.00', keepNbsp)).toBeInTheDocument();
    expect(within(first).getByText('Disponible')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();

    const soldOut = itemOf('Impresora Epson L3250');
    expect(within(soldOut).getByText('Agotado')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    expect(ExportedWishlistPage).toBe(WishlistPage);
  });

  it("adds a favourite to the cart through the cart remote's intent, with the product's facts", async () => {
    fetchMock = mockFetch({ 'GET /customers/get-wish-list/42': () => ({ body: [laptop] }) });
    const received: IntentEvents['cart:add-requested'][] = [];
    stopCart = eventBus.handle('cart:add-requested', (request) => {
      received.push(request);
      return { qty: 1 };
    });
    renderPage([laptop]);

    const add = await screen.findByRole('button', { name: 'Agregar al carrito' });
    expect(add).toHaveAccessibleDescription('Laptop Lenovo IdeaPad 7');
    await userEvent.click(add);

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      v: 1,
      qty: 1,
      product: {
        id: 7,
        slug: laptop.slug,
        name: 'Laptop Lenovo IdeaPad 7',
        sku: 'LNV-7',
        price: 18999.5,
        stock: 4,
        image: 'http://api.test/images/products/7?w=350&q=75',
        brandName: 'Lenovo',
        categoryName: 'Laptops',
        group: 'COMPUTO',
        materialGroup: 'LAPTOPS',
        coupon: null,
      },
    });
  });

  it('says so when the cart cannot take the product', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({ 'GET /customers/get-wish-list/42': () => ({ body: [laptop] }) });
    stopCart = eventBus.handle('cart:add-requested', () => {
      throw new Error('Sin stock');
    });
    renderPage([laptop]);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(
      await screen.findByText('No pudimos agregar el producto al carrito. Intenta de nuevo.'),
    ).toBeInTheDocument();
  });

  it("removes a favourite: it leaves the list at once, the server's list follows, the header count too", async () => {
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () => ({ body: [laptop, printer] }),
      'DELETE /customers/remove-from-wishlist': () => ({ body: [printer] }),
    });
    const { store } = renderPage([laptop, printer]);

    const item = await screen.findByRole('heading', { level: 2, name: 'Laptop Lenovo IdeaPad 7' });
    await userEvent.click(within(item.closest('li') as HTMLElement).getByRole('button', { name: 'Quitar' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Laptop Lenovo IdeaPad 7' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Impresora Epson L3250' })).toBeInTheDocument();
    // The button left with its product: focus stays in the list, not lost to the page's top.
    expect(document.body).not.toHaveFocus();
    expect(await screen.findByText('Producto eliminado de mis Favoritos')).toBeInTheDocument();
    expect(fetchMock.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      product_id: 7,
      customer_id: 42,
    });
    expect(store.getState().wishlist.items).toEqual([{ id: 9, slug: printer.slug }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? 'null')).toEqual([
      { id: 9, slug: printer.slug },
    ]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [9] });
  });

  it('puts a favourite back on the list when the server refuses to remove it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () => ({ body: [laptop] }),
      'DELETE /customers/remove-from-wishlist': () => ({ status: 503, body: { message: 'Caído' } }),
    });
    renderPage([laptop]);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar' }));

    expect(
      await screen.findByText('No pudimos quitar el producto de tus Favoritos. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Laptop Lenovo IdeaPad 7' })).toBeInTheDocument();
    expect(eventBus.current('portal:wishlist-changed')?.productIds).toEqual([7]);
  });

  it('shows the empty list with a way to the catalogue', async () => {
    fetchMock = mockFetch({ 'GET /customers/get-wish-list/42': () => ({ body: [] }) });
    renderPage([]);
    expect(await screen.findByText('Aún no tienes productos en Favoritos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () =>
        fail ? { status: 503, body: { message: 'Servicio no disponible' } } : { body: [laptop] },
    });
    renderPage([laptop]);
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Laptop Lenovo IdeaPad 7' }),
    ).toBeInTheDocument();
  });

  it('renders nothing for a guest', () => {
    fetchMock = mockFetch({});
    const { container } = renderWithProviders(<WishlistPage />, { route: '/portal/wishlist' });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.calls).toEqual([]);
  });
});
