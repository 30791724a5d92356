import type { LogoutResponse, StoredAuth, StoredWishlist, Wishlist } from '@store/contracts';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { waitFor } from '@testing-library/react';
import { buildUser } from '../test/builders';
import { loggedOut, selectSession } from '../features/auth/session-slice';
import { buildWishedProduct } from '../features/wishlist/wishlist-test-data';
import { startAuthService } from './auth-service';
import { makeStore } from './store';

let stop: (() => void) | undefined;
let fetchMock: MockFetch | undefined;
beforeEach(() => {
  localStorage.clear();
  installTestRuntimeConfig('portal');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  fetchMock?.restore();
  fetchMock = undefined;
});

function loggedInStore() {
  localStorage.setItem(
    STORAGE_KEYS.auth,
    JSON.stringify({ user: buildUser(), token: 'tok-1' } satisfies StoredAuth),
  );
  const store = makeStore();
  stop = startAuthService(store);
  return store;
}

/** The restored session's wish list read (every logged-in start-up does it). */
const wishListRead = { 'GET /customers/get-wish-list/42': () => ({ body: [] satisfies Wishlist }) };
const notWishListRead = (call: { url: URL }) => call.url.pathname !== '/customers/get-wish-list/42';

describe('logout', () => {
  it("revokes the session on the server with the session's own token", async () => {
    const authorization: Array<string | null> = [];
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': ({ headers }) => {
        authorization.push(headers.get('authorization'));
        return { body: { success: true, message: 'Sesión cerrada' } satisfies LogoutResponse };
      },
    });
    const store = loggedInStore();

    store.dispatch(loggedOut());

    // Logged out on the page at once, without waiting for the server.
    expect(selectSession(store.getState()).token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(currentSessionToken()).toBeNull();
    await waitFor(() => expect(authorization).toEqual(['Bearer tok-1']));
    expect(
      fetchMock.calls.filter(notWishListRead).map((call) => `${call.method} ${call.url.pathname}`),
    ).toEqual(['POST /users/logout']);
  });

  it('stays logged out on the page when the server cannot be reached', async () => {
    let answered = false;
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': () => {
        answered = true;
        return { status: 503, body: { message: 'Servicio no disponible' } };
      },
    });
    const store = loggedInStore();
    store.dispatch(loggedOut());
    await waitFor(() => expect(answered).toBe(true));
    expect(selectSession(store.getState())).toEqual({ id: null, token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it("takes the customer's favourites out of memory and storage: the count is 0 again", async () => {
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () => ({
        body: [buildWishedProduct({ id: 3, slug: 'a' }), buildWishedProduct({ id: 9, slug: 'b' })],
      }),
      'POST /users/logout': () => ({ body: { success: true, message: 'Sesión cerrada' } }),
    });
    localStorage.setItem(
      STORAGE_KEYS.wishlist,
      JSON.stringify([{ id: 3, slug: 'a' }] satisfies StoredWishlist),
    );
    const store = loggedInStore();
    await waitFor(() => expect(eventBus.current('portal:wishlist-changed')?.productIds).toEqual([3, 9]));

    store.dispatch(loggedOut());

    expect(store.getState().wishlist.items).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBeNull();
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('calls nothing for a guest', () => {
    fetchMock = mockFetch({});
    const store = makeStore();
    stop = startAuthService(store);
    store.dispatch(loggedOut());
    expect(fetchMock.calls).toEqual([]);
  });
});
