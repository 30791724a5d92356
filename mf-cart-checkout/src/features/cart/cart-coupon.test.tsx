import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CouponView, ErrorBody } from '@store/contracts';
import { STORAGE_KEYS } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch, MockHandler } from '@store/app-kit/testing';
import { loadPersistedCart, makeStore } from '../../app/store';
import { buildCartItem, buildCouponView } from '../../test/builders';
import { installTestRuntimeConfig, renderWithProviders } from '../../test/render-with-providers';
import { cartStateFromItems } from './cart-slice';
import type { CartItem } from './cart-item';
import { CartPage } from './CartPage';

const NBSP = '\u00a0';

type MockResult = Awaited<ReturnType<MockHandler>>;

let fetchMock: MockFetch | undefined;

beforeEach(() => {
  localStorage.clear();
  installTestRuntimeConfig();
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

const LAPTOP = buildCartItem({
  id: 17,
  name: 'Laptop HP ProBook 450',
  slug: 'laptop-hp-probook-450',
  price: 18499,
});
const MICE = buildCartItem({ id: 202, name: 'Mouse Logitech M170', price: 250, qty: 2 });

/** `GET /coupons/{code}` answering `answer` for that code. */
function answerCoupon(code: string, answer: () => MockResult | Promise<MockResult>): MockFetch {
  fetchMock = mockFetch({ [`GET /coupons/${code}`]: answer });
  return fetchMock;
}

const found = (coupon: CouponView) => () => ({ body: coupon });
const refused = (status: number, body: ErrorBody) => () => ({ status, body });

function renderCart(
  items: CartItem[] = [LAPTOP, MICE],
  store = makeStore({ cart: cartStateFromItems(items) }),
) {
  return renderWithProviders(<CartPage />, { store, route: '/cart' });
}

const summary = () => screen.getByRole('region', { name: 'Resumen del pedido' });
const field = () => within(summary()).getByRole('textbox', { name: 'Código de cupón' });
const amount = (label: string) =>
  within(summary()).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
const total = () => within(summary()).getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent;

async function apply(code: string) {
  const user = userEvent.setup();
  await user.type(field(), `${code}{Enter}`);
  return user;
}

/** The coupon lookups among the page's calls (it also asks for "Desde L x/mes"). */
function couponCalls<T extends { url: URL }>(calls: readonly T[]): T[] {
  return calls.filter((call) => call.url.pathname.startsWith('/coupons/'));
}

describe('coupon code on the cart page', () => {
  const past = '2024-10-07T05:59:59.000Z';
  it.each<[string, string, () => MockResult]>([
    [
      'an unknown code (404)',
      'Cupón no encontrado',
      refused(404, { message: 'Cupón no encontrado', code: 'COUPON_NOT_FOUND' }),
    ],
    [
      'an expired coupon (422)',
      'Cupón vencido',
      refused(422, { message: 'Cupón vencido', code: 'COUPON_EXPIRED' }),
    ],
    [
      'an exhausted coupon (422)',
      'Coupón agotado',
      refused(422, { message: 'Coupón agotado', code: 'COUPON_EXHAUSTED' }),
    ],
    ['an answer already expired', 'Cupón vencido', found(buildCouponView({ code: 'VIEJO', expire: past }))],
    [
      'an answer with no uses left',
      'Coupón agotado',
      found(buildCouponView({ code: 'VIEJO', remaining: 0 })),
    ],
    [
      'a coupon for none of the cart products',
      'El cupón no aplica a los productos de tu pedido',
      found(buildCouponView({ code: 'VIEJO', validProducts: [999] })),
    ],
    ['a server failure', 'Problemas al recuperar el cupón', refused(500, { message: 'Error interno' })],
    [
      'a lost connection',
      'Problemas al recuperar el cupón',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('refuses %s with a toast and the message under the field', async (_case, message, answer) => {
    answerCoupon('VIEJO', answer);
    const { store } = renderCart();
    await apply('VIEJO');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAccessibleDescription(message);
    expect(field()).toHaveValue('VIEJO');
    expect(amount('Descuento (VIEJO)')).toBeNull();
    expect(store.getState().cart.coupon.amount).toBe(0);
  });

  it("applies a code: '¡Cupón aplicado!', the discount line, the total, and 'Quitar' takes it off", async () => {
    const { calls } = answerCoupon('BIENVENIDO10', found(buildCouponView()));
    const { store } = renderCart();
    const user = await apply('BIENVENIDO10');

    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    expect(couponCalls(calls).map((call) => call.url.href)).toEqual(['http://api.test/coupons/BIENVENIDO10']);
    // 10 % of one unit of the most expensive product (the laptop).
    expect(amount('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);
    expect(total()).toBe(`L${NBSP}17,149.10`);
    expect(store.getState().cart.coupon).toEqual({ productId: 17, code: 'BIENVENIDO10', amount: 1849.9 });
    expect(field()).toHaveValue('');
    expect(within(summary()).getByText('Cupón aplicado:')).toHaveTextContent('Cupón aplicado: BIENVENIDO10');

    await user.click(within(summary()).getByRole('button', { name: 'Quitar cupón BIENVENIDO10' }));
    expect(amount('Descuento (BIENVENIDO10)')).toBeNull();
    expect(total()).toBe(`L${NBSP}18,999.00`);
    expect(store.getState().cart.coupon.amount).toBe(0);
    expect(within(summary()).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
  });

  it('books a code limited to some products on the dearest of those, not of the cart', async () => {
    answerCoupon(
      'MOUSE500',
      found(buildCouponView({ code: 'MOUSE500', type: 'F', discount: 500, validProducts: [202] })),
    );
    const { store } = renderCart();
    await apply('MOUSE500');
    await screen.findByRole('alert');
    // A fixed amount never exceeds the unit price: one L 250 mouse.
    expect(amount('Descuento (MOUSE500)')).toBe(`−L${NBSP}250.00`);
    expect(store.getState().cart.coupon).toEqual({ productId: 202, code: 'MOUSE500', amount: 250 });
  });

  it("replaces the product's own coupon (the cart keeps one)", async () => {
    answerCoupon('BIENVENIDO10', found(buildCouponView()));
    const withOwn = {
      ...MICE,
      coupon: {
        code: 'MOUSE10',
        type: 'F' as const,
        discount: 10,
        remaining: 3,
        expire: '2999-01-01',
        amount: 10,
      },
    };
    renderCart([LAPTOP, withOwn]);
    expect(amount('Descuento (MOUSE10)')).toBe(`−L${NBSP}10.00`);
    await apply('BIENVENIDO10');
    await screen.findByRole('alert');
    expect(amount('Descuento (MOUSE10)')).toBeNull();
    expect(amount('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);
  });

  it('keeps the code, and its removal, across a reload', async () => {
    answerCoupon('BIENVENIDO10', found(buildCouponView()));
    const first = renderCart();
    await apply('BIENVENIDO10');
    await screen.findByRole('alert');
    first.unmount();

    const second = renderCart([], makeStore({ cart: loadPersistedCart() }));
    expect(second.store.getState().cart.coupon).toEqual({
      productId: 17,
      code: 'BIENVENIDO10',
      amount: 1849.9,
    });
    expect(amount('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar cupón BIENVENIDO10' }));
    second.unmount();

    renderCart([], makeStore({ cart: loadPersistedCart() }));
    expect(amount('Descuento (BIENVENIDO10)')).toBeNull();
    expect(total()).toBe(`L${NBSP}18,999.00`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(2);
  });

  it('sends one lookup for a double submit', async () => {
    let answer: (result: MockResult) => void = () => undefined;
    const { calls } = answerCoupon(
      'BIENVENIDO10',
      () =>
        new Promise<MockResult>((resolve) => {
          answer = resolve;
        }),
    );
    renderCart();
    await apply('BIENVENIDO10');
    fireEvent.submit(screen.getByRole('form', { name: 'Cupón de descuento' }));
    await userEvent.setup().keyboard('{Enter}');
    expect(couponCalls(calls)).toHaveLength(1);
    answer({ body: buildCouponView() });
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    await waitFor(() => expect(amount('Descuento (BIENVENIDO10)')).toBe(`−L${NBSP}1,849.90`));
    expect(couponCalls(calls)).toHaveLength(1);
  });
});
