import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthlyFromResponse } from '@store/contracts';
import { STORAGE_KEYS } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import { buildCartItem } from '../../test/builders';
import { keepNbsp, renderWithProviders } from '../../test/render-with-providers';
import { cartStateFromItems, selectCartItems } from './cart-slice';
import { CartPage } from './CartPage';

const NBSP = '\u00a0';

beforeEach(() => localStorage.clear());

function renderCart(
  items = [
    buildCartItem({ id: 1, name: 'Mouse Logitech M170', price: 250, qty: 2, stock: 5 }),
    buildCartItem({ id: 2, name: 'Teclado HP K200', slug: 'teclado-hp-k200', price: 499.99, qty: 1 }),
  ],
) {
  return renderWithProviders(<CartPage />, {
    preloadedState: { cart: cartStateFromItems(items) },
    route: '/cart',
  });
}

function line(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('CartPage', () => {
  it('says "Desde L x/mes" under the products sold on credit, and nothing under the others', async () => {
    const api = mockFetch({
      'GET /credit-order/monthly-from': () => ({
        body: {
          basis: 'customer',
          items: [{ productId: 2, monthlyFee: 26.41, term: 24, downPaymentPct: 10, rate: 24, price: 499.99 }],
        } satisfies MonthlyFromResponse,
      }),
    });
    try {
      renderCart();
      const keyboard = line('Teclado HP K200');
      expect(await within(keyboard).findByText(`Desde L${NBSP}26.41/mes`, keepNbsp)).toBeInTheDocument();
      expect(
        within(keyboard).getByText(
          'Con prima de 10 % y 24 cuotas mensuales, tasa anual de 24 %, según tu línea de crédito. Sujeto a aprobación de crédito.',
        ),
      ).toBeInTheDocument();
      expect(within(line('Mouse Logitech M170')).queryByText(/\/mes$/)).not.toBeInTheDocument();
      expect(api.calls[0]?.url.searchParams.get('products')).toBe('1,2');
    } finally {
      api.restore();
    }
  });

  it('shows each line with image, product link, unit price and line sum in lempiras, and the totals', () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeInTheDocument();

    const mouse = line('Mouse Logitech M170');
    expect(within(mouse).getByRole('img', { name: 'Mouse Logitech M170' })).toBeInTheDocument();
    expect(within(mouse).getByRole('link', { name: 'Mouse Logitech M170' })).toHaveAttribute(
      'href',
      '/product/mouse-logitech-m170',
    );
    expect(within(mouse).getByText(`Precio unitario: L${NBSP}250.00`, keepNbsp)).toBeInTheDocument();
    expect(within(mouse).getByText(`L${NBSP}500.00`, keepNbsp)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getAllByText(`L${NBSP}999.99`, keepNbsp)).toHaveLength(2); // subtotal and total
    expect(within(summary).getByRole('link', { name: 'Pagar' })).toHaveAttribute('href', '/checkout');
    expect(within(summary).getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
  });

  it('changes the quantity and recomputes the line sum and total', async () => {
    const user = userEvent.setup();
    const { store } = renderCart();
    const mouse = line('Mouse Logitech M170');

    await user.click(within(mouse).getByRole('button', { name: 'Aumentar cantidad de Mouse Logitech M170' }));
    expect(within(mouse).getByRole('spinbutton', { name: 'Cantidad de Mouse Logitech M170' })).toHaveValue(3);
    expect(within(mouse).getByText(`L${NBSP}750.00`, keepNbsp)).toBeInTheDocument();

    const input = within(mouse).getByRole('spinbutton', { name: 'Cantidad de Mouse Logitech M170' });
    await user.clear(input);
    await user.type(input, '4');
    await user.tab();
    expect(input).toHaveValue(4);
    expect(within(mouse).getByText(`L${NBSP}1,000.00`, keepNbsp)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Resumen del pedido' })).getAllByText(
        `L${NBSP}1,499.99`,
        keepNbsp,
      ),
    ).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual(
      selectCartItems(store.getState()),
    );
  });

  it('never goes above the stock', async () => {
    const user = userEvent.setup();
    renderCart([buildCartItem({ name: 'Mouse Logitech M170', qty: 5, stock: 5 })]);
    expect(screen.getByRole('button', { name: 'Aumentar cantidad de Mouse Logitech M170' })).toBeDisabled();
    const input = screen.getByRole('spinbutton', { name: 'Cantidad de Mouse Logitech M170' });
    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    expect(input).toHaveValue(5);
  });

  it('removes a product and says so in a toast', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(within(line('Teclado HP K200')).getByRole('button', { name: /^Eliminar/ }));

    expect(screen.queryByRole('listitem', { name: 'Teclado HP K200' })).not.toBeInTheDocument();
    expect(await screen.findByText('Producto eliminado del carrito')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Resumen del pedido' })).getAllByText(
        `L${NBSP}500.00`,
        keepNbsp,
      ),
    ).toHaveLength(2);
  });

  it('shows the empty state with a way back to the store', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(within(line('Teclado HP K200')).getByRole('button', { name: /^Eliminar/ }));
    await user.click(within(line('Mouse Logitech M170')).getByRole('button', { name: /^Eliminar/ }));

    expect(screen.getByText('Sin productos en carrito')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
  });
});
