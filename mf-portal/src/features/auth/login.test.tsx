import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody, LoginRequest, LoginResponse } from '@store/contracts';
import { eventBus, STORAGE_KEYS, currentSessionToken } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { buildLoginResponse } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginDialog } from './LoginDialog';

let fetchMock: MockFetch | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

async function openLogin() {
  renderWithProviders(<LoginDialog />);
  await act(async () => {
    await eventBus.request('portal:login-requested', { v: 1 });
  });
  // The dialog's code loads on the first request.
  await screen.findByRole('dialog');
}

async function fillAndSubmit(username = 'ana.mejia@correo.hn', password = 'secreta123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), username);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('login', () => {
  it('logs in: shows progress, persists corp-auth, publishes auth-changed, toasts and closes', async () => {
    let answer: (value: { body: LoginResponse }) => void = () => undefined;
    fetchMock = mockFetch({
      'POST /users/login': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await openLogin();
    await fillAndSubmit();

    expect(await screen.findByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    expect(fetchMock.calls[0]?.body).toEqual({
      username: 'ana.mejia@correo.hn',
      password: 'secreta123',
      token: 'local-dev:login',
    } satisfies LoginRequest);

    const response = buildLoginResponse();
    answer({ body: response });
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({
      user: response.user,
      token: response.token,
    });
    expect(eventBus.current('portal:auth-changed')).toEqual({
      v: 2,
      customerId: 42,
      displayName: 'Ana Mejía',
    });
    expect(currentSessionToken()).toBe('tok-ana-123');
    expect(await screen.findByText('¡Hola, Ana! Iniciaste sesión')).toBeInTheDocument();
  });

  it('shows the server message under the form when the login fails', async () => {
    fetchMock = mockFetch({
      'POST /users/login': () => ({
        status: 401,
        body: { message: 'Usuario o contraseña incorrectos' } satisfies ErrorBody,
      }),
    });
    await openLogin();
    await fillAndSubmit('ana.mejia@correo.hn', 'equivocada');

    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it("falls back to 'Ocurrió un error de Login' when the answer makes no sense", async () => {
    // Deliberately not a LoginResponse: the answer is checked against the contract.
    fetchMock = mockFetch({ 'POST /users/login': () => ({ body: { ok: true } }) });
    await openLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Ocurrió un error de Login')).toBeInTheDocument();
  });

  it('asks for a valid email and a password before calling the API', async () => {
    fetchMock = mockFetch({});
    await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Ingresa un correo válido')).toBeInTheDocument();
    expect(screen.getByText('Campo Requerido')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock?.calls).toHaveLength(0));
  });
});
