import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@store/app-kit';
import { startCartService } from '../../app/cart-service';
import { makeStore } from '../../app/store';
import { dataLayer, enableTestAnalytics, resetTestAnalytics, TRACKED_CART } from '../../test/analytics';
import { buildCartItem, buildSnapshot } from '../../test/builders';
import { installTestRuntimeConfig, renderWithProviders } from '../../test/render-with-providers';
import { addToCartEvent, beginCheckoutEvent } from './cart-analytics';
import type { CartItem } from './cart-item';
import { cartStateFromItems } from './cart-slice';
import { CartPage } from './CartPage';

/** The e-commerce events pushed to the GTM data layer, without GTM's own bookkeeping. */
function pushedEvents(): unknown[] {
  return (dataLayer() ?? []).filter(
    (entry) =>
      typeof entry === 'object' && entry !== null && 'ecommerce' in entry && entry.ecommerce !== null,
  );
}

let stop: (() => void) | undefined;
let unhandleToasts: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  installTestRuntimeConfig();
  // The service asks for a toast on every add; nobody shows it in these tests.
  unhandleToasts = eventBus.handle('shell:toast-requested', () => ({ shown: true }));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  unhandleToasts?.();
  resetTestAnalytics();
});

describe('add_to_cart from the cart service', () => {
  it('sends the added product with the added quantity and its value in HNL', async () => {
    enableTestAnalytics();
    stop = startCartService(makeStore());
    const product = buildSnapshot({ id: 101, price: 15999.5 });

    await eventBus.request('cart:add-requested', { v: 1, product, qty: 2 });
    // Adding the same product again reports only the new unit, not the whole line.
    await eventBus.request('cart:add-requested', { v: 1, product });

    const item = {
      item_id: '101',
      item_name: 'Laptop HP 15',
      price: 15999.5,
      item_brand: 'HP',
      item_category: 'Laptops',
    };
    expect(pushedEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'HNL', value: 31999, items: [{ ...item, quantity: 2 }] },
      },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'HNL', value: 15999.5, items: [{ ...item, quantity: 1 }] },
      },
    ]);
    // GTM merges ecommerce objects, so each event is preceded by a reset.
    expect(dataLayer()?.at(-2)).toEqual({ ecommerce: null });
  });

  it('pushes nothing while analytics is off, and the add still works', async () => {
    stop = startCartService(makeStore());
    await expect(
      eventBus.request('cart:add-requested', { v: 1, product: buildSnapshot(), qty: 3 }),
    ).resolves.toEqual({ qty: 3 });
    expect(dataLayer()).toBeUndefined();
  });
});

describe('begin_checkout from the cart page', () => {
  const [mouse, keyboard] = TRACKED_CART.lines;
  const items = [
    mouse,
    {
      ...keyboard,
      coupon: { code: 'FIJO', type: 'F', discount: 100, remaining: 1, expire: '2999-01-01', amount: 100 },
    } satisfies CartItem,
  ];

  const payButton = () =>
    within(screen.getByRole('region', { name: 'Resumen del pedido' })).getByRole('link', { name: 'Pagar' });

  it('sends the whole cart, its total after the coupon and the coupon code when Pagar is clicked', async () => {
    enableTestAnalytics();
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, {
      preloadedState: { cart: cartStateFromItems(items) },
      route: '/cart',
    });
    await user.click(payButton());

    expect(pushedEvents()).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'HNL',
          value: 1899.99,
          coupon: 'FIJO',
          items: TRACKED_CART.gaItems,
        },
      },
    ]);
  });

  it('pushes nothing while analytics is off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, {
      preloadedState: { cart: cartStateFromItems(items) },
      route: '/cart',
    });
    await user.click(payButton());
    expect(dataLayer()).toBeUndefined();
  });
});

describe('event builders', () => {
  it('rounds add_to_cart value to cents and leaves out a missing brand or category', () => {
    const event = addToCartEvent(buildSnapshot({ price: 0.1, brandName: null, categoryName: '' }), 3);
    expect(event.params.value).toBe(0.3);
    expect(event.params.items[0]).toEqual({
      item_id: '101',
      item_name: 'Laptop HP 15',
      price: 0.1,
      quantity: 3,
    });
  });

  it('sends no coupon in begin_checkout when none discounts the cart', () => {
    const event = beginCheckoutEvent([buildCartItem()], 1250);
    expect(event.params).not.toHaveProperty('coupon');
    expect(event.params.value).toBe(1250);
  });
});
