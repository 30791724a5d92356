import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthlyFromResponse, Product, ReviewList } from '@store/contracts';
import { eventBus, type IntentEvents } from '@store/app-kit';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { buildProduct, buildProductPage, errorReply, keepNbsp } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductPage } from './ProductPage';

let api: MockFetch | undefined;
let unregister: (() => void) | undefined;
afterEach(() => {
  api?.restore();
  unregister?.();
  unregister = undefined;
});

const product = buildProduct({
  id: 7,
  slug: 'impresora-epson-l3250',
  name: 'Impresora Epson L3250',
  sku: 'EPS-L3250',
  stock: 4,
  price: { sale: 5499, regular: 5499 },
  specs: [
    { name: 'Conectividad', value: 'Wi-Fi' },
    { name: 'Tipo', value: 'Tanque de tinta' },
  ],
});

/** What the page reads after the product: its reviews (none) and the category's products. */
function pageExtras(related: Product[] = []): Record<string, MockHandler> {
  return {
    'POST /product-review/get-reviews': () => ({
      body: { data: [], summary: { count: 0, average: 0 } } satisfies ReviewList,
    }),
    'GET /product/search-result': () => ({ body: buildProductPage(related) }),
  };
}

/** The reads of the product itself (the page also asks for "Desde L x/mes"). */
const productReads = () =>
  (api?.calls ?? []).filter((call) => call.url.pathname.startsWith('/products/slug/'));

describe('ProductPage', () => {
  it('shows the product with specs and adds the chosen quantity to the cart', async () => {
    api = mockFetch({
      ...pageExtras(),
      'GET /products/slug/impresora-epson-l3250': () => ({ body: product }),
    });
    const received: IntentEvents['cart:add-requested'][] = [];
    unregister = eventBus.handle('cart:add-requested', (payload) => {
      received.push(payload);
      return { qty: payload.qty ?? 1 };
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impresora Epson L3250' }),
    ).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('expand')).toBe('specs');
    expect(screen.getByText('SKU: EPS-L3250')).toBeInTheDocument();
    expect(screen.getByText('L\u00a05,499.00', keepNbsp)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Conectividad' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Wi-Fi' })).toBeInTheDocument();

    const quantity = screen.getByLabelText('Cantidad');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
    await userEvent.selectOptions(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ v: 1, qty: 3, product: { id: 7, sku: 'EPS-L3250', price: 5499 } });
  });

  it('says "Desde L x/mes" and how it was computed when the product is sold on credit', async () => {
    api = mockFetch({
      ...pageExtras(),
      'GET /products/slug/impresora-epson-l3250': () => ({ body: product }),
      'GET /credit-order/monthly-from': () => ({
        body: {
          basis: 'general',
          items: [{ productId: 7, monthlyFee: 261.68, term: 24, downPaymentPct: 10, rate: 24, price: 5499 }],
        } satisfies MonthlyFromResponse,
      }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });
    expect(await screen.findByText('Desde L\u00a0261.68/mes', keepNbsp)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Con prima de 10 % y 24 cuotas mensuales, tasa anual de 24 %. Sujeto a aprobación de crédito.',
      ),
    ).toBeInTheDocument();
    const asked = api.calls.find((call) => call.url.pathname === '/credit-order/monthly-from');
    expect(asked?.url.searchParams.get('products')).toBe('7');
  });

  it('says nothing about credit for a product whose group is not sold on credit', async () => {
    api = mockFetch({
      ...pageExtras(),
      'GET /products/slug/impresora-epson-l3250': () => ({ body: product }),
      'GET /credit-order/monthly-from': () => ({
        body: { basis: 'general', items: [] } satisfies MonthlyFromResponse,
      }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Impresora Epson L3250' });
    await waitFor(() =>
      expect((api?.calls ?? []).some((call) => call.url.pathname === '/credit-order/monthly-from')).toBe(
        true,
      ),
    );
    expect(screen.queryByText(/\/mes$/)).not.toBeInTheDocument();
  });

  it('says the product does not exist on a 404', async () => {
    api = mockFetch({
      'GET /products/slug/ya-no-existe': () => errorReply(404, 'Producto no encontrado'),
    });
    renderWithProviders(<ProductPage />, { route: '/product/ya-no-existe', path: '/product/:slug' });
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });

  it('refetches the product when an order takes its stock (bus `stock-changed`), and only then', async () => {
    let stock = 4;
    api = mockFetch({
      ...pageExtras(),
      'GET /products/slug/impresora-epson-l3250': () => ({ body: { ...product, stock } satisfies Product }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });
    expect(await screen.findByText('Últimas 4 unidades')).toBeInTheDocument();

    stock = 0;
    act(() => eventBus.publish('cart:stock-changed', { v: 1, productIds: [3, 7], at: Date.now() }));

    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    // The product stayed on screen while it was refetched.
    expect(screen.getByRole('heading', { level: 1, name: 'Impresora Epson L3250' })).toBeInTheDocument();
    expect(productReads()).toHaveLength(2);

    await act(async () => {
      eventBus.publish('cart:stock-changed', { v: 1, productIds: [99], at: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(productReads()).toHaveLength(2);
  });

  it("shows the product's usable coupon near the price, the reviews' summary and 'Comparar'", async () => {
    api = mockFetch({
      ...pageExtras(),
      'GET /products/slug/impresora-epson-l3250': () => ({
        body: {
          ...product,
          coupon: {
            code: 'IMP6-L250',
            type: 'F',
            discount: 250,
            remaining: 9,
            expire: '2099-12-31T23:59:59-06:00',
          },
        } satisfies Product,
      }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });
    expect(await screen.findByRole('heading', { name: 'Cupón disponible: IMP6-L250' })).toBeInTheDocument();
    expect(screen.getByText('Precio con cupón: L\u00a05,249.00', keepNbsp)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar' })).toHaveAccessibleDescription(
      'Impresora Epson L3250',
    );
    expect(await screen.findByRole('link', { name: 'Sin opiniones' })).toHaveAttribute('href', '#opiniones');
    // The reviews section comes in its own chunk, after the product.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Opiniones de clientes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inicia sesión para opinar' })).toBeInTheDocument();
  });

  it('shows related products of the category, closest in price first, never the product itself', async () => {
    const near = buildProduct({
      id: 20,
      name: 'Impresora Canon G3110',
      price: { sale: 5299, regular: 5299 },
    });
    const far = buildProduct({ id: 21, name: 'Plotter HP T250', price: { sale: 45999, regular: 45999 } });
    const mid = buildProduct({
      id: 22,
      name: 'Impresora HP Smart Tank 580',
      price: { sale: 6999, regular: 6999 },
    });
    api = mockFetch({
      ...pageExtras([far, product, mid, near]),
      'GET /products/slug/impresora-epson-l3250': () => ({ body: product }),
    });
    renderWithProviders(<ProductPage />, { route: '/product/impresora-epson-l3250', path: '/product/:slug' });

    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Productos relacionados' })
    ).closest('section');
    const names = within(section!)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Impresora Canon G3110', 'Impresora HP Smart Tank 580', 'Plotter HP T250']);
    const asked = api.calls.find((call) => call.url.pathname === '/product/search-result');
    expect(asked?.url.searchParams.get('filter[category]')).toBe(product.mainCategory.slug);
    expect(asked?.url.searchParams.get('filter[inStock]')).toBe('1');
  });
});
