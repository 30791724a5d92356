import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody, SaveNewPasswordRequest, SuccessResponse } from '@store/contracts';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginDialog } from './LoginDialog';
import { NewPasswordPage } from './NewPasswordPage';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

function renderPage(query = '?token=abc123') {
  return renderWithProviders(
    <>
      <NewPasswordPage />
      <LoginDialog />
    </>,
    { route: `/portal/nueva-contrasena${query}`, path: '/portal/nueva-contrasena' },
  );
}

/** The password inputs by their label (`*` of required fields aside). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('/portal/nueva-contrasena (the reset e-mail’s link)', () => {
  it('refuses bad values with the rule’s words and sends nothing', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findAllByText('Este campo no puede estar vacío')).toHaveLength(2);
    await user.type(field('Nueva contraseña'), 'a'.repeat(33));
    await user.type(field('Repetir nueva contraseña'), 'otra-clave');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coiciden')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('saves with the token, then opens the login dialog with the success above', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    fetchMock = mockFetch({
      'POST /users/save-new-password': ({ body }) => {
        bodies.push(body);
        return {
          body: { success: true, message: 'Tu contraseña fue actualizada' } satisfies SuccessResponse,
        };
      },
    });
    renderPage();
    await user.type(field('Nueva contraseña'), 'NuevaClave2026');
    await user.type(field('Repetir nueva contraseña'), 'NuevaClave2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByText('Tu contraseña fue actualizada. Inicia sesión con tu nueva contraseña.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        token: 'abc123',
        password: 'NuevaClave2026',
        passwordRepeat: 'NuevaClave2026',
      } satisfies SaveNewPasswordRequest,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Mi cuenta' });
    expect(within(dialog).getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 'El enlace para restablecer la contraseña venció. Solicita uno nuevo.'],
    ['RESET_TOKEN_USED', 'El enlace para restablecer la contraseña ya fue utilizado. Solicita uno nuevo.'],
    ['RESET_TOKEN_INVALID', 'El enlace para restablecer la contraseña no es válido'],
  ])('%s: the server’s message and code, and a way to ask for a new e-mail', async (code, message) => {
    const user = userEvent.setup();
    fetchMock = mockFetch({
      'POST /users/save-new-password': () => ({ status: 400, body: { message, code } satisfies ErrorBody }),
    });
    renderPage();
    await user.type(field('Nueva contraseña'), 'NuevaClave2026');
    await user.type(field('Repetir nueva contraseña'), 'NuevaClave2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(`Código: ${code}`);
    expect(within(alert).getByRole('link', { name: 'Pedir un correo nuevo' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('a link without its token says so and offers a new e-mail', () => {
    fetchMock = mockFetch({});
    renderPage('');
    expect(screen.getByText(/Este enlace no trae el código/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un correo nuevo' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Guardar contraseña' })).not.toBeInTheDocument();
  });
});
