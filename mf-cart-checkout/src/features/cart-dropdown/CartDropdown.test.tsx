import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders as renderWithKitProviders } from '@store/remote-kit/testing';
import { makeStore } from '../../app/store';
import { dataLayer, enableTestAnalytics, resetTestAnalytics, TRACKED_CART } from '../../test/analytics';
import { buildCartItem } from '../../test/builders';
import { keepNbsp } from '../../test/render-with-providers';
import { cartStateFromItems, productRemoved } from '../cart';
import type { CartItem } from '../cart';
import { CartDropdown } from './CartDropdown';

const NBSP = '\u00a0';

function renderDropdown(items: CartItem[] = TRACKED_CART.lines, route = '/') {
  const store = makeStore({ cart: cartStateFromItems(items) });
  return renderWithKitProviders(<CartDropdown />, {
    store,
    route,
    withLocationProbe: true,
    app: 'cartCheckout',
  });
}

const cartButton = () => screen.getByRole('button', { name: /^Carrito, \d+ productos?$/ });
const panel = () => screen.getByRole('dialog', { name: 'Carrito' });
const location = () => screen.getByTestId('location');

beforeEach(() => localStorage.clear());

afterEach(resetTestAnalytics);

describe('CartDropdown button', () => {
  it('shows the unit count in the badge and the accessible name, with the popup closed', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Carrito, 3 productos' });
    expect(button).toHaveTextContent('Carrito');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 0 in the badge for an empty cart', () => {
    renderDropdown([]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    expect(cartButton()).toHaveAccessibleName('Carrito, 0 productos');
  });

  it('follows the cart slice when it changes', async () => {
    const user = userEvent.setup();
    const { store } = renderDropdown();
    await user.click(cartButton());
    act(() => {
      store.dispatch(productRemoved({ id: 1 }));
    });

    expect(
      await screen.findByRole('button', { name: 'Carrito, 1 producto', hidden: true }),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Mouse Logitech M170' })).not.toBeInTheDocument();
    expect(
      within(panel()).getByText(`L${NBSP}1,499.99`, { ...keepNbsp, selector: 'span' }),
    ).toBeInTheDocument();
  });
});

describe('CartDropdown panel', () => {
  it('says exactly "Sin productos en carrito" when empty, without Pagar or a total', async () => {
    const user = userEvent.setup();
    renderDropdown([]);
    await user.click(cartButton());

    expect(within(panel()).getByText('Sin productos en carrito')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Total')).not.toBeInTheDocument();
  });

  it('lists each line with thumbnail, product link, qty × price and line sum, and the total in lempiras', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());

    const list = within(panel()).getByRole('list', { name: 'Productos en el carrito' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    const [first, second] = lines;
    if (!first || !second) throw new Error('expected two lines');
    expect(within(first).getByRole('img', { name: 'Mouse Logitech M170' })).toHaveAttribute(
      'src',
      'http://img.test/m170-350.jpg',
    );
    expect(within(first).getByRole('link', { name: 'Mouse Logitech M170' })).toHaveAttribute(
      'href',
      '/product/mouse-logitech-m170',
    );
    expect(within(first).getByText(`2 × L${NBSP}250.00`, keepNbsp)).toBeInTheDocument();
    expect(within(first).getByText(`L${NBSP}500.00`, keepNbsp)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Teclado HP K200' })).toHaveAttribute(
      'href',
      '/product/teclado-hp-k200',
    );
    expect(within(second).getByText(`1 × L${NBSP}1,499.99`, keepNbsp)).toBeInTheDocument();

    expect(within(panel()).getByText('Total')).toBeInTheDocument();
    expect(within(panel()).getByText(`L${NBSP}1,999.99`, keepNbsp)).toBeInTheDocument();
  });

  it('shows the total after the coupon, as the cart page does', async () => {
    const user = userEvent.setup();
    renderDropdown([
      buildCartItem({
        id: 5,
        price: 1000,
        qty: 1,
        coupon: { code: 'FIJO', type: 'F', discount: 100, remaining: 1, expire: '2999-01-01', amount: 100 },
      }),
    ]);
    await user.click(cartButton());
    expect(within(panel()).getByText(`L${NBSP}900.00`, keepNbsp)).toBeInTheDocument();
  });

  it('links to the cart and to checkout', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    expect(within(panel()).getByRole('link', { name: 'Ver Carrito' })).toHaveAttribute('href', '/cart');
    expect(within(panel()).getByRole('link', { name: 'Pagar' })).toHaveAttribute('href', '/checkout');
  });

  it('fits a 360px screen: at most the viewport width minus 16px', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    expect(getComputedStyle(panel()).maxWidth).toBe('calc(100vw - 16px)');
  });
});

describe('CartDropdown keyboard', () => {
  it('opens with Enter, moves focus into the panel, tabs through the links and closes with Escape back on the button', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.tab();
    expect(cartButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = panel();
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
    const button = screen.getByRole('button', { name: 'Carrito, 3 productos', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);

    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Mouse Logitech M170' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Teclado HP K200' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Ver Carrito' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Pagar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartButton()).toHaveFocus();
    expect(cartButton()).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('opens with Space too', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.tab();
    await user.keyboard(' ');
    expect(panel()).toBeInTheDocument();
  });

  it('closes when a link is chosen with the keyboard and goes there', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(panel()).getByRole('link', { name: 'Ver Carrito' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(location()).toHaveTextContent('/cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a product is clicked and goes to its page', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    await user.click(within(panel()).getByRole('link', { name: 'Teclado HP K200' }));

    expect(location()).toHaveTextContent('/product/teclado-hp-k200');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('CartDropdown analytics', () => {
  it('sends begin_checkout with the whole cart when Pagar is chosen', async () => {
    enableTestAnalytics();
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    await user.click(within(panel()).getByRole('link', { name: 'Pagar' }));

    expect(location()).toHaveTextContent('/checkout');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataLayer()?.slice(-2)).toEqual([
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'HNL',
          value: 1999.99,
          items: TRACKED_CART.gaItems,
        },
      },
    ]);
  });

  it('sends nothing for Ver Carrito', async () => {
    enableTestAnalytics();
    const pushedAtStart = dataLayer()?.length;
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    await user.click(within(panel()).getByRole('link', { name: 'Ver Carrito' }));
    expect(dataLayer()).toHaveLength(pushedAtStart ?? 0);
  });

  it('pushes nothing while analytics is off', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(cartButton());
    await user.click(within(panel()).getByRole('link', { name: 'Pagar' }));
    expect(location()).toHaveTextContent('/checkout');
    expect(dataLayer()).toBeUndefined();
  });
});
