import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_MESSAGES, type TicketDetail } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

function ticket(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: 12,
    ticket: 'CT-000012',
    kind: 'contact',
    kindLabel: 'Contacto',
    status: 'new',
    statusLabel: 'Nuevo',
    name: 'Carlos Reyes',
    email: 'carlos@ejemplo.hn',
    telephone: '9876-5432',
    createdAt: '2026-11-27T15:30:00.000Z',
    updatedAt: '2026-11-27T15:30:00.000Z',
    replyCount: 0,
    fields: [{ field: 'subject', label: 'Asunto', value: 'Garantía de mi laptop' }],
    replies: [],
    nextStatuses: ['in_progress', 'resolved'],
    ...overrides,
  };
}

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Responder un ticket', () => {
  it('refuses a blank reply in Spanish without calling the API, then sends the trimmed text', async () => {
    api = stubApi({
      'GET /admin/tickets/12': { body: ticket() },
      'POST /admin/tickets/12/replies': (call) => ({
        body: ticket({
          status: 'in_progress',
          statusLabel: 'En proceso',
          replyCount: 1,
          replies: [
            {
              id: 1,
              message: (call.body as { message: string }).message,
              staffEmail: 'soporte@ejemplo.hn',
              createdAt: '2026-11-27T16:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderApp('/soporte/tickets/12', staffWith(['soporte']));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Responder CT-000012' });
    const field = within(form).getByLabelText(/Respuesta/);

    await user.type(field, '    ');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(form).getByText(SUPPORT_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Trae la laptop con tu factura.  ');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Respuesta enviada a carlos@ejemplo.hn')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ message: 'Trae la laptop con tu factura.' }]);
    // Cleared for the next reply.
    await waitFor(() => expect(within(form).getByLabelText(/Respuesta/)).toHaveValue(''));
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    api = stubApi({
      'GET /admin/tickets/12': { body: ticket() },
      'POST /admin/tickets/12/replies': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Ticket no encontrado' },
      },
    });
    renderApp('/soporte/tickets/12', staffWith(['soporte']));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Responder CT-000012' });
    await user.type(within(form).getByLabelText(/Respuesta/), 'Hola Carlos');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ticket no encontrado');
    expect(within(form).getByLabelText(/Respuesta/)).toHaveValue('Hola Carlos');
  });

  it('offers only the moves the API allows from the current status', async () => {
    api = stubApi({
      'GET /admin/tickets/12': {
        body: ticket({ status: 'resolved', statusLabel: 'Resuelto', nextStatuses: ['in_progress'] }),
      },
    });
    renderApp('/soporte/tickets/12', staffWith(['soporte']));
    const group = await screen.findByRole('group', { name: 'Estado del ticket' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reabrir (En proceso)']);
  });
});
