import { waitFor } from '@testing-library/react';
import type { SavedCart, SaveCartRequest } from '@store/contracts';
import { eventBus, STORAGE_KEYS, publishSession } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch, MockHandler } from '@store/app-kit/testing';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../app/store';
import {
  cartCleared,
  cartStateFromItems,
  pricesRefreshed,
  productAdded,
  productRemoved,
  quantityChanged,
  selectCartItems,
} from '../cart';
import type { CartItem } from '../cart';
import { buildCartItem, buildSnapshot } from '../../test/builders';
import { installTestRuntimeConfig } from '../../test/render-with-providers';
import { CART_SAVE_DEBOUNCE_MS, startCartSync } from './cart-sync';
import { buildCustomerWithCart, buildSavedCartItem } from './test/saved-cart-fixtures';

const GUEST = { customerId: null, displayName: null, token: null };

function logIn(customerId: number): void {
  publishSession({ customerId, displayName: 'Ana', token: `tok-${String(customerId)}` });
}
function logOut(): void {
  publishSession(GUEST);
}

let stop: (() => void) | undefined;
let fetchMock: MockFetch | undefined;
let unhandleToasts: () => void;
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  installTestRuntimeConfig();
  logOut();
  unhandleToasts = eventBus.handle('shell:toast-requested', () => ({ shown: true }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  logOut();
  fetchMock?.restore();
  fetchMock = undefined;
  unhandleToasts();
  warn.mockRestore();
  jest.useRealTimers();
});

function startWith(items: CartItem[]): AppStore {
  const store = makeStore({ cart: cartStateFromItems(items) });
  stop = startCartSync(store);
  return store;
}

const saves = () =>
  (fetchMock?.calls ?? [])
    .filter((call) => call.method === 'POST' && call.url.pathname === '/customers/add-to-cart')
    .map((call) => call.body as SaveCartRequest);
const reads = () =>
  (fetchMock?.calls ?? [])
    .filter((call) => call.method === 'GET')
    .map((call) => call.url.pathname + call.url.search);
const linesOf = (store: AppStore) => selectCartItems(store.getState()).map(({ id, qty }) => ({ id, qty }));

/** The answer of add-to-cart does not matter to the page: an empty saved cart. */
function savedOk({ body }: Parameters<MockHandler>[0]): { body: SavedCart } {
  const customerId = (body as SaveCartRequest).customer_id ?? 0;
  return { body: { customer_id: customerId, items: [], count: 0, subtotal: 0 } };
}

/** Long enough for a debounced save to have gone out, and its answer to be in. */
async function pastTheDebounce(): Promise<void> {
  await jest.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS * 2);
}

describe('startCartSync', () => {
  it('never calls the API for a guest, whatever the cart does', async () => {
    fetchMock = mockFetch({});
    const store = startWith([buildCartItem({ id: 1 })]);

    store.dispatch(productAdded(buildSnapshot({ id: 2 })));
    store.dispatch(quantityChanged({ id: 1, qty: 3 }));
    await pastTheDebounce();

    expect(fetchMock.calls).toEqual([]);
  });

  it('at login reads the saved cart, replaces the cart with the merge and saves the result', async () => {
    let authorization: string | null = null;
    fetchMock = mockFetch({
      'GET /customers/7': ({ headers }) => {
        authorization = headers.get('Authorization');
        return {
          body: buildCustomerWithCart(7, [
            buildSavedCartItem({ id: 1, qty: 1, price: 900 }),
            buildSavedCartItem({ id: 3, qty: 3 }),
          ]),
        };
      },
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([buildCartItem({ id: 1, qty: 2, price: 1000 }), buildCartItem({ id: 2 })]);

    logIn(7);

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(reads()).toEqual(['/customers/7?expand=cart']);
    expect(authorization).toBe('Bearer tok-7');
    expect(linesOf(store)).toEqual([
      { id: 1, qty: 2 },
      { id: 2, qty: 1 },
      { id: 3, qty: 3 },
    ]);
    expect(selectCartItems(store.getState())[0]).toMatchObject({ price: 900, sum: 1800 });
    expect(saves()[0]).toEqual({
      customer_id: 7,
      products: [
        { id: 1, qty: 2 },
        { id: 2, qty: 1 },
        { id: 3, qty: 3 },
      ],
    });
    // The merged cart is this device's cart now: persisted and published like any change.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(3);
    expect(eventBus.current('cart:changed')).toMatchObject({ count: 6 });

    await pastTheDebounce();
    expect(saves()).toHaveLength(1);
  });

  it('runs at start-up for a session already on the bus (a reload while logged in)', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 3 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    logIn(7);
    const store = startWith([buildCartItem({ id: 1 })]);

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(linesOf(store)).toEqual([
      { id: 1, qty: 1 },
      { id: 3, qty: 1 },
    ]);
  });

  it('does not send back a saved cart that comes in unchanged, nor a price refresh', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 3, qty: 2 })]) }),
    });
    const store = startWith([]);

    logIn(7);
    await waitFor(() => expect(linesOf(store)).toEqual([{ id: 3, qty: 2 }]));
    store.dispatch(pricesRefreshed([{ id: 3, price: 10, stock: 5 }]));
    await pastTheDebounce();

    expect(saves()).toEqual([]);
    expect(fetchMock.unhandled).toEqual([]);
  });

  it('saves the changes made while logged in once, debounced, with the latest lines', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 1, qty: 1 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([]);
    logIn(7);
    await waitFor(() => expect(linesOf(store)).toEqual([{ id: 1, qty: 1 }]));

    store.dispatch(productAdded(buildSnapshot({ id: 2 })));
    await jest.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS - 200);
    store.dispatch(quantityChanged({ id: 2, qty: 4 }));
    await jest.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS - 200);
    store.dispatch(productRemoved({ id: 1 }));
    await jest.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS - 1);
    expect(saves()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ customer_id: 7, products: [{ id: 2, qty: 4 }] });
    await pastTheDebounce();
    expect(saves()).toHaveLength(1);
  });

  it('saves an emptied cart (cleared after an order) as no lines', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 1 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([]);
    logIn(7);
    await waitFor(() => expect(linesOf(store)).toHaveLength(1));

    store.dispatch(cartCleared());
    await pastTheDebounce();

    expect(saves()).toEqual([{ customer_id: 7, products: [] }]);
  });

  it('sends the latest cart after a save that was still on its way', async () => {
    let answerFirst: (() => void) | undefined;
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, []) }),
      'POST /customers/add-to-cart': (request) =>
        saves().length === 1
          ? new Promise((resolve) => {
              answerFirst = () => resolve(savedOk(request));
            })
          : savedOk(request),
    });
    const store = startWith([]);
    logIn(7);
    await waitFor(() => expect(reads()).toHaveLength(1));

    store.dispatch(productAdded(buildSnapshot({ id: 2 })));
    await pastTheDebounce();
    expect(saves()).toHaveLength(1);
    store.dispatch(quantityChanged({ id: 2, qty: 3 }));
    await pastTheDebounce();
    // Not sent alongside: the server could take the two in the wrong order.
    expect(saves()).toHaveLength(1);

    answerFirst?.();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ customer_id: 7, products: [{ id: 2, qty: 3 }] });
  });

  it('logs a failed save only, and sends the whole cart again with the next change', async () => {
    let failing = true;
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, []) }),
      'POST /customers/add-to-cart': (request) =>
        failing ? { status: 500, body: { message: 'Error interno' } } : savedOk(request),
    });
    const store = startWith([]);
    logIn(7);
    await waitFor(() => expect(reads()).toHaveLength(1));

    store.dispatch(productAdded(buildSnapshot({ id: 2 })));
    await pastTheDebounce();
    expect(saves()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'No se pudo guardar el carrito del cliente:',
      expect.objectContaining({ status: 500, message: 'Error interno' }),
    );
    expect(linesOf(store)).toEqual([{ id: 2, qty: 1 }]);

    failing = false;
    store.dispatch(productAdded(buildSnapshot({ id: 5 })));
    await pastTheDebounce();
    expect(saves()[1]).toEqual({
      customer_id: 7,
      products: [
        { id: 2, qty: 1 },
        { id: 5, qty: 1 },
      ],
    });
  });

  it('after a failed read saves nothing, and reads again with the next change', async () => {
    let failing = true;
    fetchMock = mockFetch({
      'GET /customers/7': () =>
        failing
          ? { status: 503, body: { message: 'Servicio no disponible' } }
          : { body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 3 })]) },
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([buildCartItem({ id: 1 })]);
    logIn(7);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(
      'No se pudo leer el carrito del cliente:',
      expect.objectContaining({ status: 503, message: 'Servicio no disponible' }),
    );
    expect(saves()).toEqual([]);

    failing = false;
    store.dispatch(quantityChanged({ id: 1, qty: 2 }));
    await pastTheDebounce();

    expect(reads()).toHaveLength(2);
    expect(saves()).toEqual([
      {
        customer_id: 7,
        products: [
          { id: 1, qty: 2 },
          { id: 3, qty: 1 },
        ],
      },
    ]);
  });

  it('waits while an order is in checkout, then merges once the order is done', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 3 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    let ordering = true;
    const store = makeStore({ cart: cartStateFromItems([buildCartItem({ id: 1 })]) });
    stop = startCartSync(store, { orderInProgress: () => ordering });
    logIn(7);
    await pastTheDebounce();

    // The cart is the order's: nothing read, merged or saved while it is in checkout.
    expect(reads()).toEqual([]);
    expect(saves()).toEqual([]);
    expect(linesOf(store)).toEqual([{ id: 1, qty: 1 }]);

    // The order is placed: the checkout forgets it and clears the cart.
    ordering = false;
    store.dispatch(cartCleared());
    await pastTheDebounce();

    expect(reads()).toHaveLength(1);
    expect(linesOf(store)).toEqual([{ id: 3, qty: 1 }]);
  });

  it('stops saving at logout and keeps the cart (memory and corp-cart)', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 3 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([buildCartItem({ id: 1 })]);
    logIn(7);
    await waitFor(() => expect(saves()).toHaveLength(1));

    // A change still waiting for its save is dropped with the session: the token is gone.
    store.dispatch(quantityChanged({ id: 1, qty: 2 }));
    logOut();
    store.dispatch(productAdded(buildSnapshot({ id: 9 })));
    await pastTheDebounce();

    expect(saves()).toHaveLength(1);
    const kept = [
      { id: 1, qty: 2 },
      { id: 3, qty: 1 },
      { id: 9, qty: 1 },
    ];
    expect(linesOf(store)).toEqual(kept);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as CartItem[];
    expect(stored.map(({ id, qty }) => ({ id, qty }))).toEqual(kept);
  });

  it("ignores customer A's late answer once customer B logged in", async () => {
    let answerA: (() => void) | undefined;
    fetchMock = mockFetch({
      'GET /customers/7': () =>
        new Promise((resolve) => {
          answerA = () =>
            resolve({ body: buildCustomerWithCart(7, [buildSavedCartItem({ id: 70, qty: 4 })]) });
        }),
      'GET /customers/8': () => ({ body: buildCustomerWithCart(8, [buildSavedCartItem({ id: 80 })]) }),
      'POST /customers/add-to-cart': savedOk,
    });
    const store = startWith([buildCartItem({ id: 1 })]);

    logIn(7);
    await waitFor(() => expect(reads()).toEqual(['/customers/7?expand=cart']));
    logIn(8);
    await waitFor(() => expect(saves()).toHaveLength(1));
    answerA?.();
    await pastTheDebounce();

    expect(linesOf(store)).toEqual([
      { id: 1, qty: 1 },
      { id: 80, qty: 1 },
    ]);
    expect(saves()).toEqual([
      {
        customer_id: 8,
        products: [
          { id: 1, qty: 1 },
          { id: 80, qty: 1 },
        ],
      },
    ]);
  });

  it('reads nothing again when the same customer is published again', async () => {
    fetchMock = mockFetch({
      'GET /customers/7': () => ({ body: buildCustomerWithCart(7, []) }),
    });
    startWith([]);
    logIn(7);
    await waitFor(() => expect(reads()).toHaveLength(1));

    logIn(7);
    await pastTheDebounce();
    expect(reads()).toHaveLength(1);
  });

  it('stops listening when stopped', async () => {
    fetchMock = mockFetch({});
    startWith([]);
    stop?.();
    stop = undefined;

    logIn(7);
    await pastTheDebounce();
    expect(fetchMock.calls).toEqual([]);
  });
});
