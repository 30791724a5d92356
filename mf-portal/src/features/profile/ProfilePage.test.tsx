import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { CustomerProfile, ErrorBody, SaveCustomerRequest } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { buildProfile, CUSTOMER_ID, field, LOGGED_IN, messageOf } from './profile-fixtures';
import { ProfilePage } from './ProfilePage';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

const GET_PROFILE = `GET /customers/${String(CUSTOMER_ID)}`;
const SAVE_PROFILE = `POST /customers/save-customer/${String(CUSTOMER_ID)}`;

/**
 * A server holding one profile: GET answers it, save-customer replaces it with what it keeps
 * (trimmed, the e-mail in lower case, as the API does) unless `refuse` answers instead.
 */
function profileServer(refuse?: () => { status: number; body: ErrorBody }) {
  let stored = buildProfile();
  const saves: unknown[] = [];
  fetchMock = mockFetch({
    [GET_PROFILE]: () => ({ body: stored }),
    [SAVE_PROFILE]: ({ body }) => {
      saves.push(body);
      if (refuse) return refuse();
      const sent = body as Required<SaveCustomerRequest>;
      stored = {
        ...stored,
        firstname: sent.firstname.trim(),
        lastname: sent.lastname.trim(),
        email: sent.email.trim().toLowerCase(),
        username: sent.email.trim().toLowerCase(),
        telephone: sent.telephone.trim(),
        fax: sent.fax.trim(),
        custom_field: sent.custom_field.trim(),
      } satisfies CustomerProfile;
      return { body: stored };
    },
  });
  return { saves };
}

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { preloadedState: LOGGED_IN, route: '/portal' });
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

/** Empties a field and pastes `text` into it (typing long texts key by key is slow). */
async function replaceText(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
}

async function loadedForm() {
  renderProfile();
  await screen.findByDisplayValue('Ana');
}

describe('Mi Perfil: the page', () => {
  it('has one h1, loads the customer and fills the contact form with their data', async () => {
    profileServer();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos...');
    expect(await screen.findByDisplayValue('Ana')).toBe(field('Nombre'));
    expect(field('Identidad')).toHaveValue('0801-1990-12345');
    expect(field('Identidad')).toHaveAttribute('placeholder', '#### #### #####');
    expect(field('Apellido')).toHaveValue('Mejía');
    expect(field('Correo electrónico')).toHaveValue('ana.mejia@correo.hn');
    expect(field('Teléfono')).toHaveValue('9988-7766');
    expect(field('Segundo teléfono')).toHaveValue('2233-4455');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(fetchMock?.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([GET_PROFILE]);
  });

  it('shows the server’s message with Reintentar when the customer cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let answers = 0;
    fetchMock = mockFetch({
      [GET_PROFILE]: () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { message: 'Servicio no disponible por mantenimiento' } satisfies ErrorBody }
          : { body: buildProfile() };
      },
    });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servicio no disponible por mantenimiento');
    // The password change does not depend on the profile.
    expect(field('Contraseña actual')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByDisplayValue('Ana')).toBe(field('Nombre'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing for a guest (the portal’s guard handles them)', () => {
    fetchMock = mockFetch({});
    const { container } = renderWithProviders(<ProfilePage />, { route: '/portal' });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.calls).toEqual([]);
  });
});

describe('Mi Perfil: the contact form’s rules (docs/business-rules.md#form-rules)', () => {
  it('requires every field with "Requerido" and sends nothing', async () => {
    const user = userEvent.setup();
    profileServer();
    await loadedForm();
    for (const label of [
      'Identidad',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'Segundo teléfono',
    ]) {
      await user.clear(field(label));
    }
    await user.click(saveButton());
    for (const label of [
      'Identidad',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'Segundo teléfono',
    ]) {
      expect(messageOf(field(label))).toBe('Requerido');
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetchMock?.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('limits names to 32 and the e-mail to 96 characters, and checks the e-mail’s pattern', async () => {
    const user = userEvent.setup();
    profileServer();
    await loadedForm();
    await replaceText(user, 'Nombre', 'a'.repeat(33));
    await replaceText(user, 'Apellido', 'b'.repeat(33));
    await replaceText(user, 'Correo electrónico', 'ana.mejia@correo');
    await user.click(saveButton());
    expect(messageOf(field('Nombre'))).toBe('Longitud de texto muy largo');
    expect(messageOf(field('Apellido'))).toBe('Longitud de texto muy largo');
    expect(messageOf(field('Correo electrónico'))).toBe('Correo elentrónico invalido');

    await replaceText(user, 'Correo electrónico', `${'a'.repeat(87)}@correo.hn`);
    await user.click(saveButton());
    expect(messageOf(field('Correo electrónico'))).toBe('Longitud de texto muy largo');

    await replaceText(user, 'Nombre', 'a'.repeat(32));
    expect(messageOf(field('Nombre'))).toBeNull();
    expect(fetchMock?.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('masks the identity 4-4-5 and wants at least 15 characters ("Longitud de texto muy corto")', async () => {
    const user = userEvent.setup();
    profileServer();
    await loadedForm();
    await user.clear(field('Identidad'));
    await user.type(field('Identidad'), '0801a1990-54321999');
    expect(field('Identidad')).toHaveValue('0801-1990-54321');
    await user.clear(field('Identidad'));
    await user.type(field('Identidad'), '080119905432');
    expect(field('Identidad')).toHaveValue('0801-1990-5432');
    await user.click(saveButton());
    expect(messageOf(field('Identidad'))).toBe('Longitud de texto muy corto');
  });

  it('wants at least 8 digits in both phones once dashes are removed ("Teléfono inválido")', async () => {
    const user = userEvent.setup();
    profileServer();
    await loadedForm();
    await replaceText(user, 'Teléfono', '9988-776');
    await replaceText(user, 'Segundo teléfono', '22-33-44-5');
    await user.click(saveButton());
    expect(messageOf(field('Teléfono'))).toBe('Teléfono inválido');
    expect(messageOf(field('Segundo teléfono'))).toBe('Teléfono inválido');
    await user.type(field('Segundo teléfono'), '5');
    expect(messageOf(field('Segundo teléfono'))).toBeNull();
    expect(fetchMock?.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('Mi Perfil: saving', () => {
  it('sends the six fields, toasts "Datos de contacto guardados" and shows what the server kept', async () => {
    const user = userEvent.setup();
    const { saves } = profileServer();
    await loadedForm();
    await replaceText(user, 'Teléfono', '3344-5566');
    await replaceText(user, 'Correo electrónico', 'Ana.Nueva@Correo.HN');
    await user.type(field('Nombre'), ' María ');
    await user.click(saveButton());

    expect(await screen.findByText('Datos de contacto guardados')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        custom_field: '0801-1990-12345',
        firstname: 'Ana María ',
        lastname: 'Mejía',
        email: 'Ana.Nueva@Correo.HN',
        telephone: '3344-5566',
        fax: '2233-4455',
      } satisfies SaveCustomerRequest,
    ]);
    await waitFor(() => expect(field('Correo electrónico')).toHaveValue('ana.nueva@correo.hn'));
    expect(field('Nombre')).toHaveValue('Ana María');
    expect(field('Teléfono')).toHaveValue('3344-5566');
    // The tag 'Customer' was invalidated: the profile is read again, as a reload would.
    await waitFor(() =>
      expect(fetchMock?.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
        GET_PROFILE,
        SAVE_PROFILE,
        GET_PROFILE,
      ]),
    );
  });

  it('shows "Guardando..." while the save runs', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: CustomerProfile }) => void = () => undefined;
    fetchMock = mockFetch({
      [GET_PROFILE]: () => ({ body: buildProfile() }),
      [SAVE_PROFILE]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await loadedForm();
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    answer({ body: buildProfile() });
    expect(await screen.findByText('Datos de contacto guardados')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows an e-mail of another account (409) at the e-mail field, and no toast', async () => {
    const user = userEvent.setup();
    profileServer(() => ({
      status: 409,
      body: {
        message: 'Ya existe una cuenta con este correo',
        code: 'EMAIL_TAKEN',
        fields: { email: 'Ya existe una cuenta con este correo' },
      },
    }));
    await loadedForm();
    await replaceText(user, 'Correo electrónico', 'cliente@ejemplo.hn');
    await user.click(saveButton());
    await waitFor(() =>
      expect(messageOf(field('Correo electrónico'))).toBe('Ya existe una cuenta con este correo'),
    );
    expect(screen.queryByText('Datos de contacto guardados')).not.toBeInTheDocument();
    // Changing the e-mail again clears the server's word for it.
    await user.type(field('Correo electrónico'), 'x');
    expect(messageOf(field('Correo electrónico'))).toBeNull();
  });

  it('puts the server’s field messages (400) at their fields', async () => {
    const user = userEvent.setup();
    profileServer(() => ({
      status: 400,
      body: {
        message: 'Teléfono inválido',
        code: 'VALIDATION_ERROR',
        fields: { telephone: 'Teléfono inválido', fax: 'Teléfono inválido' },
      },
    }));
    await loadedForm();
    await user.click(saveButton());
    await waitFor(() => expect(messageOf(field('Teléfono'))).toBe('Teléfono inválido'));
    expect(messageOf(field('Segundo teléfono'))).toBe('Teléfono inválido');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure that names no field above the form', async () => {
    const user = userEvent.setup();
    profileServer(() => ({ status: 403, body: { message: 'No tienes permiso para acceder a estos datos' } }));
    await loadedForm();
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para acceder a estos datos',
    );
    expect(field('Nombre')).toHaveValue('Ana');
  });
});
