import { eventBus, STORAGE_KEYS } from '@store/app-kit';
import type { StateEvents } from '@store/app-kit';
import { buildCartItem, buildSnapshot } from '../test/builders';
import { productAdded, productRemoved, selectCartItems } from '../features/cart/cart-slice';
import { loadPersistedCart, makeStore } from './store';

beforeEach(() => localStorage.clear());

describe('cart persistence', () => {
  it('loads a corrupted corp-cart as an empty cart without throwing', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{"this is": not json');
    expect(() => loadPersistedCart()).not.toThrow();
    expect(loadPersistedCart().list).toEqual([]);
  });

  it('loads a corp-cart of the wrong shape as an empty cart', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 'x', qty: -1 }]));
    expect(loadPersistedCart().list).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: [] }));
    expect(loadPersistedCart().list).toEqual([]);
  });

  it('loads a valid corp-cart, coupon included', () => {
    const item = buildCartItem({
      coupon: { code: 'FIJO', type: 'F', discount: 50, remaining: 1, expire: '2999-01-01', amount: 50 },
    });
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([item]));
    const state = loadPersistedCart();
    expect(state.list).toEqual([item]);
    expect(state.coupon).toEqual({ productId: item.id, code: 'FIJO', amount: 50 });
  });

  it('writes corp-cart after every change', () => {
    const store = makeStore();
    store.dispatch(productAdded(buildSnapshot({ id: 9 }), 2));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null')).toEqual(
      selectCartItems(store.getState()),
    );

    store.dispatch(productRemoved({ id: 9 }));
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('publishes cart-changed with the unit count and the total after every change', () => {
    const seen: StateEvents['cart:changed'][] = [];
    const unsubscribe = eventBus.subscribe('cart:changed', (payload) => seen.push(payload));
    const store = makeStore();
    store.dispatch(productAdded(buildSnapshot({ id: 1, price: 1000.1 }), 2));
    store.dispatch(productAdded(buildSnapshot({ id: 2, price: 50 })));
    unsubscribe();

    expect(seen.at(-1)).toMatchObject({ v: 1, count: 3, total: 2050.2 });
    expect(seen.at(-1)?.items.map((line) => [line.productId, line.qty])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('what the start-up loads', () => {
  it('the header and the cart service start without the checkout: its slice joins with its pages', async () => {
    await jest.isolateModulesAsync(async () => {
      // The two modules every page of the store loads from this remote.
      await import('../exposed/CartService');
      await import('../exposed/CartDropdown');
      const { store } = await import('./store');
      expect(Object.keys(store.getState()).sort()).toEqual(['cart', 'cartCheckoutApi']);

      await import('../exposed/CheckoutPage');
      store.dispatch({ type: 'test/any-action' });
      expect(Object.keys(store.getState()).sort()).toEqual(['cart', 'cartCheckoutApi', 'checkout']);
    });
  });
});
