import type { LogoutResponse, StoredAuth } from '@store/contracts';
import { eventBus, STORAGE_KEYS } from '@store/shared-kernel';
import { mockFetch, type MockFetch } from '@store/shared-kernel/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { waitFor } from '@testing-library/react';
import { buildUser } from '../test/builders';
import { loggedOut, selectSession } from '../features/auth/session-slice';
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

describe('logout', () => {
  it("revokes the session on the server with the session's own token", async () => {
    const authorization: Array<string | null> = [];
    fetchMock = mockFetch({
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
    expect(eventBus.current('auth-changed')?.token).toBeNull();
    await waitFor(() => expect(authorization).toEqual(['Bearer tok-1']));
    expect(fetchMock.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /users/logout',
    ]);
  });

  it('stays logged out on the page when the server cannot be reached', async () => {
    let answered = false;
    fetchMock = mockFetch({
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

  it('calls nothing for a guest', () => {
    fetchMock = mockFetch({});
    const store = makeStore();
    stop = startAuthService(store);
    store.dispatch(loggedOut());
    expect(fetchMock.calls).toEqual([]);
  });
});
