import type { StoredAuth, StoredWishlist } from '@store/contracts';
import { eventBus, STORAGE_KEYS } from '@store/shared-kernel';
import { buildUser } from '../test/builders';
import { loggedOut, selectSession } from '../features/auth/session-slice';
import { startAuthService } from './auth-service';
import { makeStore } from './store';

let stop: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('startAuthService', () => {
  it('publishes a guest (and 0 favourites) when nobody is logged in', () => {
    stop = startAuthService(makeStore());
    expect(eventBus.current('auth-changed')).toEqual({
      v: 1,
      customerId: null,
      displayName: null,
      token: null,
    });
    expect(eventBus.current('wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('survives a corrupted corp-auth and treats the shopper as a guest, leaving the value in place', () => {
    localStorage.setItem(STORAGE_KEYS.auth, '{not json');
    expect(() => (stop = startAuthService(makeStore()))).not.toThrow();
    expect(eventBus.current('auth-changed')?.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBe('{not json');
  });

  it('treats a corp-auth of the wrong shape as a guest', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ token: 'x', user: { id: 'no' } }));
    stop = startAuthService(makeStore());
    expect(eventBus.current('auth-changed')?.customerId).toBeNull();
  });

  it('treats an empty token or a wish list of the wrong shape as nothing stored', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user: buildUser(), token: '' }));
    localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([{ id: '3', slug: 'a' }]));
    stop = startAuthService(makeStore());
    expect(eventBus.current('auth-changed')?.customerId).toBeNull();
    expect(eventBus.current('wishlist-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('restores a session stored without a telephone, as older versions wrote it', () => {
    const { id, firstname, lastname, email } = buildUser();
    const user = { id, firstname, lastname, email };
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user, token: 'tok-1' } satisfies StoredAuth));
    const store = makeStore();
    stop = startAuthService(store);
    expect(selectSession(store.getState())).toMatchObject({ id: 42, token: 'tok-1' });
    expect(eventBus.current('auth-changed')?.displayName).toBe('Ana Mejía');
  });

  it('restores a stored session with its favourites, and is idempotent', () => {
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
    expect(eventBus.current('auth-changed')).toEqual({
      v: 1,
      customerId: 42,
      displayName: 'Ana Mejía',
      token: 'tok-1',
    });
    expect(eventBus.current('wishlist-changed')).toEqual({ v: 1, count: 2, productIds: [3, 9] });

    store.dispatch(loggedOut());
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(eventBus.current('auth-changed')?.token).toBeNull();
    expect(eventBus.current('wishlist-changed')?.count).toBe(0);
  });
});
