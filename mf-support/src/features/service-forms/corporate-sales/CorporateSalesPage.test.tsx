import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildCreated, fillCorporate, fillText, messageOf, select, textbox } from '../service-forms-fixtures';
import { CorporateSalesPage } from './CorporateSalesPage';

let api: MockFetch | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const sendButton = () => screen.getByRole('button', { name: 'Solicitar propuesta' });
const posts = () => api?.calls.filter((call) => call.method === 'POST') ?? [];

describe('Ventas corporativas', () => {
  it('asks for the company, its kind of business and a contact person', async () => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<CorporateSalesPage />, { route: '/ventas-corporativas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ventas corporativas' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tu empresa' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Persona de contacto' })).toBeInTheDocument();
    expect(
      within(select('Tipo de negocio'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige el tipo de negocio', 'Hotel', 'Restaurante', 'Cafetería', 'Otro tipo de empresa']);
    await user.click(sendButton());

    for (const name of [
      'Empresa',
      'Ciudad',
      'Nombre de contacto',
      'Correo electrónico',
      'Teléfono',
      'Mensaje',
    ]) {
      expect(messageOf(textbox(name))).toBe('Campo Requerido');
    }
    expect(messageOf(select('Tipo de negocio'))).toBe('Campo Requerido');
    expect(posts()).toEqual([]);
  });

  it.each([
    ['a 1-letter company', 'Empresa', 'X', 'Longitud de texto muy corto'],
    ['a 101-letter company', 'Empresa', 'E'.repeat(101), 'Longitud de texto muy largo'],
    ['a 1-letter city', 'Ciudad', 'Y', 'Longitud de texto muy corto'],
    ['a 2-letter contact name', 'Nombre de contacto', 'Lu', 'Longitud de texto muy corto'],
    ['an invalid phone', 'Teléfono', '1234', 'Teléfono inválido'],
    ['a short message', 'Mensaje', 'Precios', 'Longitud de texto muy corto'],
  ])('refuses %s', async (_label, field, value, message) => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<CorporateSalesPage />, { route: '/ventas-corporativas' });
    await fillCorporate(user);
    await fillText(user, field, value);
    await user.click(sendButton());
    expect(messageOf(textbox(field))).toBe(message);
    expect(posts()).toEqual([]);
  });

  it('sends the request to the corporate desk with the business type as the API lists it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api = mockFetch({
      'POST /services/horeca': ({ body }) => {
        bodies.push(body);
        return { status: 201, body: buildCreated('HC-000012') };
      },
    });
    renderWithProviders(<CorporateSalesPage />, { route: '/ventas-corporativas' });
    const expected = await fillCorporate(user);
    await user.selectOptions(select('Tipo de negocio'), 'Cafetería');
    await user.click(sendButton());

    expect(await screen.findByText('HC-000012')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...expected, business_type: 'cafetería' }]);
    expect(screen.getByText(/un asesor de ventas corporativas preparará tu propuesta/)).toBeInTheDocument();
  });
});
