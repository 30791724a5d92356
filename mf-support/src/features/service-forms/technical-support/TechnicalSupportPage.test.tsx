import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishSession } from '@store/app-kit';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { errorReply } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  CITIES,
  WORKSHOP_LISTS,
  buildCreated,
  fillText,
  fillWorkshop,
  messageOf,
  purchaseDate,
  select,
  textbox,
  validationReply,
} from '../service-forms-fixtures';
import { TechnicalSupportPage } from './TechnicalSupportPage';

let api: MockFetch | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  act(() => publishSession({ customerId: null, displayName: null, token: null }));
});

function renderPage(handlers: Record<string, MockHandler> = {}) {
  api = mockFetch({ ...WORKSHOP_LISTS, ...handlers });
  return renderWithProviders(<TechnicalSupportPage />, { route: '/technical-support' });
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar solicitud' });
const posts = () => api?.calls.filter((call) => call.method === 'POST') ?? [];
/** Waits for both workshop lists in their selects. */
async function listsLoaded() {
  await waitFor(() => expect(select('Marca')).toBeEnabled());
  await waitFor(() => expect(select('Ciudad')).toBeEnabled());
}

describe('Servicio Técnico', () => {
  it('is one page with its h1 and title, the workshop’s brands and cities, and the phone as contact', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio Técnico' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Servicio Técnico | Tienda Tecnología HN');
    expect(screen.getByRole('form', { name: 'Servicio Técnico' })).toBeInTheDocument();
    expect(select('Marca')).toBeDisabled();
    expect(within(select('Marca')).getByRole('option', { name: 'Cargando…' })).toBeInTheDocument();

    await listsLoaded();
    expect(
      within(select('Marca'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige la marca', 'HP', 'Lenovo']);
    expect(within(select('Ciudad')).getByRole('option', { name: 'Tegucigalpa' })).toHaveValue('801');
    expect(select('Medio de contacto preferido (opcional)')).toHaveDisplayValue('Llamada telefónica');
    expect(purchaseDate()).toHaveAttribute('type', 'date');
    expect(purchaseDate()).toHaveAttribute('min', '2000-01-01');
    expect(screen.getByRole('link', { name: 'Solicitud de servicio' })).toHaveAttribute(
      'href',
      '/solicitud-de-servicio',
    );
  });

  it('requires who asks, brand, city, equipment and the fault, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await listsLoaded();
    await user.click(sendButton());

    for (const name of [
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Tipo de equipo',
      'Descripción del problema',
    ]) {
      expect(messageOf(textbox(name))).toBe('Campo Requerido');
    }
    expect(messageOf(select('Marca'))).toBe('Campo Requerido');
    expect(messageOf(select('Ciudad'))).toBe('Campo Requerido');
    expect(messageOf(textbox('Modelo (opcional)'))).toBeNull();
    // Keyboard users land on the first field to fix.
    await waitFor(() => expect(textbox('Nombre')).toHaveFocus());
    expect(posts()).toEqual([]);
  });

  it('says what is wrong with each field in the contract’s words', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillWorkshop(user);
    await fillText(user, 'Nombre', 'Al');
    await fillText(user, 'Correo electrónico', 'carlos@ejemplo');
    await fillText(user, 'Teléfono', '987-6543');
    await fillText(user, 'Número de serie (opcional)', 'S'.repeat(81));
    await fillText(user, 'Descripción del problema', 'No sirve.');
    await user.clear(purchaseDate());
    await user.type(purchaseDate(), '2999-01-01');
    await user.click(sendButton());

    expect(messageOf(textbox('Nombre'))).toBe('Longitud de texto muy corto');
    expect(messageOf(textbox('Correo electrónico'))).toBe('Correo elentrónico invalido');
    expect(messageOf(textbox('Teléfono'))).toBe('Teléfono inválido');
    expect(messageOf(textbox('Número de serie (opcional)'))).toBe('Longitud de texto muy largo');
    expect(messageOf(textbox('Descripción del problema'))).toBe('Longitud de texto muy corto');
    expect(messageOf(purchaseDate())).toBe('La fecha no puede ser posterior a hoy');
    expect(posts()).toEqual([]);
  });

  it('sends the request and shows the ticket and what happens next', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      'POST /services/create': ({ body }) => {
        bodies.push(body);
        return { status: 201, body: buildCreated('TL-000042') };
      },
    });
    const expected = await fillWorkshop(user);
    await user.click(sendButton());

    const sent = await screen.findByRole('heading', { level: 2, name: '¡Solicitud enviada!' });
    expect(bodies).toEqual([expected]);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByText('TL-000042')).toBeInTheDocument();
    expect(screen.getByText(/Te enviamos la confirmación a carlos@ejemplo.hn/)).toBeInTheDocument();
    expect(screen.getByText(/^Te contactaremos en un plazo máximo de un día hábil/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(textbox('Nombre')).toHaveValue('');
  });

  it('shows the server’s messages at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /services/create': () => validationReply({ city: 'Selecciona una ciudad de la lista' }),
    });
    await fillWorkshop(user);
    await user.click(sendButton());

    await waitFor(() => expect(messageOf(select('Ciudad'))).toBe('Selecciona una ciudad de la lista'));
    await waitFor(() => expect(select('Ciudad')).toHaveFocus());
    // Said once, at its field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select('Ciudad')).toHaveDisplayValue('Tegucigalpa');
    expect(textbox('Descripción del problema')).toHaveValue(
      'No enciende después de una variación de voltaje.',
    );
    expect(purchaseDate()).toHaveValue('2024-05-10');
  });

  it('says exactly "Error inesperado" when the cities cannot be read, and asks again', async () => {
    const user = userEvent.setup();
    let citiesFail = true;
    renderPage({
      'GET /app-services/cities-form-workshop': () =>
        citiesFail ? errorReply(500, 'Falla de base de datos') : { body: CITIES },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error inesperadoReintentar$/);
    expect(within(alert).getByText('Error inesperado')).toBeInTheDocument();
    expect(screen.queryByText('Falla de base de datos')).not.toBeInTheDocument();
    expect(select('Ciudad')).toBeDisabled();
    expect(select('Ciudad')).toHaveDisplayValue('No disponible');
    // The brands that did arrive stay usable.
    expect(select('Marca')).toBeEnabled();

    citiesFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(select('Ciudad')).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const listCalls = api?.calls.filter((call) => call.url.pathname.startsWith('/app-services/'));
    expect(listCalls?.map((call) => call.url.pathname).sort()).toEqual([
      '/app-services/brands-form-workshop',
      '/app-services/cities-form-workshop',
      '/app-services/cities-form-workshop',
    ]);
  });

  it('says exactly "Error inesperado" when the brands cannot be read', async () => {
    renderPage({
      'GET /app-services/brands-form-workshop': () => ({ status: 503, statusText: 'Service Unavailable' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error inesperadoReintentar$/);
    expect(select('Marca')).toBeDisabled();
  });

  it('fills in the logged-in customer’s name from the session', () => {
    act(() => publishSession({ customerId: 7, displayName: 'Ana Mejía', token: 'jwt-7' }));
    renderPage();
    expect(textbox('Nombre')).toHaveValue('Ana Mejía');
    expect(textbox('Correo electrónico')).toHaveValue('');
  });
});
