import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '../../app/session-slice';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const BAD = 'Correo, contraseña o código incorrectos';
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('LoginPage', () => {
  it('logs in, keeps the token in sessionStorage and goes back to the page asked for', async () => {
    const staff = staffWith(['pedidos']);
    api = stubApi({
      'POST /admin/auth/login': ({ body }) =>
        (body as { password: string }).password === 'Honduras2026'
          ? { body: { token: 'tok-1', staff, idleTimeoutMinutes: 480 } }
          : { status: 401, body: { code: 'INVALID_CREDENTIALS', message: BAD } },
      'GET /admin/orders': {
        body: {
          items: [],
          statusCounts: [],
          _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 25 },
        },
      },
    });
    renderApp('/pedidos');
    // Not logged in: the login page, remembering where to go.
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?siguiente=%2Fpedidos');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escribe tu correo.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Correo/), 'pedidos@ejemplo.hn');
    await user.type(screen.getByLabelText(/Contraseña/), 'mala');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD);
    // After a refusal the code field is offered (the API never says a code is what was wrong).
    expect(screen.getByLabelText(/Código de verificación/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Contraseña/));
    await user.type(screen.getByLabelText(/Contraseña/), 'Honduras2026');
    await user.type(screen.getByLabelText(/Código de verificación/), '12');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El código tiene 6 dígitos.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Código de verificación/));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pedidos$/);
    expect(api.calls.findLast((call) => call.path === '/admin/auth/login')?.body).toEqual({
      email: 'pedidos@ejemplo.hn',
      password: 'Honduras2026',
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'tok-1' });
    // Every later call carries the staff token.
    await waitFor(() => expect(api.calls.at(-1)?.authorization).toBe('Bearer tok-1'));
  });

  it('shows the lockout message as the API words it', async () => {
    const locked =
      'Demasiados intentos fallidos: la cuenta está bloqueada. Intenta de nuevo en 15 minutos o pide a un administrador que la desbloquee.';
    api = stubApi({
      'POST /admin/auth/login': { status: 429, body: { code: 'STAFF_LOCKED', message: locked } },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo/), 'pedidos@ejemplo.hn');
    await user.type(screen.getByLabelText(/Contraseña/), 'Honduras2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it("'Cerrar sesión' revokes the token at the API, then forgets the session", async () => {
    api = stubApi({
      'POST /admin/auth/logout': { body: { success: true, message: 'Sesión del personal cerrada' } },
    });
    renderApp('/', staffWith(['pedidos'], { name: 'Pedidos Demo' }));
    await screen.findByRole('heading', { level: 1, name: 'Hola, Pedidos Demo' });
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'token-de-prueba' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/admin/auth/logout')?.authorization).toBe(
      'Bearer token-de-prueba',
    );
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a 401 on any later call ends the session and says so on the login page', async () => {
    api = stubApi({
      'GET /admin/orders': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sesión vencida' } },
    });
    renderApp('/pedidos', staffWith(['pedidos']));
    expect(await screen.findByText('Tu sesión terminó. Vuelve a iniciar sesión.')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
