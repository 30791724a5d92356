import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formatMoney, NETWORK_ERROR_MESSAGE, publishSession } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { formatDateTime } from '@store/remote-kit';
import { keepNbsp } from '@store/remote-kit/testing';
import { errorReply } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { TrackingPage } from './TrackingPage';
import { buildDeliveredTracking, buildTracking, ORDER_EMAIL, ORDER_NUMBER } from './tracking-test-data';

const NOT_FOUND = 'No encontramos un pedido con ese número y correo';
const TOO_MANY = 'Demasiadas solicitudes. Intenta de nuevo en 12 minutos.';

let api: MockFetch | undefined;
let warn: jest.SpyInstance;
beforeEach(() => {
  // 'Mi Pedido' logs its failures (spec section 8); the tests read what it logged.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  warn.mockRestore();
  act(() => publishSession({ customerId: null, displayName: null, token: null }));
});

function renderPage(route = '/estado-orden') {
  return renderWithProviders(<TrackingPage />, { route, path: '/estado-orden' });
}

const numberField = () => screen.getByRole('textbox', { name: /^Número de pedido/ });
const emailField = () => screen.getByRole('textbox', { name: /^Correo electrónico/ });
const submit = () => screen.getByRole('button', { name: 'Consultar pedido' });

async function lookUp(number: string, email: string) {
  const user = userEvent.setup();
  await user.type(numberField(), number);
  await user.type(emailField(), email);
  await user.click(submit());
  return user;
}

describe("'Mi Pedido' form", () => {
  it('has one h1, sets the title and asks for both fields in Spanish before calling the API', async () => {
    api = mockFetch({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Mi Pedido',
    ]);
    expect(document.title).toBe('Mi Pedido | Tienda Tecnología HN');

    await userEvent.click(submit());
    expect(numberField()).toHaveAccessibleDescription('Campo Requerido');
    expect(emailField()).toHaveAccessibleDescription('Campo Requerido');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a number that cannot be an order number and a malformed e-mail', async () => {
    api = mockFetch({});
    renderPage();
    await lookUp('HN-000123', 'comprador@ejemplo');
    expect(numberField()).toHaveAccessibleDescription(
      'Escribe el número como aparece en tu pedido: HN-XXXX-XXXX-XXXX',
    );
    expect(emailField()).toHaveAccessibleDescription('Correo elentrónico invalido');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the number as stored and the e-mail in lower case, once however often it is pressed', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api = mockFetch({
      'POST /orders/tracking': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPage();
    // Clicks reach the button even once it is disabled, as a hurried double click would.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.type(numberField(), 'hn7k3q x9pm2ab4');
    await user.type(emailField(), 'Comprador@Ejemplo.HN');
    await user.dblClick(submit());
    expect(screen.getByRole('button', { name: 'Consultando…' })).toBeDisabled();
    await user.type(emailField(), '{Enter}');
    expect(api.calls).toHaveLength(1);
    answer({ body: buildTracking() });

    expect(
      await screen.findByRole('heading', { level: 2, name: `Pedido ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([{ number: ORDER_NUMBER, email: ORDER_EMAIL }]);
  });
});

describe("'Mi Pedido' result", () => {
  it('shows the status as a timeline, the products, delivery, payment and totals, and takes the focus', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => ({ body: buildTracking() }) });
    renderPage();
    await lookUp(ORDER_NUMBER, ORDER_EMAIL);

    const heading = await screen.findByRole('heading', { level: 2, name: `Pedido ${ORDER_NUMBER}` });
    await waitFor(() => expect(heading).toHaveFocus());
    const result = screen.getByRole('region', { name: `Pedido ${ORDER_NUMBER}` });
    expect(within(result).getByText('Pagado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(result).getByText(/^Fecha del pedido:/)).toHaveTextContent(
      formatDateTime('2026-02-14T16:10:00.000Z'),
    );

    // What happened, where it is now, and what is still ahead.
    const timeline = within(result).getByRole('list', { name: 'Seguimiento' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Pendiente de pago (completado)',
      'Pagado (estado actual)',
      'Enviado (pendiente)',
      'Entregado (pendiente)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps[1]).toHaveTextContent('Transferencia confirmada');
    expect(steps[1]).toHaveTextContent(formatDateTime('2026-02-15T15:00:00.000Z'));
    expect(steps[2]?.querySelector('time')).toBeNull();

    const items = within(result).getByRole('region', { name: 'Productos' });
    expect(items).toHaveTextContent('Laptop HP ProBook 450 G10 i5 · Cantidad: 1');
    expect(within(items).getByText(formatMoney(18499), keepNbsp)).toBeInTheDocument();
    const delivery = within(result).getByRole('region', { name: 'Entrega' });
    for (const line of [
      'Envío a domicilio',
      'Carlos Reyes',
      'Colonia Palmira, casa 12',
      'Frente al parque',
      'Distrito Central, Francisco Morazán',
    ]) {
      expect(within(delivery).getByText(line)).toBeInTheDocument();
    }
    expect(within(result).getByRole('region', { name: 'Forma de pago' })).toHaveTextContent(
      'Transferencia bancaria',
    );
    const totals = within(result).getByRole('region', { name: 'Totales' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe(formatMoney(18499));
    expect(amount('Descuento')).toBe(`−${formatMoney(1849.9)}`);
    expect(amount('Envío')).toBe(formatMoney(150));
    expect(amount('ISV (15 %) incluido')).toBe(formatMoney(2191.19));
    expect(amount('Total')).toBe(formatMoney(16799.1));
    // Only a delivered order asks for the survey.
    expect(screen.queryByRole('link', { name: 'Responder la encuesta' })).not.toBeInTheDocument();
  });

  it('names the store of an order picked up at a store', async () => {
    api = mockFetch({
      'POST /orders/tracking': () => ({
        body: buildTracking({
          shippingMethod: 'store',
          delivery: {
            method: 'store',
            methodLabel: 'Retiro en tienda',
            address: null,
            store: {
              id: 3,
              name: 'Tienda Mall Multiplaza',
              address: 'Mall Multiplaza, Tegucigalpa',
              phone: '2231-0000',
              hours: 'Lunes a sábado de 10:00 a. m. a 8:00 p. m.',
            },
          },
        }),
      }),
    });
    renderPage();
    await lookUp(ORDER_NUMBER, ORDER_EMAIL);
    const delivery = await screen.findByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Retiro en tienda');
    expect(delivery).toHaveTextContent('Tienda Mall Multiplaza');
    expect(delivery).toHaveTextContent('Horario: Lunes a sábado de 10:00 a. m. a 8:00 p. m.');
    expect(delivery).toHaveTextContent('Teléfono: 2231-0000');
  });

  it('offers the survey of a delivered order, for its number and the e-mail typed', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => ({ body: buildDeliveredTracking() }) });
    renderPage();
    await lookUp(ORDER_NUMBER, ORDER_EMAIL);
    const survey = await screen.findByRole('region', { name: '¿Cómo te fue con tu compra?' });
    expect(within(survey).getByRole('link', { name: 'Responder la encuesta' })).toHaveAttribute(
      'href',
      `/encuesta/${ORDER_NUMBER}?correo=comprador%40ejemplo.hn`,
    );
    const steps = within(screen.getByRole('list', { name: 'Seguimiento' })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('Entregado (estado actual)');
    expect(steps.some((step) => step.textContent.includes('(pendiente)'))).toBe(false);
  });
});

describe("'Mi Pedido' failures: said in Spanish, logged, never a blank page", () => {
  it('a wrong pair: one message that does not say which half was wrong, what was typed kept', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => errorReply(404, NOT_FOUND) });
    renderPage();
    await lookUp(ORDER_NUMBER, 'otra@ejemplo.hn');

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(numberField()).toHaveValue(ORDER_NUMBER);
    expect(emailField()).toHaveValue('otra@ejemplo.hn');
    expect(numberField()).not.toHaveAccessibleDescription();
    expect(emailField()).not.toHaveAccessibleDescription();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Pedido' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'No se pudo consultar el pedido:',
      expect.objectContaining({ status: 404 }),
    );
  });

  it('too many lookups: the API’s 429 message', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => errorReply(429, TOO_MANY) });
    renderPage();
    await lookUp(ORDER_NUMBER, ORDER_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(submit()).toBeEnabled();
  });

  it('no connection: the network message; a later lookup replaces it with the result', async () => {
    let offline = true;
    api = mockFetch({
      'POST /orders/tracking': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { body: buildTracking() };
      },
    });
    renderPage();
    const user = await lookUp(ORDER_NUMBER, ORDER_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(warn).toHaveBeenCalledTimes(1);

    offline = false;
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 2, name: `Pedido ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server error without a message: its status text', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    renderPage();
    await lookUp(ORDER_NUMBER, ORDER_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
  });
});

describe("'Mi Pedido' from a link", () => {
  it('opens filled in from ?pedido=&correo= and looks the order up at once', async () => {
    api = mockFetch({ 'POST /orders/tracking': () => ({ body: buildTracking() }) });
    renderPage(`/estado-orden?pedido=${ORDER_NUMBER}&correo=${encodeURIComponent(ORDER_EMAIL)}`);
    expect(numberField()).toHaveValue(ORDER_NUMBER);
    expect(emailField()).toHaveValue(ORDER_EMAIL);
    expect(
      await screen.findByRole('heading', { level: 2, name: `Pedido ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([{ number: ORDER_NUMBER, email: ORDER_EMAIL }]);
  });

  it('only fills in what a link carries when it is incomplete', async () => {
    api = mockFetch({});
    renderPage(`/estado-orden?pedido=${ORDER_NUMBER}`);
    expect(numberField()).toHaveValue(ORDER_NUMBER);
    expect(emailField()).toHaveValue('');
    await act(() => Promise.resolve());
    expect(api.calls).toHaveLength(0);
  });
});

describe("'Mi Pedido' for a logged-in customer", () => {
  it('links to the portal’s purchases above the form', async () => {
    api = mockFetch({});
    act(() => publishSession({ customerId: 7, displayName: 'Ana', token: 'tok-ana' }));
    renderPage();
    const link = screen.getByRole('link', { name: 'Ver mis compras' });
    expect(link).toHaveAttribute('href', '/portal/compras');
    expect(link.compareDocumentPosition(numberField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => publishSession({ customerId: null, displayName: null, token: null }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ver mis compras' })).not.toBeInTheDocument(),
    );
  });

  it('shows no such link to a guest', () => {
    api = mockFetch({});
    renderPage();
    expect(screen.queryByRole('link', { name: 'Ver mis compras' })).not.toBeInTheDocument();
  });
});
