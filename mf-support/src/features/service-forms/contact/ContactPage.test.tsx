import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishSession } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  buildCreated,
  fillContact,
  fillText,
  messageOf,
  textbox,
  validationReply,
} from '../service-forms-fixtures';
import { ContactPage } from './ContactPage';

let api: MockFetch | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  act(() => publishSession({ customerId: null, displayName: null, token: null }));
});

const sendButton = () => screen.getByRole('button', { name: 'Enviar mensaje' });
const posts = () => api?.calls.filter((call) => call.method === 'POST') ?? [];

describe('Contáctanos', () => {
  it('requires name, e-mail, phone, subject and message (‘Campo Requerido’), and sends nothing', async () => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    await user.click(sendButton());

    for (const name of ['Nombre', 'Correo electrónico', 'Teléfono', 'Asunto', 'Mensaje']) {
      expect(messageOf(textbox(name))).toBe('Campo Requerido');
    }
    expect(posts()).toEqual([]);
  });

  it.each([
    ['a 2-letter name', 'Nombre', 'Al', 'Longitud de texto muy corto'],
    ['a 65-letter name', 'Nombre', 'A'.repeat(65), 'Longitud de texto muy largo'],
    ['a malformed e-mail', 'Correo electrónico', 'carlos@ejemplo', 'Correo elentrónico invalido'],
    [
      'an e-mail over 96 characters',
      'Correo electrónico',
      `${'c'.repeat(90)}@ejemplo.hn`,
      'Longitud de texto muy largo',
    ],
    ['a 7-digit phone', 'Teléfono', '987-6543', 'Teléfono inválido'],
    ['a phone with letters', 'Teléfono', '9876-54AB', 'Teléfono inválido'],
    ['a 2-letter subject', 'Asunto', 'Hi', 'Longitud de texto muy corto'],
    ['a short message', 'Mensaje', 'Hola', 'Longitud de texto muy corto'],
    ['a 2001-character message', 'Mensaje', 'a'.repeat(2001), 'Longitud de texto muy largo'],
  ])('refuses %s', async (_label, field, value, message) => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await fillContact(user);
    await fillText(user, field, value);
    await user.click(sendButton());
    expect(messageOf(textbox(field))).toBe(message);
    expect(posts()).toEqual([]);
  });

  it('accepts a phone with the country code and spaces, and sends the message', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api = mockFetch({
      'POST /services/contact': ({ body }) => {
        bodies.push(body);
        return { status: 201, body: buildCreated('CT-000007') };
      },
    });
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const expected = await fillContact(user);
    await fillText(user, 'Teléfono', '+504 2231 4500');
    await user.click(sendButton());

    expect(await screen.findByText('CT-000007')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...expected, telephone: '+504 2231 4500' }]);
  });

  it('shows the server’s field messages where they belong', async () => {
    const user = userEvent.setup();
    api = mockFetch({
      'POST /services/contact': () =>
        validationReply({ email: 'Correo elentrónico invalido', subject: 'Longitud de texto muy corto' }),
    });
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await fillContact(user);
    await user.click(sendButton());

    expect(await screen.findByText('Correo elentrónico invalido')).toBeInTheDocument();
    expect(messageOf(textbox('Correo electrónico'))).toBe('Correo elentrónico invalido');
    expect(messageOf(textbox('Asunto'))).toBe('Longitud de texto muy corto');
    expect(textbox('Asunto')).toHaveValue('Cotización');
    // The server's word shows until the shopper changes something.
    await fillText(user, 'Asunto', 'Cotización de laptops');
    expect(messageOf(textbox('Asunto'))).toBeNull();
  });

  it('puts a logged-in customer’s e-mail in its field when the session names them by it', () => {
    act(() => publishSession({ customerId: 9, displayName: 'sin.nombre@ejemplo.hn', token: 'jwt-9' }));
    api = mockFetch({});
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    expect(textbox('Correo electrónico')).toHaveValue('sin.nombre@ejemplo.hn');
    expect(textbox('Nombre')).toHaveValue('');
  });
});
