import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { errorReply } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactPage } from './contact/ContactPage';
import { CorporateSalesPage } from './corporate-sales/CorporateSalesPage';
import {
  WORKSHOP_LISTS,
  buildCreated,
  deferred,
  fillContact,
  fillCorporate,
  fillServiceRequest,
  fillWorkshop,
  textbox,
} from './service-forms-fixtures';
import { ServiceRequestPage } from './service-request/ServiceRequestPage';
import { TechnicalSupportPage } from './technical-support/TechnicalSupportPage';

/**
 * What every service form does the same way (docs/business-rules.md#support and issue 16's
 * "Form behaviour"): progress and a single send, the ticket and what happens next, the
 * server's message (or status text, or the 429's) with what was typed kept, and the call
 * cancelled when the page is left.
 */
interface FormCase {
  title: string;
  path: string;
  page: ReactElement;
  submit: string;
  ticket: string;
  /** Fills every field with accepted values; returns the body the API must receive. */
  fill: (user: UserEvent) => Promise<unknown>;
  /** A long text field whose value must survive a refused send. */
  kept: [label: string, value: string];
  extra?: Record<string, MockHandler>;
}

const FORMS: FormCase[] = [
  {
    title: 'Servicio Técnico',
    path: '/services/create',
    page: <TechnicalSupportPage />,
    submit: 'Enviar solicitud',
    ticket: 'TL-000042',
    fill: fillWorkshop,
    kept: ['Descripción del problema', 'No enciende después de una variación de voltaje.'],
    extra: WORKSHOP_LISTS,
  },
  {
    title: 'Contáctanos',
    path: '/services/contact',
    page: <ContactPage />,
    submit: 'Enviar mensaje',
    ticket: 'CT-000043',
    fill: fillContact,
    kept: ['Mensaje', 'Necesito cotizar 15 laptops para una escuela en Choluteca.'],
  },
  {
    title: 'Ventas corporativas',
    path: '/services/horeca',
    page: <CorporateSalesPage />,
    submit: 'Solicitar propuesta',
    ticket: 'HC-000044',
    fill: fillCorporate,
    kept: ['Mensaje', 'Buscamos pantallas de señalización digital para el lobby.'],
  },
  {
    title: 'Solicitud de servicio',
    path: '/services/support',
    page: <ServiceRequestPage />,
    submit: 'Enviar solicitud',
    ticket: 'ST-000045',
    fill: fillServiceRequest,
    kept: ['Descripción', 'La impresora multifuncional no aparece en la red Wi-Fi.'],
  },
];

let api: MockFetch | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function renderForm(form: FormCase, send: MockHandler) {
  api = mockFetch({ ...form.extra, [`POST ${form.path}`]: send });
  return renderWithProviders(form.page);
}

const posts = () => api?.calls.filter((call) => call.method === 'POST') ?? [];

describe.each(FORMS)('$title', (form) => {
  const sendButton = () => screen.getByRole('button', { name: form.submit });

  it('has one h1 naming the page and the form', () => {
    renderForm(form, () => ({ status: 201, body: buildCreated(form.ticket) }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      form.title,
    ]);
    expect(screen.getByRole('form', { name: form.title })).toBeInTheDocument();
    expect(document.title).toBe(`${form.title} | Tienda Tecnología HN`);
  });

  it('shows progress while sending, sends once, then the ticket and what happens next', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    const bodies: unknown[] = [];
    renderForm(form, ({ body }) => {
      bodies.push(body);
      return answer.promise;
    });
    const expected = await form.fill(user);

    await user.click(sendButton());
    const busy = screen.getByRole('button', { name: 'Enviando…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Enviando…');
    // The button is out of reach; a submit that still arrives (Enter, a script) is ignored.
    fireEvent.submit(screen.getByRole('form', { name: form.title }));
    await user.type(textbox('Correo electrónico'), '{Enter}');
    expect(posts()).toHaveLength(1);
    expect(bodies).toEqual([expected]);

    answer.resolve({ status: 201, body: buildCreated(form.ticket) });
    expect(await screen.findByRole('heading', { level: 2, name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(screen.getByText('Número de ticket')).toBeInTheDocument();
    expect(screen.getByText(form.ticket)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Recibimos tu solicitud. Tu número de ticket es ${form.ticket}. Te enviamos la confirmación a carlos@ejemplo.hn.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Te contactaremos en un plazo máximo de un día hábil/)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('shows the server’s message on failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    renderForm(form, () => answer.promise);
    await form.fill(user);
    await user.click(sendButton());
    // Browsers drop the focus of a button that becomes disabled (jsdom does not).
    const busy = screen.getByRole('button', { name: 'Enviando…' });
    act(() => busy.blur());
    answer.resolve(errorReply(503, 'El servicio no está disponible. Intenta más tarde.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible. Intenta más tarde.',
    );
    const [label, value] = form.kept;
    expect(textbox(label)).toHaveValue(value);
    expect(textbox('Correo electrónico')).toHaveValue('carlos@ejemplo.hn');
    expect(sendButton()).toBeEnabled();
    // Focus is back on the button, just under the message.
    await waitFor(() => expect(sendButton()).toHaveFocus());
    expect(screen.queryByText(form.ticket)).not.toBeInTheDocument();
  });

  it('shows the 429’s Spanish message, and can send again later', async () => {
    const user = userEvent.setup();
    let limited = true;
    renderForm(form, () =>
      limited
        ? errorReply(429, 'Demasiadas solicitudes. Intenta de nuevo en 12 minutos.')
        : { status: 201, body: buildCreated(form.ticket) },
    );
    await form.fill(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Intenta de nuevo en 12 minutos.',
    );
    expect(textbox(form.kept[0])).toHaveValue(form.kept[1]);

    limited = false;
    await user.click(sendButton());
    expect(await screen.findByText(form.ticket)).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('shows the status text when a failure carries no message', async () => {
    const user = userEvent.setup();
    renderForm(form, () => ({ status: 502, statusText: 'Bad Gateway' }));
    await form.fill(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Bad Gateway$/);
  });

  it('cancels the call when the page is left', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const never = deferred<{ status: number; body: unknown }>();
    const view = renderForm(form, () => never.promise);
    const mocked = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.method === 'POST' && init.signal) signals.push(init.signal);
      return mocked(input, init);
    };
    await form.fill(user);
    await user.click(sendButton());
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);

    view.unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
