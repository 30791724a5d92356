import { waitFor } from '@testing-library/react';
import { eventBus, STORAGE_KEYS, publishSession } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { buildCartItem, buildProduct, buildSnapshot } from '../test/builders';
import { installTestRuntimeConfig } from '../test/render-with-providers';
import { cartStateFromItems, selectCartItems } from '../features/cart/cart-slice';
import { buildCustomerWithCart, buildSavedCartItem } from '../features/cart-sync/test/saved-cart-fixtures';
import { CART_REFRESH_INTERVAL_MS, startCartService } from './cart-service';
import { makeStore } from './store';

let stop: (() => void) | undefined;
let fetchMock: MockFetch | undefined;
const toasts: string[] = [];
let unhandleToasts: () => void;

beforeEach(() => {
  localStorage.clear();
  toasts.length = 0;
  installTestRuntimeConfig();
  unhandleToasts = eventBus.handle('shell:toast-requested', ({ message }) => {
    toasts.push(message);
    return { shown: true };
  });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  publishSession({ customerId: null, displayName: null, token: null });
  fetchMock?.restore();
  fetchMock = undefined;
  unhandleToasts();
  jest.useRealTimers();
});

describe('startCartService', () => {
  it('answers cart-add-requested through the bus with the new line quantity and asks for the toast', async () => {
    const store = makeStore();
    stop = startCartService(store);

    await expect(
      eventBus.request('cart:add-requested', { v: 1, product: buildSnapshot({ id: 55 }) }),
    ).resolves.toEqual({ qty: 1 });
    await expect(
      eventBus.request('cart:add-requested', { v: 1, product: buildSnapshot({ id: 55 }), qty: 2 }),
    ).resolves.toEqual({ qty: 3 });

    expect(selectCartItems(store.getState())).toHaveLength(1);
    await Promise.resolve();
    expect(toasts).toEqual(['Producto agregado al carrito', 'Producto agregado al carrito']);
    expect(eventBus.current('cart:changed')).toMatchObject({ count: 3 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(1);
  });

  it('delivers an add requested before the service started', async () => {
    const pending = eventBus.request('cart:add-requested', {
      v: 1,
      product: buildSnapshot({ id: 77 }),
      qty: 2,
    });
    stop = startCartService(makeStore());
    await expect(pending).resolves.toEqual({ qty: 2 });
  });

  it('publishes the persisted cart at once and is idempotent', () => {
    fetchMock = mockFetch({ 'GET /products/202': () => ({ status: 500 }) });
    const store = makeStore({ cart: cartStateFromItems([buildCartItem({ qty: 4, price: 10 })]) });
    stop = startCartService(store);
    expect(startCartService(store)).toBe(stop);
    expect(eventBus.current('cart:changed')).toMatchObject({ v: 1, count: 4, total: 40 });

    stop();
    expect(eventBus.hasHandler('cart:add-requested')).toBe(false);
    const again = startCartService(store);
    expect(again).not.toBe(stop);
    stop = again;
  });

  it('refreshes price, sum and stock on start, ignoring failures silently', async () => {
    fetchMock = mockFetch({
      'GET /products/1': () => ({
        body: buildProduct({ id: 1, price: { sale: 900, regular: 1000 }, stock: 2 }),
      }),
      'GET /products/2': () => ({ status: 500, body: { message: 'Error interno' } }),
    });
    const store = makeStore({
      cart: cartStateFromItems([
        buildCartItem({ id: 1, qty: 3, price: 1000 }),
        buildCartItem({ id: 2, price: 50 }),
      ]),
    });
    stop = startCartService(store);

    await waitFor(() => {
      expect(selectCartItems(store.getState())[0]).toMatchObject({ id: 1, price: 900, sum: 2700, stock: 2 });
    });
    expect(selectCartItems(store.getState())[1]).toMatchObject({ id: 2, price: 50, sum: 50 });
    expect(eventBus.current('cart:changed')).toMatchObject({ count: 4, total: 2750 });
  });

  it('refreshes again every 15 minutes (900000 ms)', async () => {
    jest.useFakeTimers();
    fetchMock = mockFetch({ 'GET /products/1': () => ({ status: 503 }) });
    stop = startCartService(makeStore({ cart: cartStateFromItems([buildCartItem({ id: 1 })]) }));
    expect(fetchMock.calls).toHaveLength(1);

    // The async variants also settle the first answer, as 15 real minutes would.
    await jest.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS - 1);
    expect(fetchMock.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls).toHaveLength(2);
    expect(fetchMock.calls[1]?.url.href).toBe('http://api.test/products/1');
  });

  it("merges a logged-in customer's saved cart into this one, and stops doing it when stopped", async () => {
    fetchMock = mockFetch({
      'GET /customers/5': () => ({
        body: buildCustomerWithCart(5, [buildSavedCartItem({ id: 303, qty: 2 })]),
      }),
    });
    const store = makeStore();
    stop = startCartService(store);

    publishSession({ customerId: 5, displayName: 'Ana', token: 'tok-5' });
    await waitFor(() => {
      expect(selectCartItems(store.getState())).toMatchObject([{ id: 303, qty: 2 }]);
    });
    expect(eventBus.current('cart:changed')).toMatchObject({ count: 2 });

    stop();
    stop = undefined;
    publishSession({ customerId: 6, displayName: 'Luis', token: 'tok-6' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.calls.map((call) => call.url.pathname)).toEqual(['/customers/5']);
  });
});
