import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type IntentEvents } from '@store/shared-kernel';
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
    const received: IntentEvents['cart-add-requested'][] = [];
    let answer: (value: { qty: number }) => void = () => undefined;
    unregister = eventBus.handle('cart-add-requested', (payload) => {
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
    expect(requestSpy.mock.calls.map(([type]) => type)).not.toContain('toast-requested');
    expect(screen.queryByText('Producto agregado al carrito')).not.toBeInTheDocument();
  });

  it('tells the shopper when nobody handles the request (cart remote unavailable)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(eventBus.hasHandler('cart-add-requested')).toBe(false);
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
    unregister = eventBus.handle('cart-add-requested', () => Promise.reject(new Error('Sin existencias')));
    renderWithProviders(<ProductCard product={buildProduct()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(
      await screen.findByText('No pudimos agregar el producto al carrito. Intenta de nuevo.'),
    ).toBeInTheDocument();
  });
});
