import type { LogoutResponse, StoredAuth, StoredWishlist, Wishlist } from '@store/contracts';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { waitFor } from '@testing-library/react';
import { buildUser } from '../test/builders';
import { selectSession } from '../features/auth/session-slice';
import { LOGOUT_WAIT_MS, logOut, revokeSession } from '../features/auth/logout';
import { portalApi } from './portal-api';
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

/** The options of every fetch the page makes from now on (mockFetch answers them). */
function recordFetchOptions(): Array<RequestInit | undefined> {
  const seen: Array<RequestInit | undefined> = [];
  const mocked = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init);
    return mocked(input, init);
  };
  return seen;
}

describe('logOut', () => {
  it("revokes the session on the server with the session's own token, then ends it on the page", async () => {
    const atRevocation: Array<{ authorization: string | null; stored: boolean; token: string | null }> = [];
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': ({ headers }) => {
        atRevocation.push({
          authorization: headers.get('authorization'),
          stored: localStorage.getItem(STORAGE_KEYS.auth) !== null,
          token: currentSessionToken(),
        });
        return { body: { success: true, message: 'Sesión cerrada' } satisfies LogoutResponse };
      },
    });
    const store = loggedInStore();
    const options = recordFetchOptions();

    await store.dispatch(logOut());

    // Revoked while the page still held the session, and only then ended here.
    expect(atRevocation).toEqual([{ authorization: 'Bearer tok-1', stored: true, token: 'tok-1' }]);
    expect(selectSession(store.getState()).token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(currentSessionToken()).toBeNull();
    expect(
      fetchMock.calls.filter(notWishListRead).map((call) => `${call.method} ${call.url.pathname}`),
    ).toEqual(['POST /users/logout']);
    // Nothing on the page can cancel it, and leaving the page does not either.
    const revocation = options.at(-1);
    expect(revocation?.keepalive).toBe(true);
    expect(revocation?.signal).toBeUndefined();
  });

  it("is not cancelled by a reset of the portal's API state (what used to abort it)", async () => {
    let finish: (reply: { body: LogoutResponse }) => void = () => undefined;
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const store = loggedInStore();
    const revoked = revokeSession('tok-1');
    await waitFor(() => expect(fetchMock?.calls.filter(notWishListRead)).toHaveLength(1));
    store.dispatch(portalApi.util.resetApiState());
    finish({ body: { success: true, message: 'Sesión cerrada' } });
    await expect(revoked).resolves.toBe(true);
  });

  it('ends the session on the page when the server cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': () => ({ status: 503, body: { message: 'Servicio no disponible' } }),
    });
    const store = loggedInStore();
    await store.dispatch(logOut());
    expect(selectSession(store.getState())).toEqual({ id: null, token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it(`waits at most ${String(LOGOUT_WAIT_MS)} ms for a server that does not answer`, async () => {
    fetchMock = mockFetch({
      ...wishListRead,
      'POST /users/logout': () => new Promise<never>(() => undefined),
    });
    const store = loggedInStore();
    jest.useFakeTimers();
    try {
      let done = false;
      const loggingOut = store.dispatch(logOut()).then(() => {
        done = true;
      });
      await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
      expect(done).toBe(false);
      expect(selectSession(store.getState()).token).toBe('tok-1');
      await jest.advanceTimersByTimeAsync(1);
      await loggingOut;
      expect(selectSession(store.getState()).token).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
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

    await store.dispatch(logOut());

    expect(store.getState().wishlist.items).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBeNull();
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('calls nothing for a guest', async () => {
    fetchMock = mockFetch({});
    const store = makeStore();
    stop = startAuthService(store);
    await store.dispatch(logOut());
    expect(fetchMock.calls).toEqual([]);
  });
});
