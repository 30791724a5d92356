import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigationType } from 'react-router-dom';
import type { SignupAccepted, ErrorBody, LoginRequest, SuccessResponse } from '@store/contracts';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import ExposedLoginPage from '../../exposed/LoginPage';
import { field, fillValidSignup } from '../../test/auth-forms';
import { buildLoginResponse, buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import type { RootState } from '../../app/store';
import { LoginDialog } from './LoginDialog';
import { LoginPage } from './LoginPage';
import { sessionRestored } from './session-slice';

let fetchMock: MockFetch | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  jest.useRealTimers();
});

/** Where the page sends the shopper; shows whether it got there by replacing /login. */
function PortalProbe() {
  return <p>Portal del cliente ({useNavigationType()})</p>;
}

function renderPage(
  options: { preloadedState?: Partial<RootState>; withDialog?: boolean; route?: string } = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/portal" element={<PortalProbe />} />
        <Route path="/portal/compras" element={<p>Mis compras</p>} />
      </Routes>
      {options.withDialog && <LoginDialog />}
    </>,
    {
      route: options.route ?? '/login',
      ...(options.preloadedState ? { preloadedState: options.preloadedState } : {}),
    },
  );
}

describe('LoginPage (/login)', () => {
  it('shows the heading, both tabs and the login form inline, and sets the document title', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'false');
    expect(field('Correo electrónico')).toBeInTheDocument();
    expect(field('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(document.title).toBe('Iniciar sesión | Tienda Tecnología HN');
  });

  it('switches to the signup tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
    expect(screen.getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('toggles the forgot-password sub-form with "Olvidé mi contraseña" and "Cancelar"', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(field('Contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).not.toBeInTheDocument();
  });

  it('starts clean even when an earlier visit left a signup success or a login error behind', () => {
    renderPage({
      preloadedState: {
        dialog: { open: false, tab: 'signup', forgotPassword: true },
        signup: {
          signupRequesting: false,
          signupSuccessful: true,
          signupMessages: ['Cuenta creada satisfactoriamente para otro@correo.hn'],
          signupErrors: [],
        },
        login: {
          loginRequesting: false,
          loginSuccessful: false,
          loginMessages: [],
          loginErrors: ['Usuario o contraseña incorrectos'],
        },
      },
    });
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Contraseña')).toBeInTheDocument();
    expect(screen.queryByText('Usuario o contraseña incorrectos')).not.toBeInTheDocument();
  });

  it('sends a shopper who is already logged in to /portal, replacing /login', async () => {
    const user = buildUser();
    renderPage({ preloadedState: { session: { id: user.id, token: 'tok-1', user } } });
    expect(await screen.findByText('Portal del cliente (REPLACE)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('brings the shopper back to the portal page that sent them here (?volver=)', async () => {
    const { store } = renderPage({ route: '/login?volver=%2Fportal%2Fcompras' });
    act(() => {
      store.dispatch(sessionRestored({ user: buildUser(), token: 'tok-1' }));
    });
    expect(await screen.findByText('Mis compras')).toBeInTheDocument();
  });

  it.each(['https://otro.example/portal', '//otro.example/portal', '/cart', '/portal\\..'])(
    'never follows ?volver=%s outside the portal: it goes to /portal',
    async (target) => {
      const user = buildUser();
      renderPage({
        route: `/login?volver=${encodeURIComponent(target)}`,
        preloadedState: { session: { id: user.id, token: 'tok-1', user } },
      });
      expect(await screen.findByText('Portal del cliente (REPLACE)')).toBeInTheDocument();
    },
  );

  it('follows a session restored after the page showed (the auth service started later)', async () => {
    const { store } = renderPage();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionRestored({ user: buildUser(), token: 'tok-1' }));
    });
    expect(await screen.findByText('Portal del cliente (REPLACE)')).toBeInTheDocument();
  });

  it('logs in here: persists the session, greets and goes to /portal', async () => {
    const user = userEvent.setup();
    const response = buildLoginResponse();
    fetchMock = mockFetch({ 'POST /users/login': () => ({ body: response }) });
    renderPage();

    await user.type(field('Correo electrónico'), ' ana.mejia@correo.hn ');
    await user.type(field('Contraseña'), 'secreta123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Portal del cliente (REPLACE)')).toBeInTheDocument();
    expect(fetchMock.calls[0]?.body).toEqual({
      username: 'ana.mejia@correo.hn',
      password: 'secreta123',
      token: 'local-dev:login',
    } satisfies LoginRequest);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({
      user: response.user,
      token: response.token,
    });
    expect(currentSessionToken()).toBe('tok-ana-123');
    expect(await screen.findByText('¡Hola, Ana! Iniciaste sesión')).toBeInTheDocument();
  });

  it('stays on the page with the server message when the login fails', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetch({
      'POST /users/login': () => ({
        status: 401,
        body: { message: 'Usuario o contraseña incorrectos' } satisfies ErrorBody,
      }),
    });
    renderPage();
    await user.type(field('Correo electrónico'), 'ana.mejia@correo.hn');
    await user.type(field('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText(/Portal del cliente/)).not.toBeInTheDocument();
  });

  it('keeps the signup success message (no 5 s close) and stays on /login', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    fetchMock = mockFetch({
      'POST /users/signup': () => ({
        status: 201,
        body: { message: 'Cuenta creada' } satisfies SignupAccepted,
      }),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
    await fillValidSignup(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const success = 'Cuenta creada satisfactoriamente para carlos@correo.hn';
    expect(await screen.findByText(success)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByText(success)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Portal del cliente/)).not.toBeInTheDocument();
  });

  it('keeps the reset-password message (no 5 s close)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    fetchMock = mockFetch({
      'POST /users/reset-password': () => ({
        body: { success: true, message: 'Revisa tu correo' } satisfies SuccessResponse,
      }),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    await user.type(field('Correo electrónico'), 'ana@correo.hn');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Revisa tu correo')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByText('Revisa tu correo')).toBeInTheDocument();
    expect(field('Correo electrónico')).toHaveValue('ana@correo.hn');
  });

  it('does not take the login-requested intent: the modal stays its owner', async () => {
    const { unmount } = renderPage();
    expect(eventBus.hasHandler('portal:login-requested')).toBe(false);
    unmount();

    renderPage({ withDialog: true });
    let answer: { opened: boolean } | undefined;
    await act(async () => {
      answer = await eventBus.request('portal:login-requested', { v: 1, tab: 'signup' });
    });
    expect(answer).toEqual({ opened: true });
    const dialog = await screen.findByRole('dialog', { name: 'Mi cuenta' });
    expect(within(dialog).getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
    // The page and the modal each keep their own tab ids, so each tab still names its panel.
    const ids = screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(within(dialog).getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible();
  });
});

describe('exposed LoginPage', () => {
  it('brings its own store, so the host only provides the router', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <ExposedLoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});
