import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupAccepted, ErrorBody, LoginRequest, SignupRequest } from '@store/contracts';
import { eventBus, currentSessionToken } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { field, fillValidSignup } from '../../test/auth-forms';
import { buildLoginResponse, buildUser } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginDialog } from './LoginDialog';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  jest.useRealTimers();
});

async function openSignup(user = userEvent.setup()) {
  renderWithProviders(<LoginDialog />);
  await act(async () => {
    await eventBus.request('portal:login-requested', { v: 1, tab: 'signup' });
  });
  // The dialog's code loads on the first request.
  await screen.findByRole('dialog');
  return user;
}

const createAccount = () => screen.getByRole('button', { name: 'Crear cuenta' });

describe('signup', () => {
  it('keeps "Crear cuenta" disabled while any validation error exists', async () => {
    const user = await openSignup();
    expect(createAccount()).toBeDisabled();
    await fillValidSignup(user);
    expect(createAccount()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
    expect(createAccount()).toBeDisabled();
  });

  it('shows each validation message of the spec', async () => {
    const user = await openSignup();

    await user.click(field('Correo electrónico'));
    await user.tab();
    expect(
      screen.getByText('Campo Requerido', {
        selector: '#' + field('Correo electrónico').id + '-helper-text',
      }),
    ).toBeInTheDocument();

    await user.type(field('Correo electrónico'), 'carlos@correo');
    await user.tab();
    expect(screen.getByText('Correo Inválido')).toBeInTheDocument();

    await user.clear(field('Correo electrónico'));
    await user.type(field('Correo electrónico'), `${'a'.repeat(55)}@correo.hn`);
    await user.tab();
    expect(screen.getByText('Email debe ser menos de 60 caracteres')).toBeInTheDocument();

    await user.click(field('Contraseña'));
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(field('Contraseña'), '12345');
    await user.tab();
    expect(screen.getByText('La contraseña es muy corta')).toBeInTheDocument();

    await user.type(field('Repetir contraseña'), '1234');
    await user.tab();
    expect(screen.getByText('Las contraseñas no concuerdan')).toBeInTheDocument();

    await user.type(field('Identidad'), '0801');
    await user.tab();
    expect(screen.getByText('Favor ingresar una identidad válida')).toBeInTheDocument();

    const privacy = screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ });
    await user.click(privacy);
    await user.click(privacy);
    expect(screen.getByText('Debes aceptar las políticas de privacidad')).toBeInTheDocument();
    expect(privacy).toHaveAccessibleDescription('Debes aceptar las políticas de privacidad');

    expect(createAccount()).toBeDisabled();
  });

  it('masks the identity as 4-4-5 digits', async () => {
    const user = await openSignup();
    const identity = field('Identidad');
    expect(identity).toHaveAttribute('placeholder', '#### #### #####');
    await user.type(identity, '0801199012345');
    expect(identity).toHaveValue('0801-1990-12345');
    await user.type(identity, '99x');
    expect(identity).toHaveValue('0801-1990-12345');
  });

  it('links the privacy policy', async () => {
    await openSignup();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    );
  });

  it('creates the account, shows the success message and closes the modal after 5 s', async () => {
    jest.useFakeTimers();
    const user = await openSignup(userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }));
    let answer: (value: { status: number; body: SignupAccepted }) => void = () => undefined;
    fetchMock = mockFetch({
      'POST /users/signup': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await fillValidSignup(user);
    await user.click(createAccount());

    expect(await screen.findByRole('button', { name: 'Registrando...' })).toBeDisabled();
    expect(fetchMock.calls[0]?.body).toEqual({
      firstname: 'Carlos',
      lastname: 'Zelaya',
      username: 'carlos@correo.hn',
      password: 'secreta1',
      passwordRepeat: 'secreta1',
      custom_field: '0801-1990-12345',
      accepted_result: true,
      RecaptchaToken: 'local-dev:signup',
    } satisfies SignupRequest);

    await act(async () => {
      answer({ status: 201, body: { message: 'Cuenta creada' } });
      await Promise.resolve();
    });
    expect(
      await screen.findByText('Cuenta creada satisfactoriamente para carlos@correo.hn'),
    ).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000); // the closing transition
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs the new customer in with the same credentials, keeping the success message', async () => {
    const user = await openSignup();
    const response = buildLoginResponse({
      user: buildUser({ id: 77, firstname: 'Carlos', email: 'carlos@correo.hn' }),
    });
    fetchMock = mockFetch({
      'POST /users/signup': () => ({ status: 201, body: { message: 'Cuenta creada' } }),
      'POST /users/login': () => ({ body: response }),
      'GET /customers/get-wish-list/77': () => ({ body: [] }),
    });
    await fillValidSignup(user);
    await user.click(createAccount());

    expect(await screen.findByText('¡Hola, Carlos! Iniciaste sesión')).toBeInTheDocument();
    expect(
      fetchMock.calls
        .filter((call) => call.url.pathname.startsWith('/users/'))
        .map((call) => call.url.pathname),
    ).toEqual(['/users/signup', '/users/login']);
    expect(fetchMock.calls[1]?.body).toEqual({
      username: 'carlos@correo.hn',
      password: 'secreta1',
      token: 'local-dev:login',
    } satisfies LoginRequest);
    expect(eventBus.current('portal:auth-changed')).toMatchObject({ customerId: 77 });
    expect(currentSessionToken()).toBe(response.token);
    // The modal stays with its success message (it closes 5 s after the signup).
    expect(screen.getByText('Cuenta creada satisfactoriamente para carlos@correo.hn')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps only the success message when the automatic login is refused', async () => {
    const user = await openSignup();
    fetchMock = mockFetch({
      'POST /users/signup': () => ({ status: 201, body: { message: 'Cuenta creada' } }),
      'POST /users/login': () => ({ status: 401, body: { message: 'Correo o contraseña incorrectos' } }),
    });
    await fillValidSignup(user);
    const sessionBefore = eventBus.current('portal:auth-changed');
    await user.click(createAccount());

    expect(
      await screen.findByText('Cuenta creada satisfactoriamente para carlos@correo.hn'),
    ).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(fetchMock.calls).toHaveLength(2);
    expect(eventBus.current('portal:auth-changed')).toBe(sessionBefore);
    await user.click(screen.getByRole('tab', { name: 'Iniciar Sesión' }));
    expect(screen.queryByText('Correo o contraseña incorrectos')).not.toBeInTheDocument();
  });

  it("shows the server's message under the form when signup fails", async () => {
    const user = await openSignup();
    fetchMock = mockFetch({
      'POST /users/signup': () => ({
        status: 429,
        body: {
          message: 'Demasiadas solicitudes. Intenta de nuevo en 12 minutos.',
          code: 'TOO_MANY_REQUESTS',
        } satisfies ErrorBody,
      }),
    });
    await fillValidSignup(user);
    await user.click(createAccount());

    expect(
      await screen.findByText('Demasiadas solicitudes. Intenta de nuevo en 12 minutos.'),
    ).toBeInTheDocument();
    expect(createAccount()).toBeEnabled();
  });
});
