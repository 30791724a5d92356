import type { ErrorBody, StoredWishlist, Wishlist, WishlistItemRequest } from '@store/contracts';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { eventBus, STORAGE_KEYS, type IntentEvents } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { buildWishedProduct, loggedInSession } from './wishlist-test-data';
import { handleWishlistToggles } from './wishlist-toggle';
import { WISHLIST_TEXT } from './wishlist-text';

const laptop = buildWishedProduct({ id: 7 });
const heartClick: IntentEvents['portal:wishlist-toggle-requested'] = {
  v: 1,
  productId: 7,
  slug: laptop.slug,
};

let fetchMock: MockFetch | undefined;
let stops: (() => void)[] = [];
let toasts: IntentEvents['shell:toast-requested'][] = [];
let loginRequests: IntentEvents['portal:login-requested'][] = [];

beforeEach(() => {
  localStorage.clear();
  installTestRuntimeConfig('portal');
  toasts = [];
  loginRequests = [];
  stops.push(
    eventBus.handle('shell:toast-requested', (toast) => {
      toasts.push(toast);
      return { shown: true };
    }),
    eventBus.handle('portal:login-requested', (request) => {
      loginRequests.push(request);
      return { opened: true };
    }),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const stop of stops) stop();
  stops = [];
  fetchMock?.restore();
  fetchMock = undefined;
});

/** A store whose wish list holds `items`, with the portal answering the heart's intent. */
function portal({ guest = false, items = [] as StoredWishlist } = {}) {
  const store = makeStore({
    session: guest ? { id: null, token: null, user: null } : loggedInSession(),
    wishlist: { items },
  });
  stops.push(handleWishlistToggles(store));
  return store;
}

const storedWishlist = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? 'null') as unknown;

describe('portal:wishlist-toggle-requested', () => {
  it('opens the login dialog for a guest, answers "not in the list" and calls nothing', async () => {
    fetchMock = mockFetch({});
    portal({ guest: true });

    await expect(eventBus.request('portal:wishlist-toggle-requested', heartClick)).resolves.toEqual({
      inWishlist: false,
    });
    await waitFor(() => expect(loginRequests).toEqual([{ v: 1, tab: 'login', reason: 'wishlist' }]));
    expect(fetchMock.calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBeNull();
  });

  it('adds an absent product: at once on the page, then on the server, with the spec toast', async () => {
    let answer: (reply: { body: Wishlist }) => void = () => undefined;
    fetchMock = mockFetch({
      'POST /customers/add-to-wishlist': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const store = portal();

    const result = eventBus.request('portal:wishlist-toggle-requested', heartClick);
    // The header's count and the heart change before the server answers.
    await waitFor(() =>
      expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [7] }),
    );
    expect(storedWishlist()).toEqual([{ id: 7, slug: laptop.slug }]);
    expect(fetchMock.calls[0]?.body).toEqual({
      product_id: 7,
      customer_id: 42,
    } satisfies WishlistItemRequest);

    answer({ body: [laptop] });
    await expect(result).resolves.toEqual({ inWishlist: true });
    expect(store.getState().wishlist.items).toEqual([{ id: 7, slug: laptop.slug }]);
    expect(toasts).toEqual([{ v: 1, message: 'Producto Agregado a mis Favoritos', variant: 'success' }]);
  });

  it('removes a product already there (filters it out) on the server too', async () => {
    fetchMock = mockFetch({ 'DELETE /customers/remove-from-wishlist': () => ({ body: [] }) });
    const store = portal({
      items: [
        { id: 3, slug: 'mouse' },
        { id: 7, slug: laptop.slug },
      ],
    });

    await expect(eventBus.request('portal:wishlist-toggle-requested', heartClick)).resolves.toEqual({
      inWishlist: false,
    });
    expect(fetchMock.calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['DELETE', '/customers/remove-from-wishlist', { product_id: 7, customer_id: 42 }],
    ]);
    expect(store.getState().wishlist.items).toEqual([{ id: 3, slug: 'mouse' }]);
    expect(storedWishlist()).toEqual([{ id: 3, slug: 'mouse' }]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [3] });
    expect(toasts.map((toast) => toast.message)).toEqual([WISHLIST_TEXT.removed]);
  });

  it('adds once when the heart is clicked again before the server answered (no add-then-remove)', async () => {
    fetchMock = mockFetch({ 'POST /customers/add-to-wishlist': () => ({ body: [laptop] }) });
    const store = portal();

    const answers = await Promise.all([
      eventBus.request('portal:wishlist-toggle-requested', heartClick),
      eventBus.request('portal:wishlist-toggle-requested', heartClick),
    ]);

    expect(answers).toEqual([{ inWishlist: true }, { inWishlist: true }]);
    expect(fetchMock.calls).toHaveLength(1);
    expect(store.getState().wishlist.items).toEqual([{ id: 7, slug: laptop.slug }]);
    expect(eventBus.current('portal:wishlist-changed')?.count).toBe(1);
  });

  it('rolls an add back and says so when the server fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      'POST /customers/add-to-wishlist': () => ({ status: 500, body: { message: 'Error interno' } }),
    });
    const store = portal({ items: [{ id: 3, slug: 'mouse' }] });

    await expect(eventBus.request('portal:wishlist-toggle-requested', heartClick)).resolves.toEqual({
      inWishlist: false,
    });
    expect(store.getState().wishlist.items).toEqual([{ id: 3, slug: 'mouse' }]);
    expect(storedWishlist()).toEqual([{ id: 3, slug: 'mouse' }]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [3] });
    expect(toasts).toEqual([
      {
        v: 1,
        message: 'No pudimos agregar el producto a tus Favoritos. Intenta de nuevo.',
        variant: 'error',
      },
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses an add (a full list)", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = 'Tu lista de favoritos está llena (máximo 100 productos)';
    fetchMock = mockFetch({
      'POST /customers/add-to-wishlist': () => ({
        status: 400,
        body: { message: full, code: 'WISHLIST_FULL' } satisfies ErrorBody,
      }),
    });
    portal();
    await expect(eventBus.request('portal:wishlist-toggle-requested', heartClick)).resolves.toEqual({
      inWishlist: false,
    });
    expect(toasts).toEqual([{ v: 1, message: full, variant: 'error' }]);
  });

  it('puts a removed product back when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      'DELETE /customers/remove-from-wishlist': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const store = portal({ items: [{ id: 7, slug: laptop.slug }] });

    await expect(eventBus.request('portal:wishlist-toggle-requested', heartClick)).resolves.toEqual({
      inWishlist: true,
    });
    expect(store.getState().wishlist.items).toEqual([{ id: 7, slug: laptop.slug }]);
    expect(storedWishlist()).toEqual([{ id: 7, slug: laptop.slug }]);
    expect(eventBus.current('portal:wishlist-changed')?.productIds).toEqual([7]);
    expect(toasts.map((toast) => [toast.message, toast.variant])).toEqual([
      ['No pudimos quitar el producto de tus Favoritos. Intenta de nuevo.', 'error'],
    ]);
  });
});
