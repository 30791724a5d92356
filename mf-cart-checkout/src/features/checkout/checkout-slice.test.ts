import { eventBus } from '@store/app-kit';
import type { StateEvents } from '@store/app-kit';
import { makeStore } from '../../app/store';
import { startCheckoutListeners } from './checkout-listeners';
import { installTestRuntimeConfig } from '../../test/render-with-providers';
import { cartStateFromItems } from '../cart';
import { checkoutApi } from './checkout-api';
import { CHECKOUT_SESSION_KEY, readCheckoutSession } from './checkout-session';
import {
  contactSaved,
  newIdempotencyKey,
  selectCheckout,
  selectCheckoutView,
  shippingSaved,
} from './checkout-slice';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import {
  buildCreatedOrder,
  buildOrder,
  buildShippedOrder,
  CART_ITEMS,
  startCheckoutSession,
  VALID_CONTACT,
} from './test/order-fixtures';
import { selectCheckoutOrder } from './use-checkout-order';

let fetchMock: MockFetch | undefined;
let unhandleToasts: (() => void) | undefined;
const toasts: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  installTestRuntimeConfig();
  toasts.length = 0;
  unhandleToasts = eventBus.handle('shell:toast-requested', ({ message }) => {
    toasts.push(message);
    return { shown: true };
  });
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  unhandleToasts?.();
});

function storeWithCart() {
  return makeStore({ cart: cartStateFromItems(CART_ITEMS) });
}

describe('checkout session (sessionStorage corp-checkout)', () => {
  it('starts a fresh checkout when nothing, garbage or a foreign shape is stored', () => {
    expect(selectCheckout(makeStore().getState())).toMatchObject({ id: null, step: 0, status: 'idle' });
    // The checkout is injected with its module: a store made now has its key from the start.
    expect(makeStore().getState()).toHaveProperty('checkout');
    sessionStorage.setItem(CHECKOUT_SESSION_KEY, '{not json');
    expect(readCheckoutSession()).toBeUndefined();
    expect(selectCheckout(makeStore().getState()).id).toBeNull();
    sessionStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify({ id: 'x', step: -1 }));
    expect(selectCheckout(makeStore().getState()).id).toBeNull();
  });

  it('starts from the stored order and step', () => {
    startCheckoutSession({ id: 55, accessToken: 'abc', step: 2 });
    expect(selectCheckout(makeStore().getState())).toMatchObject({
      id: 55,
      accessToken: 'abc',
      step: 2,
    });
    // The order itself is read from the API (RTK Query), not restored from storage.
    expect(selectCheckoutOrder(makeStore().getState())).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    // Insecure contexts do not expose randomUUID at all: remove it from wherever jsdom defines it.
    const holder: object = Object.hasOwn(crypto, 'randomUUID')
      ? crypto
      : (Object.getPrototypeOf(crypto) as object);
    const saved = Object.getOwnPropertyDescriptor(holder, 'randomUUID');
    Reflect.deleteProperty(holder, 'randomUUID');
    try {
      expect('randomUUID' in crypto).toBe(false);
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      if (saved) Object.defineProperty(holder, 'randomUUID', saved);
    }
    expect('randomUUID' in crypto).toBe(true);
  });
});

describe('checkout thunks', () => {
  it('sends one order however many times saving is asked while it runs', async () => {
    let answer: () => void = () => undefined;
    fetchMock = mockFetch({
      'POST /orders': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: buildCreatedOrder() });
        }),
    });
    const store = storeWithCart();
    const first = store.dispatch(contactSaved(VALID_CONTACT));
    const second = store.dispatch(contactSaved(VALID_CONTACT));
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'saving', task: 'contact' });
    answer();
    await Promise.all([first, second]);
    expect(fetchMock.calls).toHaveLength(1);
    expect(toasts).toEqual(['Datos de contacto guardados']);
    // The created order is in the cache with its token: the next steps need no read.
    expect(selectCheckout(store.getState())).toMatchObject({ id: 123, accessToken: 'tok-123', step: 1 });
    expect(selectCheckoutOrder(store.getState())).toMatchObject({ id: 123, number: 'HN-000123' });
  });

  it('never lowers the step: saving contact at step 2 keeps 2', async () => {
    startCheckoutSession({ id: 123, accessToken: 't', step: 2 });
    fetchMock = mockFetch({ 'PUT /orders/123': () => ({ body: buildOrder({ step: 1 }) }) });
    const store = storeWithCart();
    await store.dispatch(contactSaved(VALID_CONTACT));
    expect(selectCheckout(store.getState()).step).toBe(2);
    expect(selectCheckoutView(store.getState())).toBe('review');
  });

  it('raises the step to at least 2 after shipping even if the server says less', async () => {
    startCheckoutSession({ id: 123, accessToken: 't', step: 1 });
    fetchMock = mockFetch({
      'PUT /orders/123/shipping': () => ({ body: buildShippedOrder({ step: 1, shippingTotal: 180.5 }) }),
    });
    const store = storeWithCart();
    await store.dispatch(
      shippingSaved({ department: '9', municipality: '129', address_1: 'Colonia Palmira', address_2: '' }),
    );
    expect(selectCheckout(store.getState())).toMatchObject({ step: 2, task: 'shipping', status: 'idle' });
    expect(selectCheckoutOrder(store.getState())).toMatchObject({ shippingTotal: 180.5 });
    // Spec section 3's order fields follow the server's answer.
    expect(selectCheckout(store.getState())).toMatchObject({
      email: VALID_CONTACT.email,
      shippingTotal: 180.5,
      products: buildShippedOrder().products,
    });
    expect(toasts).toEqual(['Datos de envío guardados']);
  });

  it('publishes stock-changed with the products an order reserved or released', async () => {
    const seen: StateEvents['cart:stock-changed'][] = [];
    const unsubscribe = eventBus.subscribe('cart:stock-changed', (payload) => seen.push(payload));
    fetchMock = mockFetch({
      'POST /orders': () => ({ status: 201, body: buildCreatedOrder() }),
      'PUT /orders/123': () => ({
        body: buildOrder({ products: buildOrder().products.filter((line) => line.id === 202) }),
      }),
    });
    const store = storeWithCart();
    const stopListeners = startCheckoutListeners(store.dispatch);
    try {
      seen.length = 0;
      await store.dispatch(contactSaved(VALID_CONTACT));
      expect(seen).toEqual([{ v: 1, productIds: [17, 202], at: expect.any(Number) }]);

      // New lines: the laptop's units go back on the shelf, the mouse stays reserved.
      await store.dispatch(
        checkoutApi.endpoints.updateOrder.initiate({
          order: { id: 123, accessToken: 'tok-123' },
          body: { products: [{ id: 202, qty: 2 }] },
        }),
      );
      expect(seen).toHaveLength(2);
      expect(seen[1]?.productIds).toEqual([17, 202]);

      // Contact data only: no stock moved.
      await store.dispatch(
        checkoutApi.endpoints.updateOrder.initiate({
          order: { id: 123, accessToken: 'tok-123' },
          body: VALID_CONTACT,
        }),
      );
      expect(seen).toHaveLength(2);
    } finally {
      stopListeners();
      unsubscribe();
    }
    // Without the checkout's pages (listeners stopped) nothing is published.
    await store.dispatch(
      checkoutApi.endpoints.updateOrder.initiate({
        order: { id: 123, accessToken: 'tok-123' },
        body: { products: [{ id: 202, qty: 1 }] },
      }),
    );
    expect(seen).toHaveLength(2);
  });
});
