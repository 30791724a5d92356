import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ChangePasswordRequest, ChangePasswordResponse, ErrorBody } from '@store/contracts';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildProfile, CUSTOMER_ID, field, LOGGED_IN, messageOf } from './profile-fixtures';
import { ProfilePage } from './ProfilePage';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

function renderWithPasswordServer(changePassword?: MockHandler) {
  fetchMock = mockFetch({
    [`GET /customers/${String(CUSTOMER_ID)}`]: () => ({ body: buildProfile() }),
    ...(changePassword ? { 'POST /users/change-password': changePassword } : {}),
  });
  renderWithProviders(<ProfilePage />, { preloadedState: LOGGED_IN, route: '/portal' });
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar contraseña' });
const posts = () => fetchMock?.calls.filter((call) => call.method === 'POST') ?? [];

/** Pastes into the three fields (typing long texts key by key is slow). */
async function fill(user: UserEvent, current: string, password: string, repeat: string) {
  for (const [label, text] of [
    ['Contraseña actual', current],
    ['Nueva contraseña', password],
    ['Repetir nueva contraseña', repeat],
  ] as const) {
    await user.click(field(label));
    await user.paste(text);
  }
}

describe('Mi Perfil: Cambiar contraseña', () => {
  it('has its own h2 and password fields that password managers understand', () => {
    renderWithPasswordServer();
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(field('Contraseña actual')).toHaveAttribute('type', 'password');
    expect(field('Contraseña actual')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('Nueva contraseña')).toHaveAttribute('type', 'password');
    expect(field('Nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Repetir nueva contraseña')).toHaveAttribute('type', 'password');
    expect(field('Repetir nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('requires the three fields ("Este campo no puede estar vacío") and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithPasswordServer();
    await user.click(saveButton());
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Repetir nueva contraseña']) {
      expect(messageOf(field(label))).toBe('Este campo no puede estar vacío');
    }
    expect(posts()).toEqual([]);
  });

  it('keeps the new password to 32 characters, at least 6, and the repeat equal', async () => {
    const user = userEvent.setup();
    renderWithPasswordServer();
    await fill(user, 'Actual2026', 'n'.repeat(33), 'n'.repeat(33));
    await user.click(saveButton());
    expect(messageOf(field('Nueva contraseña'))).toBe('Longitud de contraseña muy largo');
    expect(messageOf(field('Repetir nueva contraseña'))).toBe('Longitud de contraseña muy largo');

    await user.clear(field('Nueva contraseña'));
    await user.type(field('Nueva contraseña'), 'abc12');
    await user.clear(field('Repetir nueva contraseña'));
    await user.type(field('Repetir nueva contraseña'), 'abc13');
    expect(messageOf(field('Nueva contraseña'))).toBe('La contraseña es muy corta');
    expect(messageOf(field('Repetir nueva contraseña'))).toBe('Las contraseñas no coiciden');
    expect(posts()).toEqual([]);
  });

  it('sends the three fields, toasts the server’s message and empties the form', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderWithPasswordServer(({ body }) => {
      bodies.push(body);
      return { body: { success: true, message: 'Contraseña actualizada' } satisfies ChangePasswordResponse };
    });
    await fill(user, 'Actual2026', 'Nueva2026', 'Nueva2026');
    await user.click(saveButton());
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        currentPassword: 'Actual2026',
        password: 'Nueva2026',
        passwordRepeat: 'Nueva2026',
      } satisfies ChangePasswordRequest,
    ]);
    await waitFor(() => expect(field('Contraseña actual')).toHaveValue(''));
    expect(field('Nueva contraseña')).toHaveValue('');
    expect(field('Repetir nueva contraseña')).toHaveValue('');
    // Started over: no rule's message on the emptied fields.
    expect(messageOf(field('Contraseña actual'))).toBeNull();
  });

  it('shows a wrong current password at its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithPasswordServer(() => ({
      status: 400,
      body: {
        message: 'La contraseña actual no es correcta',
        code: 'WRONG_CURRENT_PASSWORD',
        fields: { currentPassword: 'La contraseña actual no es correcta' },
      } satisfies ErrorBody,
    }));
    await fill(user, 'NoEsLaMia1', 'Nueva2026', 'Nueva2026');
    await user.click(saveButton());
    await waitFor(() =>
      expect(messageOf(field('Contraseña actual'))).toBe('La contraseña actual no es correcta'),
    );
    expect(field('Nueva contraseña')).toHaveValue('Nueva2026');
    expect(screen.queryByText('Contraseña actualizada')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field (too many attempts) above the form', async () => {
    const user = userEvent.setup();
    const message = 'Demasiados intentos con una contraseña incorrecta. Intenta de nuevo en 15 minutos.';
    renderWithPasswordServer(() => ({
      status: 429,
      body: { message, code: 'TOO_MANY_ATTEMPTS' } satisfies ErrorBody,
    }));
    await fill(user, 'Actual2026', 'Nueva2026', 'Nueva2026');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
