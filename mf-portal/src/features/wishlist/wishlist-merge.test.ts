import type { StoredWishlist, Wishlist, WishlistItemRequest } from '@store/contracts';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { eventBus, STORAGE_KEYS, type IntentEvents } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { buildLoginResponse } from '../../test/builders';
import { authApi, loggedOut } from '../auth';
import { buildWishedProduct } from './wishlist-test-data';

const mouse = buildWishedProduct({ id: 3, slug: 'mouse-logitech' });
const laptop = buildWishedProduct({ id: 7 });
const printer = buildWishedProduct({ id: 9, slug: 'impresora-epson' });

let fetchMock: MockFetch | undefined;
let stopToasts: (() => void) | undefined;
let toasts: IntentEvents['shell:toast-requested'][] = [];
beforeEach(() => {
  localStorage.clear();
  installTestRuntimeConfig('portal');
  toasts = [];
  stopToasts = eventBus.handle('shell:toast-requested', (toast) => {
    toasts.push(toast);
    return { shown: true };
  });
});
afterEach(() => {
  stopToasts?.();
  fetchMock?.restore();
  fetchMock = undefined;
  jest.restoreAllMocks();
});

/** A guest with favourites kept locally (an older session, or another tab) logs in as customer 42. */
async function logInWithLocal(local: StoredWishlist) {
  const store = makeStore({ wishlist: { items: local } });
  await store.dispatch(
    authApi.endpoints.login.initiate({ username: 'ana.mejia@correo.hn', password: 'secreta123' }),
  );
  return store;
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? 'null') as unknown;

describe('the wish list at login', () => {
  it("merges: the guest's items the server lacks are added there; the union is kept and published", async () => {
    const added: unknown[] = [];
    const authorization: (string | null)[] = [];
    fetchMock = mockFetch({
      'POST /users/login': () => ({ body: buildLoginResponse() }),
      'GET /customers/get-wish-list/42': ({ headers }) => {
        authorization.push(headers.get('authorization'));
        return { body: [laptop, mouse] satisfies Wishlist };
      },
      'POST /customers/add-to-wishlist': ({ body }) => {
        added.push(body);
        return { body: [printer, laptop, mouse] satisfies Wishlist };
      },
    });

    const store = await logInWithLocal([
      { id: 9, slug: 'impresora-epson' },
      { id: 3, slug: 'mouse-logitech' },
    ]);

    const union = [
      { id: 9, slug: 'impresora-epson' },
      { id: 7, slug: laptop.slug },
      { id: 3, slug: 'mouse-logitech' },
    ];
    await waitFor(() => expect(store.getState().wishlist.items).toEqual(union));
    expect(authorization).toEqual(['Bearer tok-ana-123']);
    expect(added).toEqual([{ product_id: 9, customer_id: 42 } satisfies WishlistItemRequest]);
    expect(stored()).toEqual(union);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 3, productIds: [9, 7, 3] });
    // Only the login greets: the merge's adds are not the shopper's clicks.
    expect(toasts.map((toast) => toast.message)).toEqual(['¡Hola, Ana! Iniciaste sesión']);
  });

  it("takes the server's list as it is when nothing local is missing from it (no adds)", async () => {
    fetchMock = mockFetch({
      'POST /users/login': () => ({ body: buildLoginResponse() }),
      'GET /customers/get-wish-list/42': () => ({ body: [laptop] satisfies Wishlist }),
    });
    const store = await logInWithLocal([]);
    await waitFor(() => expect(store.getState().wishlist.items).toEqual([{ id: 7, slug: laptop.slug }]));
    expect(fetchMock.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /users/login',
      'GET /customers/get-wish-list/42',
    ]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [7] });
  });

  it('drops a local product the catalogue no longer has (404) and keeps one the server failed to take', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      'POST /users/login': () => ({ body: buildLoginResponse() }),
      'GET /customers/get-wish-list/42': () => ({ body: [] satisfies Wishlist }),
      'POST /customers/add-to-wishlist': ({ body }) =>
        (body as WishlistItemRequest).product_id === 5
          ? { status: 404, body: { message: 'Producto no encontrado' } }
          : { status: 503, body: { message: 'Servicio no disponible' } },
    });
    const store = await logInWithLocal([
      { id: 5, slug: 'retirado' },
      { id: 9, slug: 'impresora-epson' },
    ]);
    await waitFor(() =>
      expect(
        fetchMock?.calls.filter((call) => call.url.pathname === '/customers/add-to-wishlist'),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect(store.getState().wishlist.items).toEqual([{ id: 9, slug: 'impresora-epson' }]),
    );
    expect(stored()).toEqual([{ id: 9, slug: 'impresora-epson' }]);
  });

  it('keeps the local list when the server cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      'POST /users/login': () => ({ body: buildLoginResponse() }),
      'GET /customers/get-wish-list/42': () => ({ status: 503, body: { message: 'Servicio no disponible' } }),
    });
    const store = await logInWithLocal([{ id: 9, slug: 'impresora-epson' }]);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().wishlist.items).toEqual([{ id: 9, slug: 'impresora-epson' }]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [9] });
  });

  it('does not bring the list back when the customer logs out before the server answers', async () => {
    let answer: (reply: { body: Wishlist }) => void = () => undefined;
    fetchMock = mockFetch({
      'POST /users/login': () => ({ body: buildLoginResponse() }),
      'GET /customers/get-wish-list/42': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const store = await logInWithLocal([]);
    await waitFor(() =>
      expect(fetchMock?.calls.some((call) => call.url.pathname === '/customers/get-wish-list/42')).toBe(true),
    );
    store.dispatch(loggedOut());
    answer({ body: [laptop] });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().wishlist.items).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBeNull();
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });
});
