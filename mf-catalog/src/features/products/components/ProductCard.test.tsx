import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type IntentEvents } from '@store/app-kit';
import { buildProduct, keepNbsp } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductCard } from './ProductCard';

const NBSP = '\u00a0';

describe('ProductCard', () => {
  it('shows brand, a link to the product and the price in lempiras', () => {
    renderWithProviders(
      <ProductCard
        product={buildProduct({
          name: 'Laptop HP 15',
          slug: 'laptop-hp-15',
          brand: { id: 1, name: 'HP' },
          price: { sale: 12345.5, regular: 15000 },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Laptop HP 15' });
    expect(within(card).getByText('HP')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Laptop HP 15' })).toHaveAttribute(
      'href',
      '/product/laptop-hp-15',
    );
    expect(within(card).getByText(`L${NBSP}12,345.50`, keepNbsp)).toBeInTheDocument();
    // The regular price is shown struck through when it is higher than the sale price.
    expect(within(card).getByText(`L${NBSP}15,000.00`, keepNbsp).tagName).toBe('DEL');
    expect(within(card).getByRole('img', { name: 'Laptop HP 15' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/api\.test\/images\/products\//) as string,
    );
    expect(within(card).getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
  });

  it('says "Agotado" and disables the add button when there is no stock', () => {
    renderWithProviders(
      <ProductCard product={buildProduct({ stock: 0, price: { sale: 999, regular: 999 } })} />,
    );
    expect(screen.getByText('Agotado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    expect(screen.getByText(`L${NBSP}999.00`, keepNbsp)).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });
});

describe('adding to the cart from a card', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    jest.restoreAllMocks();
  });

  it('asks the cart remote with the product snapshot and leaves the success toast to it', async () => {
    const received: IntentEvents['cart:add-requested'][] = [];
    let answer: (value: { qty: number }) => void = () => undefined;
    unregister = eventBus.handle('cart:add-requested', (payload) => {
      received.push(payload);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const requestSpy = jest.spyOn(eventBus, 'request');
    const product = buildProduct({
      id: 42,
      slug: 'switch-cisco-24',
      name: 'Switch Cisco 24 puertos',
      sku: 'CIS-24',
      price: { sale: 8500, regular: 9000 },
      stock: 3,
      brand: { id: 9, name: 'Cisco' },
      mainCategory: { id: 5, name: 'Switches', slug: 'switches' },
      group: 'REDES',
      materialGroup: 'SWITCH',
      coupon: { code: 'RED10', type: 'P', discount: 10, remaining: 4, expire: '2099-01-01' },
    });
    renderWithProviders(<ProductCard product={product} />);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      v: 1,
      qty: 1,
      product: {
        id: 42,
        slug: 'switch-cisco-24',
        name: 'Switch Cisco 24 puertos',
        sku: 'CIS-24',
        price: 8500,
        stock: 3,
        image: 'http://api.test/images/products/42?w=350&q=75',
        brandName: 'Cisco',
        categoryName: 'Switches',
        group: 'REDES',
        materialGroup: 'SWITCH',
        coupon: { code: 'RED10', type: 'P', discount: 10, remaining: 4, expire: '2099-01-01' },
      },
    });
    // Busy while the cart remote works.
    expect(screen.getByRole('button', { name: 'Agregando…' })).toBeDisabled();

    answer({ qty: 1 });
    expect(await screen.findByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    expect(requestSpy.mock.calls.map(([type]) => type)).not.toContain('shell:toast-requested');
    expect(screen.queryByText('Producto agregado al carrito')).not.toBeInTheDocument();
  });

  it('tells the shopper when nobody handles the request (cart remote unavailable)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(eventBus.hasHandler('cart:add-requested')).toBe(false);
    renderWithProviders(<ProductCard product={buildProduct()} />, {
      storeOptions: { cartIntentTimeoutMs: 30 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(
      await screen.findByText('No pudimos agregar el producto al carrito. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
  });

  it('tells the shopper when the cart remote refuses the product', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    unregister = eventBus.handle('cart:add-requested', () => Promise.reject(new Error('Sin existencias')));
    renderWithProviders(<ProductCard product={buildProduct()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(
      await screen.findByText('No pudimos agregar el producto al carrito. Intenta de nuevo.'),
    ).toBeInTheDocument();
  });
});

describe('compare and favourites on a card', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('adds the product to the compare list with "Comparar" and takes it out again', async () => {
    const { store } = renderWithProviders(
      <ProductCard product={buildProduct({ id: 8, name: 'Laptop Asus Vivobook' })} />,
    );
    const card = screen.getByRole('article', { name: 'Laptop Asus Vivobook' });

    await userEvent.click(within(card).getByRole('button', { name: 'Comparar' }));
    expect(within(card).getByRole('button', { name: 'Quitar de comparar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().compare.items.map((item) => item.id)).toEqual([8]);

    await userEvent.click(within(card).getByRole('button', { name: 'Quitar de comparar' }));
    expect(within(card).getByRole('button', { name: 'Comparar' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().compare.items).toEqual([]);
  });

  it('has the heart, which asks the portal to toggle the favourite', async () => {
    const asked: IntentEvents['portal:wishlist-toggle-requested'][] = [];
    const unregisterWishlist = eventBus.handle('portal:wishlist-toggle-requested', (payload) => {
      asked.push(payload);
      return { inWishlist: true };
    });
    renderWithProviders(<ProductCard product={buildProduct({ id: 9, slug: 'tablet-samsung-a9' })} />);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a Favoritos' }));

    await waitFor(() => expect(asked).toEqual([{ v: 1, productId: 9, slug: 'tablet-samsung-a9' }]));
    unregisterWishlist();
  });
});
