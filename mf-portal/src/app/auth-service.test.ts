import type { StoredAuth, StoredWishlist, Wishlist } from '@store/contracts';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
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
  // A restored session reads the customer's wish list; tests that care answer it themselves.
  fetchMock = mockFetch({
    'GET /customers/get-wish-list/42': () => ({ body: [] }),
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  fetchMock?.restore();
  fetchMock = undefined;
});

describe('startAuthService', () => {
  it('publishes a guest (and 0 favourites) when nobody is logged in', () => {
    stop = startAuthService(makeStore());
    expect(eventBus.current('portal:auth-changed')).toEqual({ v: 2, customerId: null, displayName: null });
    expect(currentSessionToken()).toBe(null);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('survives a corrupted corp-auth and treats the shopper as a guest, leaving the value in place', () => {
    localStorage.setItem(STORAGE_KEYS.auth, '{not json');
    expect(() => (stop = startAuthService(makeStore()))).not.toThrow();
    expect(currentSessionToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBe('{not json');
  });

  it('treats a corp-auth of the wrong shape as a guest', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ token: 'x', user: { id: 'no' } }));
    stop = startAuthService(makeStore());
    expect(eventBus.current('portal:auth-changed')?.customerId).toBeNull();
  });

  it('treats an empty token or a wish list of the wrong shape as nothing stored', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user: buildUser(), token: '' }));
    localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([{ id: '3', slug: 'a' }]));
    stop = startAuthService(makeStore());
    expect(eventBus.current('portal:auth-changed')?.customerId).toBeNull();
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('restores a session stored without a telephone, as older versions wrote it', () => {
    const { id, firstname, lastname, email } = buildUser();
    const user = { id, firstname, lastname, email };
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user, token: 'tok-1' } satisfies StoredAuth));
    const store = makeStore();
    stop = startAuthService(store);
    expect(selectSession(store.getState())).toMatchObject({ id: 42, token: 'tok-1' });
    expect(eventBus.current('portal:auth-changed')?.displayName).toBe('Ana Mejía');
  });

  it('restores a stored session with its favourites, and is idempotent', () => {
    fetchMock?.restore();
    // The server has the same two: nothing to add, nothing changes.
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () => ({
        body: [buildWishedProduct({ id: 3, slug: 'a' }), buildWishedProduct({ id: 9, slug: 'b' })],
      }),
    });
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ user: buildUser(), token: 'tok-1' } satisfies StoredAuth),
    );
    localStorage.setItem(
      STORAGE_KEYS.wishlist,
      JSON.stringify([
        { id: 3, slug: 'a' },
        { id: 9, slug: 'b' },
      ] satisfies StoredWishlist),
    );
    const store = makeStore();
    stop = startAuthService(store);
    expect(startAuthService(store)).toBe(stop);

    expect(selectSession(store.getState())).toMatchObject({ id: 42, token: 'tok-1' });
    expect(eventBus.current('portal:auth-changed')).toEqual({
      v: 2,
      customerId: 42,
      displayName: 'Ana Mejía',
    });
    expect(currentSessionToken()).toBe('tok-1');
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 2, productIds: [3, 9] });

    store.dispatch(loggedOut());
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(currentSessionToken()).toBeNull();
    expect(eventBus.current('portal:wishlist-changed')?.count).toBe(0);
  });

  it("merges a restored customer's favourites with the server's list", async () => {
    const added: unknown[] = [];
    fetchMock?.restore();
    fetchMock = mockFetch({
      'GET /customers/get-wish-list/42': () => ({
        body: [buildWishedProduct({ id: 7, slug: 'laptop' })] satisfies Wishlist,
      }),
      'POST /customers/add-to-wishlist': ({ body }) => {
        added.push(body);
        return {
          body: [buildWishedProduct({ id: 3, slug: 'a' }), buildWishedProduct({ id: 7, slug: 'laptop' })],
        };
      },
    });
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ user: buildUser(), token: 'tok-1' } satisfies StoredAuth),
    );
    localStorage.setItem(
      STORAGE_KEYS.wishlist,
      JSON.stringify([{ id: 3, slug: 'a' }] satisfies StoredWishlist),
    );
    const store = makeStore();
    stop = startAuthService(store);

    await waitFor(() => expect(eventBus.current('portal:wishlist-changed')?.productIds).toEqual([3, 7]));
    expect(added).toEqual([{ product_id: 3, customer_id: 42 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? 'null')).toEqual([
      { id: 3, slug: 'a' },
      { id: 7, slug: 'laptop' },
    ]);
  });

  it("follows another tab's favourites without merging them again (that tab talks to the server)", async () => {
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ user: buildUser(), token: 'tok-1' } satisfies StoredAuth),
    );
    const store = makeStore();
    stop = startAuthService(store);
    await waitFor(() => expect(fetchMock?.calls).toHaveLength(1));

    const otherTab: StoredWishlist = [{ id: 9, slug: 'b' }];
    localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(otherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.wishlist }));

    expect(store.getState().wishlist.items).toEqual(otherTab);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 1, productIds: [9] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock?.calls.map((call) => call.url.pathname)).toEqual(['/customers/get-wish-list/42']);
  });

  it('forgets the favourites when another tab logs out', () => {
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ user: buildUser(), token: 'tok-1' } satisfies StoredAuth),
    );
    localStorage.setItem(
      STORAGE_KEYS.wishlist,
      JSON.stringify([{ id: 9, slug: 'b' }] satisfies StoredWishlist),
    );
    const store = makeStore();
    stop = startAuthService(store);

    localStorage.removeItem(STORAGE_KEYS.auth);
    localStorage.removeItem(STORAGE_KEYS.wishlist);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.auth }));

    expect(store.getState().wishlist.items).toEqual([]);
    expect(eventBus.current('portal:wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('stops answering the heart once stopped', () => {
    stop = startAuthService(makeStore());
    expect(eventBus.hasHandler('portal:wishlist-toggle-requested')).toBe(true);
    stop();
    stop = undefined;
    expect(eventBus.hasHandler('portal:wishlist-toggle-requested')).toBe(false);
  });
});
