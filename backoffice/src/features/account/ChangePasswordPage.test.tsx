import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_PASSWORD_MESSAGES } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Cambiar contraseña', () => {
  it('sends a member with a one-time password here first, then lets them in once changed', async () => {
    api = stubApi({
      'POST /admin/me/password': { body: { success: true, message: STAFF_PASSWORD_MESSAGES.changed } },
    });
    renderApp('/soporte', staffWith(['soporte'], { mustChangePassword: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cambiar-contrasena');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Cambiar contraseña' });
    await user.type(within(form).getByLabelText(/Contraseña actual/), 'temporal-123');
    await user.type(within(form).getByLabelText(/^Contraseña nueva/), 'corta');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(within(form).getByText(STAFF_PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Contraseña nueva/));
    await user.type(within(form).getByLabelText(/^Contraseña nueva/), 'mi-clave-propia-2026');
    await user.type(within(form).getByLabelText(/Repite/), 'mi-clave-propia-2026');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(STAFF_PASSWORD_MESSAGES.changed)).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([
      { currentPassword: 'temporal-123', newPassword: 'mi-clave-propia-2026' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
