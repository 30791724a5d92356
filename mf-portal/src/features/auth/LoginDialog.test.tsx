import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody, PasswordResetRequest } from '@store/contracts';
import { eventBus } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginDialog } from './LoginDialog';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

function OpenButton() {
  return (
    <button type="button" onClick={() => void eventBus.request('portal:login-requested', { v: 1 })}>
      Mi Perfil
    </button>
  );
}

function renderDialog() {
  return renderWithProviders(
    <>
      <OpenButton />
      <LoginDialog />
    </>,
  );
}

async function requestLogin(tab?: 'login' | 'signup') {
  let result: { opened: boolean } | undefined;
  await act(async () => {
    result = await eventBus.request('portal:login-requested', tab ? { v: 1, tab } : { v: 1 });
  });
  // The dialog's code loads on the first request.
  await screen.findByRole('dialog');
  return result;
}

describe('LoginDialog', () => {
  it('opens on a login-requested intent on the login tab and answers { opened: true }', async () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await expect(requestLogin()).resolves.toEqual({ opened: true });

    const dialog = screen.getByRole('dialog', { name: 'Mi cuenta' });
    expect(within(dialog).getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Registrarse' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(dialog).getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contraseña')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('opens on the requested signup tab', async () => {
    renderDialog();
    await expect(requestLogin('signup')).resolves.toEqual({ opened: true });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('switches tabs with the keyboard', async () => {
    const user = userEvent.setup();
    renderDialog();
    await requestLogin();
    const loginTab = screen.getByRole('tab', { name: 'Iniciar Sesión' });
    act(() => loginTab.focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible();
  });

  it('closes with "Cerrar" and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    renderDialog();
    const opener = screen.getByRole('button', { name: 'Mi Perfil' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(opener).toHaveFocus();
  });

  it('toggles the forgot-password sub-form with "Olvidé mi contraseña" and "Cancelar"', async () => {
    const user = userEvent.setup();
    renderDialog();
    await requestLogin();

    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).not.toBeInTheDocument();
  });

  it('sends the reset link request and shows the server message, even a 404', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetch({
      'POST /users/reset-password': () => ({
        status: 404,
        body: { message: 'Recurso no encontrado', code: 'NOT_FOUND' } satisfies ErrorBody,
      }),
    });
    renderDialog();
    await requestLogin();
    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.hn');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Recurso no encontrado')).toBeInTheDocument();
    expect(fetchMock.calls[0]?.body).toEqual({ username: 'ana@correo.hn' } satisfies PasswordResetRequest);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
