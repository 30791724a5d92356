import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { Address, AddressRequest, ErrorBody, SuccessResponse } from '@store/contracts';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch, MockHandler } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { AddressesPage } from './AddressesPage';
import { addressBookSession, buildAddress, OFFICE, placesByLevel } from './addresses-test-data';

let fetchMock: MockFetch | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

const HOME = buildAddress();

/**
 * The page of customer 42 against a mocked API: `book` is what `GET …/addresses` answers (the
 * handlers of a test change it as the server would).
 */
function renderBook(book: { current: Address[] }, handlers: Record<string, MockHandler> = {}) {
  fetchMock = mockFetch({
    'GET /places': placesByLevel,
    'GET /customers/42/addresses': () => ({ body: book.current }),
    ...handlers,
  });
  return renderWithProviders(<AddressesPage />, {
    preloadedState: { session: addressBookSession() },
    route: '/portal/direcciones',
  });
}

/** What the page sent, other than reads. */
function writes() {
  return (fetchMock?.calls ?? [])
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ request: `${call.method} ${call.url.pathname}`, body: call.body }));
}

const textbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
const combobox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name: new RegExp(`^${name}( \\*)?$`) });

async function chooseMunicipality(
  user: UserEvent,
  dialog: HTMLElement,
  department: string,
  municipality: string,
) {
  await waitFor(() => expect(combobox(dialog, 'Departamento')).toBeEnabled());
  await user.selectOptions(combobox(dialog, 'Departamento'), department);
  await waitFor(() =>
    expect(
      within(combobox(dialog, 'Municipio')).getByRole('option', { name: municipality }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(combobox(dialog, 'Municipio'), municipality);
}

/** Long values arrive as one paste: typing them key by key would take seconds. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Direcciones (/portal/direcciones)', () => {
  it('lists the addresses under one h1, the default first and marked', async () => {
    renderBook({ current: [OFFICE, HOME] });
    expect(screen.getByRole('heading', { level: 1, name: 'Direcciones' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Direcciones \|/);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Oficina',
      'Casa',
    ]);
    expect(within(card('Oficina')).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(card('Casa')).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(within(card('Casa')).getByText('Ana Mejía · 9988-7766')).toBeInTheDocument();
    expect(within(card('Casa')).getByText('Colonia Palmira, casa 1520')).toBeInTheDocument();
    expect(within(card('Casa')).getByText('Distrito Central, Francisco Morazán')).toBeInTheDocument();
    // Only another address can become the default.
    expect(within(card('Oficina')).queryByRole('button', { name: /^Usar como predeterminada/ })).toBeNull();
    expect(
      within(card('Casa')).getByRole('button', { name: 'Usar como predeterminada: Casa' }),
    ).toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    renderBook({ current: [] });
    expect(await screen.findByText('Aún no tienes direcciones guardadas')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows a failed read's message with a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBook(
      { current: [HOME] },
      {
        'GET /customers/42/addresses': () =>
          fail
            ? { status: 503, body: { message: 'Servicio no disponible' } satisfies ErrorBody }
            : { body: [HOME] },
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Casa' })).toBeInTheDocument();
  });

  it('renders nothing without a session', () => {
    fetchMock = mockFetch({});
    const { container } = renderWithProviders(<AddressesPage />, { route: '/portal/direcciones' });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.calls).toHaveLength(0);
  });
});

describe('Nueva dirección', () => {
  it("refuses the form with the address rule's words, at each field, and sends nothing", async () => {
    const user = userEvent.setup();
    renderBook({ current: [] });
    await user.click(await screen.findByRole('button', { name: 'Nueva dirección' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' });
    // The customer's own name and phone to start with.
    expect(textbox(dialog, 'Nombre')).toHaveValue('Ana');
    expect(textbox(dialog, 'Apellido')).toHaveValue('Mejía');
    expect(textbox(dialog, 'Teléfono')).toHaveValue('9988-7766');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(combobox(dialog, 'Departamento')).toHaveAccessibleDescription('Requerido');
    expect(combobox(dialog, 'Municipio')).toHaveAccessibleDescription('Requerido');
    expect(textbox(dialog, 'Dirección')).toHaveAccessibleDescription('Requerido');
    expect(textbox(dialog, 'Dirección')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(textbox(dialog, 'Nombre'));
    await user.clear(textbox(dialog, 'Teléfono'));
    await user.type(textbox(dialog, 'Teléfono'), '9988-77');
    await paste(user, textbox(dialog, 'Nombre de la dirección \\(opcional\\)'), 'x'.repeat(33));
    await paste(user, textbox(dialog, 'Apellido'), 'y'.repeat(32));
    await paste(user, textbox(dialog, 'Referencia \\(opcional\\)'), 'z'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(textbox(dialog, 'Nombre')).toHaveAccessibleDescription('Requerido');
    expect(textbox(dialog, 'Teléfono')).toHaveAccessibleDescription('Teléfono inválido');
    expect(textbox(dialog, 'Nombre de la dirección \\(opcional\\)')).toHaveAccessibleDescription(
      'Longitud de texto muy largo',
    );
    expect(textbox(dialog, 'Apellido')).toHaveAccessibleDescription('Longitud de texto muy largo');
    expect(textbox(dialog, 'Referencia \\(opcional\\)')).toHaveAccessibleDescription(
      'Longitud de texto muy largo',
    );
    expect(writes()).toEqual([]);
  });

  it('saves it with POST, trimmed, says so and shows it in the list', async () => {
    const user = userEvent.setup();
    const book = { current: [OFFICE] };
    const created = buildAddress({
      id: 3,
      alias: 'Casa de mamá',
      place_id: 819,
      municipality: 'Valle de Ángeles',
    });
    renderBook(book, {
      'POST /customers/42/addresses': () => {
        book.current = [OFFICE, created];
        return { status: 201, body: created };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nueva dirección' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' });
    await paste(user, textbox(dialog, 'Nombre de la dirección \\(opcional\\)'), '  Casa de mamá ');
    await chooseMunicipality(user, dialog, 'Francisco Morazán', 'Valle de Ángeles');
    await paste(user, textbox(dialog, 'Dirección'), 'Colonia Palmira, casa 1520 ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByText('Dirección guardada')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        request: 'POST /customers/42/addresses',
        body: {
          alias: 'Casa de mamá',
          firstname: 'Ana',
          lastname: 'Mejía',
          telephone: '9988-7766',
          address_1: 'Colonia Palmira, casa 1520',
          address_2: '',
          place_id: 819,
        } satisfies AddressRequest,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Casa de mamá' })).toBeInTheDocument();
  });

  it("keeps the form open with the server's message at its field, or above the form", async () => {
    const user = userEvent.setup();
    const refusals: ErrorBody[] = [
      {
        message: 'Revisa los datos de la dirección',
        code: 'VALIDATION_ERROR',
        fields: { place_id: 'Selecciona un municipio válido' },
      },
      { message: 'Puedes guardar como máximo 20 direcciones', code: 'TOO_MANY_ADDRESSES' },
    ];
    renderBook(
      { current: [OFFICE] },
      {
        'POST /customers/42/addresses': () => ({ status: 400, body: refusals.shift() }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Nueva dirección' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' });
    await chooseMunicipality(user, dialog, 'Cortés', 'Puerto Cortés');
    await paste(user, textbox(dialog, 'Dirección'), 'Barrio El Centro');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() =>
      expect(combobox(dialog, 'Municipio')).toHaveAccessibleDescription('Selecciona un municipio válido'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Puedes guardar como máximo 20 direcciones',
    );
    expect(textbox(dialog, 'Dirección')).toHaveValue('Barrio El Centro');
    expect(screen.queryByText('Dirección guardada')).not.toBeInTheDocument();
  });
});

describe('editing, the default and deleting', () => {
  it("'Editar' opens the address in the form and saves it with PUT, keeping its default flag", async () => {
    const user = userEvent.setup();
    const book = { current: [OFFICE, HOME] };
    renderBook(book, {
      'PUT /addresses/2': () => {
        const saved = { ...OFFICE, address_2: 'Edificio Plaza, piso 3' };
        book.current = [saved, HOME];
        return { body: saved };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar: Oficina' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar dirección' });
    expect(textbox(dialog, 'Nombre de la dirección \\(opcional\\)')).toHaveValue('Oficina');
    await waitFor(() => expect(combobox(dialog, 'Departamento')).toHaveValue('5'));
    await waitFor(() => expect(combobox(dialog, 'Municipio')).toHaveValue('501'));
    expect(textbox(dialog, 'Dirección')).toHaveValue('Barrio Río de Piedras, 5 calle');
    await paste(user, textbox(dialog, 'Referencia \\(opcional\\)'), 'Edificio Plaza, piso 3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByText('Dirección guardada')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        request: 'PUT /addresses/2',
        body: {
          alias: 'Oficina',
          firstname: 'Ana',
          lastname: 'Mejía',
          telephone: '9988-7766',
          address_1: 'Barrio Río de Piedras, 5 calle',
          address_2: 'Edificio Plaza, piso 3',
          place_id: 501,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Oficina')).findByText('Edificio Plaza, piso 3')).toBeInTheDocument();
  });

  it("'Cancelar' closes the form without saving", async () => {
    const user = userEvent.setup();
    renderBook({ current: [HOME] });
    await user.click(await screen.findByRole('button', { name: 'Editar: Casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar dirección' });
    await user.type(textbox(dialog, 'Dirección'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it("'Usar como predeterminada' sends the address whole with is_default, and the list follows", async () => {
    const user = userEvent.setup();
    const book = { current: [OFFICE, HOME] };
    renderBook(book, {
      'PUT /addresses/1': () => {
        const home = { ...HOME, is_default: true };
        book.current = [home, { ...OFFICE, is_default: false }];
        return { body: home };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Usar como predeterminada: Casa' }));
    expect(await screen.findByText('Dirección predeterminada actualizada')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        request: 'PUT /addresses/1',
        body: {
          alias: 'Casa',
          firstname: 'Ana',
          lastname: 'Mejía',
          telephone: '9988-7766',
          address_1: 'Colonia Palmira, casa 1520',
          address_2: 'Portón negro',
          place_id: 801,
          is_default: true,
        } satisfies AddressRequest,
      },
    ]);
    await waitFor(() => expect(within(card('Casa')).getByText('Predeterminada')).toBeInTheDocument());
    expect(within(card('Oficina')).queryByText('Predeterminada')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to change the default", async () => {
    const user = userEvent.setup();
    renderBook(
      { current: [OFFICE, HOME] },
      {
        'PUT /addresses/1': () => ({ status: 404, body: { message: 'Dirección no encontrada' } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Usar como predeterminada: Casa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dirección no encontrada');
  });

  it('deletes only after the confirmation; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const book = { current: [OFFICE, HOME] };
    renderBook(book, {
      'DELETE /addresses/1': () => {
        book.current = [OFFICE];
        return { body: { success: true, message: 'Dirección eliminada' } satisfies SuccessResponse };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar: Casa' }));
    let dialog = screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
    expect(dialog).toHaveAccessibleDescription(/«Casa»/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
    expect(card('Casa')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar: Casa' }));
    dialog = screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Dirección eliminada')).toBeInTheDocument();
    expect(writes()).toEqual([{ request: 'DELETE /addresses/1', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Casa' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The keyboard goes on from the page's own button, not from nowhere.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nueva dirección' })).toHaveFocus());
  });

  it("keeps the confirmation open with the server's refusal", async () => {
    const user = userEvent.setup();
    renderBook(
      { current: [HOME] },
      {
        'DELETE /addresses/1': () => ({ status: 404, body: { message: 'Dirección no encontrada' } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar: Casa' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dirección no encontrada');
    expect(screen.queryByText('Dirección eliminada')).not.toBeInTheDocument();
  });
});
