import { Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredAuth } from '@store/contracts';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { setScreenWidth } from '@store/remote-kit/testing';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildUser } from '../../test/builders';
import { loggedOut, sessionRestored } from '../auth';
import { PortalFrame } from './PortalFrame';
import { RequireSession } from './RequireSession';

const user = buildUser();
const stored: StoredAuth = { user, token: 'tok-ana-123' };

/** The guard and the frame as the portal mounts them, with simple sections. */
function Portal() {
  return (
    <RequireSession>
      <Routes>
        <Route element={<PortalFrame />}>
          <Route index element={<h1>Sección perfil</h1>} />
          <Route path="compras" element={<h1>Sección compras</h1>} />
        </Route>
      </Routes>
    </RequireSession>
  );
}

function renderPortal(route: string, { loggedIn }: { loggedIn: boolean }) {
  const store = makeStore();
  if (loggedIn) store.dispatch(sessionRestored(stored));
  return renderWithProviders(<Portal />, { store, route, path: '/portal/*', withLocationProbe: true });
}

const location = () => screen.getByTestId('location').textContent;

let fetchMock: MockFetch | undefined;
let loginRequests: string[] = [];
let stopHandling: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  setScreenWidth(1280);
  loginRequests = [];
  stopHandling = eventBus.handle('portal:login-requested', (request) => {
    loginRequests.push(request.tab ?? 'login');
    return { opened: true };
  });
  fetchMock = mockFetch({
    'POST /users/logout': () => ({ body: { success: true, message: 'Sesión cerrada' } }),
  });
});
afterEach(() => {
  stopHandling?.();
  fetchMock?.restore();
});

describe('the portal frame', () => {
  it('shows the sections and marks the current one for a logged-in customer', async () => {
    renderPortal('/portal/compras', { loggedIn: true });

    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(nav).toBeInTheDocument();
    for (const name of ['Mi Perfil', 'Direcciones', 'Favoritos', 'Contratos', 'Compras']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Compras' })).toHaveAttribute('aria-current', 'page');
    // The profile link is exact: it is not "current" on every portal page.
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Sección compras' })).toBeInTheDocument();
    expect(loginRequests).toEqual([]);
  });

  it('moves between sections from the navigation with the keyboard', async () => {
    renderPortal('/portal/compras', { loggedIn: true });
    screen.getByRole('link', { name: 'Mi Perfil' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Sección perfil' })).toBeInTheDocument();
  });

  it("'Cerrar sesión' revokes the token, then ends the session everywhere on the page and leaves the portal", async () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(stored));
    const { store } = renderPortal('/portal/compras', { loggedIn: true });
    // What the page still held when the server was asked: the revocation comes first.
    const atRevocation: Array<{ authorization: string | null; stored: string | null; path: string | null }> =
      [];
    fetchMock?.restore();
    fetchMock = mockFetch({
      'POST /users/logout': ({ headers }) => {
        atRevocation.push({
          authorization: headers.get('authorization'),
          stored: localStorage.getItem(STORAGE_KEYS.auth),
          path: location(),
        });
        return { body: { success: true, message: 'Sesión cerrada' } };
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(atRevocation).toEqual([
      { authorization: 'Bearer tok-ana-123', stored: JSON.stringify(stored), path: '/portal/compras' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(eventBus.current('portal:auth-changed')).toMatchObject({ customerId: null });
    expect(currentSessionToken()).toBeNull();
    // Sent home, not shown the login prompt of a portal page.
    await waitFor(() => expect(location()).toBe('/'));
    expect(
      screen.queryByRole('heading', { name: 'Inicia sesión para ver tu cuenta' }),
    ).not.toBeInTheDocument();
    expect(loginRequests).toEqual([]);
    expect(await screen.findByText('Cerraste sesión. ¡Vuelve pronto!')).toBeInTheDocument();
  });

  it('leaves the portal when the session ends in another tab', async () => {
    const { store } = renderPortal('/portal', { loggedIn: true });
    store.dispatch(loggedOut());
    await waitFor(() => expect(location()).toBe('/'));
    expect(loginRequests).toEqual([]);
  });
});

describe('the session guard', () => {
  it('asks a guest on a wide screen to log in with the dialog, then shows the page asked for', async () => {
    const { store } = renderPortal('/portal/compras', { loggedIn: false });

    await waitFor(() => expect(loginRequests).toEqual(['login']));
    expect(screen.getByRole('heading', { name: 'Inicia sesión para ver tu cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sección compras' })).not.toBeInTheDocument();
    // The page's own link is the way in without the dialog, and it brings the shopper back.
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?volver=%2Fportal%2Fcompras',
    );

    store.dispatch(sessionRestored(stored));
    expect(await screen.findByRole('heading', { name: 'Sección compras' })).toBeInTheDocument();
  });

  it('sends a guest on a phone to /login with the way back', async () => {
    setScreenWidth(375);
    renderPortal('/portal/compras?desde=2026-01-01', { loggedIn: false });
    await waitFor(() => expect(location()).toBe('/login?volver=%2Fportal%2Fcompras%3Fdesde%3D2026-01-01'));
    expect(loginRequests).toEqual([]);
  });
});
