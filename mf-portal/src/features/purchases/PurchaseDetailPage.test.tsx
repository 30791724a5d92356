import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody, Product, Purchase } from '@store/contracts';
import { TEST_API } from '@store/remote-kit/testing';
import { eventBus, IntentNotHandledError, type IntentEvents } from '@store/app-kit';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildProduct, buildPurchase, buildPurchaseItem } from './purchase-builders';
import { PurchaseDetailPage } from './PurchaseDetailPage';

const user = buildUser({ id: 42 });
const session = { id: user.id, token: 'tok-ana-123', user };

let fetchMock: MockFetch | undefined;
let stopCart: (() => void) | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  stopCart?.();
  stopCart = undefined;
});

/** The cart remote as the bus sees it: records each add and answers like the real one. */
function cartOwner(): Array<IntentEvents['cart:add-requested']> {
  const requests: Array<IntentEvents['cart:add-requested']> = [];
  stopCart = eventBus.handle('cart:add-requested', (request) => {
    requests.push(request);
    return { qty: request.qty ?? 1 };
  });
  return requests;
}

function answer(purchase: Purchase | ErrorBody, products: Record<number, Product> = {}) {
  const handlers: Record<string, MockHandler> = {
    'GET /customers/42/purchases/501': () =>
      'message' in purchase ? { status: 404, body: purchase } : { body: purchase },
  };
  for (const id of [31, 44]) {
    const product = products[id];
    handlers[`GET /products/${String(id)}`] = () =>
      product ? { body: product } : { status: 404, body: { message: 'Producto no encontrado' } };
  }
  fetchMock = mockFetch(handlers);
}

function renderPage(route = '/portal/compras/501?desde=2025-06-01&hasta=2026-03-01') {
  return renderWithProviders(<PurchaseDetailPage />, {
    preloadedState: { session },
    route,
    path: '/portal/compras/:orderId',
  });
}

describe('/portal/compras/:orderId', () => {
  it('shows the items, totals, payment method, delivery address and the status with its history', async () => {
    answer(
      buildPurchase({ discountTotal: 350, items: [buildPurchaseItem({ discount: 350, lineTotal: 18150 })] }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido HN-7K3Q-X9PM-2AB4' }),
    ).toBeInTheDocument();

    const items = screen.getByRole('table', { name: 'Productos' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Producto', 'Cantidad', 'Precio unitario', 'Descuento', 'Total']);
    const [line] = within(items).getAllByRole('row').slice(1);
    expect(within(line!).getByRole('link', { name: 'Laptop HP 15' })).toHaveAttribute(
      'href',
      '/product/laptop-hp-15',
    );
    expect(
      within(line!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'L\u00a018,500.00', '−L\u00a0350.00', 'L\u00a018,150.00']);

    const summary = screen.getByRole('region', { name: 'Resumen' });
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Forma de pago')).toBe('Tarjeta de crédito o débito');
    expect(figure('Subtotal')).toBe('L\u00a021,000.00');
    expect(figure('Descuento')).toBe('−L\u00a0350.00');
    expect(figure('Envío')).toBe('L\u00a0150.00');
    expect(figure('ISV incluido')).toBe('L\u00a02,758.70');
    expect(figure('Total')).toBe('L\u00a021,150.00');

    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Envío a domicilio');
    expect(delivery).toHaveTextContent('Ana Mejía');
    expect(delivery).toHaveTextContent('Col. Palmira, casa 512');
    expect(delivery).toHaveTextContent('Distrito Central, Francisco Morazán');
    expect(delivery).toHaveTextContent('Teléfono: 9988-7766');

    const history = screen.getByRole('region', { name: 'Estado e historial' });
    expect(within(history).getByText('Estado actual:').nextElementSibling).toHaveTextContent('Entregado');
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'En proceso de compra',
      'Pagado',
      'Entregado',
    ]);
    expect(entries[2]).toHaveTextContent('Pedido entregado');
    expect(entries[2]).toHaveTextContent('23 de enero de 2026');

    expect(screen.getByRole('link', { name: 'Volver a Compras' })).toHaveAttribute(
      'href',
      '/portal/compras?desde=2025-06-01&hasta=2026-03-01',
    );
  });

  it('shows the store of a pick-up order, and an order without history says so', async () => {
    answer(
      buildPurchase({
        delivery: {
          method: 'store',
          methodLabel: 'Retiro en tienda',
          address: null,
          store: {
            id: 1,
            name: 'Tienda Tegucigalpa',
            address: 'Blvd. Morazán, Torre Futura, local 3',
            phone: '2232-0000',
            hours: 'Lunes a sábado, 9:00 a 18:00',
          },
        },
        history: [],
      }),
    );
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Retiro en tienda');
    expect(delivery).toHaveTextContent('Tienda Tegucigalpa');
    expect(delivery).toHaveTextContent('Horario: Lunes a sábado, 9:00 a 18:00');
    expect(screen.getByText('Este pedido no tiene cambios de estado registrados.')).toBeInTheDocument();
  });

  it("'Comprar de nuevo' adds what is in stock at the quantity ordered, and names what is sold out", async () => {
    const ui = userEvent.setup();
    const requests = cartOwner();
    answer(buildPurchase(), {
      31: buildProduct({ price: { sale: 18900, regular: 19900 }, stock: 8 }),
      44: buildProduct({ id: 44, slug: 'mouse-logitech-m170', name: 'Mouse Logitech M170', stock: 0 }),
    });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Comprar de nuevo' }));

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Agregados al carrito: Laptop HP 15 (1)');
    expect(outcome).toHaveTextContent('Agotado: Mouse Logitech M170');
    // Only the product in stock went to the cart, with today's price and stock, not the order's.
    expect(requests).toEqual([
      {
        v: 1,
        qty: 1,
        product: expect.objectContaining({ id: 31, slug: 'laptop-hp-15', price: 18900, stock: 8 }),
      },
    ]);
    expect(requests[0]?.product.image).toBe(`${TEST_API}/images/products/31?w=350&q=75`);
    expect(fetchMock?.calls.filter((call) => call.url.pathname.startsWith('/products/'))).toHaveLength(2);
  });

  it('asks for no more than the stock, and names a product no longer sold', async () => {
    const ui = userEvent.setup();
    const requests = cartOwner();
    answer(
      buildPurchase({
        items: [buildPurchaseItem({ qty: 3 }), buildPurchaseItem({ productId: 44, name: 'Mouse viejo' })],
      }),
      {
        31: buildProduct({ stock: 2 }),
      },
    );
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Comprar de nuevo' }));

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent(
      'Agregados al carrito: Laptop HP 15 (2 de 3; no hay más en existencia)',
    );
    expect(outcome).toHaveTextContent('Ya no está a la venta: Mouse viejo');
    expect(requests.map((request) => [request.product.id, request.qty])).toEqual([[31, 2]]);
  });

  it('says so when the cart cannot be reached, and adds nothing', async () => {
    const ui = userEvent.setup();
    // What the bus answers when no cart remote registered in time (buy-again.test.ts waits for the real timeout).
    stopCart = eventBus.handle('cart:add-requested', () => {
      throw new IntentNotHandledError('cart:add-requested');
    });
    answer(buildPurchase(), {
      31: buildProduct(),
      44: buildProduct({ id: 44, name: 'Mouse Logitech M170' }),
    });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Comprar de nuevo' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent(
      'El carrito no está disponible en este momento. Intenta de nuevo en unos minutos.',
    );
    expect(outcome).toHaveTextContent('No se pudieron agregar: Laptop HP 15, Mouse Logitech M170');
    expect(outcome).not.toHaveTextContent('Agregados al carrito');
    expect(screen.getByRole('button', { name: 'Comprar de nuevo' })).toBeEnabled();
  });

  it("says 'Compra no encontrada' for an order that is not the customer's, with the way back", async () => {
    answer({ message: 'Compra no encontrada', code: 'NOT_FOUND' });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compra no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Compras' })).toHaveAttribute(
      'href',
      '/portal/compras?desde=2025-06-01&hasta=2026-03-01',
    );
    expect(screen.queryByRole('button', { name: 'Comprar de nuevo' })).not.toBeInTheDocument();
  });
});
