import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildCreated, fillServiceRequest, fillText, messageOf, textbox } from '../service-forms-fixtures';
import { ServiceRequestPage } from './ServiceRequestPage';

let api: MockFetch | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const sendButton = () => screen.getByRole('button', { name: 'Enviar solicitud' });
const posts = () => api?.calls.filter((call) => call.method === 'POST') ?? [];

describe('Solicitud de servicio', () => {
  it('requires all but the product or order reference, and sends nothing', async () => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<ServiceRequestPage />, { route: '/solicitud-de-servicio' });
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de servicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Servicio Técnico' })).toHaveAttribute(
      'href',
      '/technical-support',
    );
    await user.click(sendButton());

    for (const name of ['Nombre', 'Correo electrónico', 'Teléfono', 'Asunto', 'Descripción']) {
      expect(messageOf(textbox(name))).toBe('Campo Requerido');
    }
    expect(messageOf(textbox('Producto o número de pedido (opcional)'))).toBeNull();
    expect(posts()).toEqual([]);
  });

  it.each([
    [
      'a 61-character reference',
      'Producto o número de pedido (opcional)',
      'R'.repeat(61),
      'Longitud de texto muy largo',
    ],
    ['a short description', 'Descripción', 'Falla', 'Longitud de texto muy corto'],
    ['a 121-character subject', 'Asunto', 'S'.repeat(121), 'Longitud de texto muy largo'],
  ])('refuses %s', async (_label, field, value, message) => {
    const user = userEvent.setup();
    api = mockFetch({});
    renderWithProviders(<ServiceRequestPage />, { route: '/solicitud-de-servicio' });
    await fillServiceRequest(user);
    await fillText(user, field, value);
    await user.click(sendButton());
    expect(messageOf(textbox(field))).toBe(message);
    expect(posts()).toEqual([]);
  });

  it('sends the request to the support desk, the reference left out when empty', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api = mockFetch({
      'POST /services/support': ({ body }) => {
        bodies.push(body);
        return { status: 201, body: buildCreated('ST-000031') };
      },
    });
    renderWithProviders(<ServiceRequestPage />, { route: '/solicitud-de-servicio' });
    const expected = await fillServiceRequest(user);
    await user.clear(textbox('Producto o número de pedido (opcional)'));
    await user.click(sendButton());

    expect(await screen.findByText('ST-000031')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...expected, reference: undefined }]);
    expect(bodies[0]).not.toHaveProperty('reference');
  });
});
