import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR_MESSAGE } from '@store/app-kit';
import { mockFetch, type MockFetch, type MockHandler } from '@store/app-kit/testing';
import { errorReply } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { SurveyPage } from './SurveyPage';
import { buildSurvey, SURVEY_ORDER_EMAIL, SURVEY_ORDER_NUMBER } from './survey-test-data';

const THANKS = '¡Gracias por responder nuestra encuesta!';
const ALREADY = 'Ya respondiste esta encuesta para este pedido';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

function renderSurvey(
  respond: MockHandler = () => ({ status: 201, body: { id: 9, message: THANKS } }),
  route = `/encuesta/${SURVEY_ORDER_NUMBER}?correo=${encodeURIComponent(SURVEY_ORDER_EMAIL)}`,
) {
  api = mockFetch({
    'GET /survey/1': () => ({ body: buildSurvey() }),
    'POST /survey/1/response': respond,
  });
  return renderWithProviders(<SurveyPage />, { route, path: '/encuesta/:orderId' });
}

const ratingGroup = (question: RegExp) => screen.getByRole('group', { name: question });
const satisfaction = () => ratingGroup(/^¿Qué tan satisfecho estás con tu compra\?/);
const recommend = () => screen.getByRole('combobox', { name: /^¿Nos recomendarías/ });
const improve = () => screen.getByRole('textbox', { name: /^¿Qué podemos mejorar\?/ });
const emailField = () => screen.getByRole('textbox', { name: /^Correo electrónico usado en la compra/ });
const send = () => screen.getByRole('button', { name: 'Enviar respuestas' });
const responses = () => (api?.calls ?? []).filter((call) => call.method === 'POST');

/**
 * Picks a rating. (userEvent's click moves the pointer over the stars first, and MUI's Rating
 * reads a hovered star from the layout jsdom does not have; a plain click is what a tap does.)
 */
function rate(group: HTMLElement, stars: number) {
  fireEvent.click(
    within(group).getByRole('radio', { name: stars === 1 ? '1 estrella' : `${String(stars)} estrellas` }),
  );
}

/** The required questions answered, an optional one left blank, a comment written. */
async function answerRequired() {
  const user = userEvent.setup();
  rate(satisfaction(), 5);
  await user.selectOptions(recommend(), 'Sí');
  await user.type(improve(), '  Más tiendas  ');
  return user;
}

describe('the after-purchase survey', () => {
  it('shows the questions from the API for the order of the link, the e-mail filled in', async () => {
    renderSurvey();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuesta de satisfacción de tu compra' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Encuesta de satisfacción de tu compra | Tienda Tecnología HN');
    expect(screen.getByText(`Pedido ${SURVEY_ORDER_NUMBER}`)).toBeInTheDocument();
    expect(emailField()).toHaveValue(SURVEY_ORDER_EMAIL);
    expect(
      within(satisfaction())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5']));
    expect(
      within(ratingGroup(/^¿Cómo calificas la atención/)).getByRole('radio', { name: '1 estrella' }),
    ).toBeInTheDocument();
    expect(
      within(recommend())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una opción', 'Sí', 'No', 'Tal vez']);
    expect(improve()).toBeInTheDocument();
  });

  it('applies the contract’s rules before sending anything', async () => {
    renderSurvey();
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = userEvent.setup();
    await user.clear(emailField());
    await user.type(improve(), 'x'.repeat(21));
    await user.click(send());

    expect(within(satisfaction()).getByText('Esta pregunta es obligatoria')).toBeInTheDocument();
    expect(satisfaction()).toHaveAccessibleDescription('Esta pregunta es obligatoria');
    expect(recommend()).toHaveAccessibleDescription('Esta pregunta es obligatoria');
    expect(improve()).toHaveAccessibleDescription('La respuesta debe tener como máximo 20 caracteres');
    expect(emailField()).toHaveAccessibleDescription('Campo Requerido');
    // The optional rating left blank is not a problem.
    expect(ratingGroup(/^¿Cómo calificas la atención/)).not.toHaveAccessibleDescription();
    expect(responses()).toHaveLength(0);

    await user.type(emailField(), 'comprador@ejemplo');
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription('Correo elentrónico invalido');
  });

  it('rates with the arrow keys, as a group of radio buttons', async () => {
    renderSurvey();
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = userEvent.setup();
    await user.click(emailField());
    await user.tab();
    expect(within(satisfaction()).getByRole('radio', { name: 'Sin calificar' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(satisfaction()).getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    await user.tab();
    expect(
      within(ratingGroup(/^¿Cómo calificas la atención/)).getByRole('radio', { name: 'Sin calificar' }),
    ).toHaveFocus();
  });

  it('sends the normalised answers with the order’s number and e-mail, once, and thanks the shopper', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    renderSurvey(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = await answerRequired();
    await user.click(send());
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    // A second submission while the first is on its way (Enter, a script) sends nothing more.
    fireEvent.submit(screen.getByRole('form', { name: 'Preguntas de la encuesta' }));
    answer({ status: 201, body: { id: 9, message: THANKS } });

    const thanks = await screen.findByRole('heading', { level: 2, name: THANKS });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(
      screen.getByText('Tus respuestas nos ayudan a mejorar. No necesitas hacer nada más.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(responses().map((call) => call.body)).toEqual([
      {
        answers: { q1: 5, q5: 'Sí', q6: 'Más tiendas' },
        order_number: SURVEY_ORDER_NUMBER,
        email: SURVEY_ORDER_EMAIL,
      },
    ]);
  });

  it('says so when this order already answered: the server’s words, no form left to send again', async () => {
    renderSurvey(() => ({ status: 409, body: { message: ALREADY, code: 'SURVEY_ALREADY_ANSWERED' } }));
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = await answerRequired();
    await user.click(send());

    expect(await screen.findByRole('heading', { level: 2, name: ALREADY })).toBeInTheDocument();
    expect(
      screen.getByText('Cada pedido se califica una sola vez. ¡Gracias por tu tiempo!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuestas' })).not.toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal above the form and its messages on the questions, answers kept', async () => {
    renderSurvey(() => ({
      status: 400,
      body: {
        message: 'Revisa las respuestas de la encuesta',
        code: 'VALIDATION_ERROR',
        fields: { 'answers.q5': 'Selecciona una de las opciones disponibles' },
      },
    }));
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = await answerRequired();
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa las respuestas de la encuesta');
    expect(recommend()).toHaveAccessibleDescription('Selecciona una de las opciones disponibles');
    expect(recommend()).toHaveValue('Sí');
    expect(within(satisfaction()).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(improve()).toHaveValue('  Más tiendas  ');
  });

  it.each([
    ['a wrong e-mail for the order', 404, 'No encontramos un pedido con ese número y correo'],
    ['too many attempts', 429, 'Demasiadas solicitudes. Intenta de nuevo en 30 minutos.'],
  ])('%s: the server’s message, the form kept to try again', async (_case, status, message) => {
    renderSurvey(() => errorReply(status, message));
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = await answerRequired();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(send()).toBeEnabled();
    expect(emailField()).toHaveValue(SURVEY_ORDER_EMAIL);
  });

  it('no connection: the network message', async () => {
    renderSurvey(() => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    const user = await answerRequired();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('asks for the e-mail when the link does not carry it', async () => {
    renderSurvey(undefined, `/encuesta/${SURVEY_ORDER_NUMBER.toLowerCase()}`);
    await screen.findByRole('button', { name: 'Enviar respuestas' });
    expect(screen.getByText(`Pedido ${SURVEY_ORDER_NUMBER}`)).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    const user = await answerRequired();
    await user.type(emailField(), SURVEY_ORDER_EMAIL);
    await user.click(send());
    await screen.findByRole('heading', { level: 2, name: THANKS });
    expect(responses()[0]?.body).toMatchObject({
      order_number: SURVEY_ORDER_NUMBER,
      email: SURVEY_ORDER_EMAIL,
    });
  });
});

describe('the survey page when it cannot ask', () => {
  it('a link without a valid order number points to Mi Pedido, without calling the API', () => {
    api = mockFetch({});
    renderWithProviders(<SurveyPage />, { route: '/encuesta/123', path: '/encuesta/:orderId' });
    expect(screen.getByRole('heading', { level: 1, name: 'Encuesta de satisfacción' })).toBeInTheDocument();
    expect(screen.getByText(/El enlace de la encuesta no es válido/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mi Pedido' })).toHaveAttribute('href', '/estado-orden');
    expect(api.calls).toHaveLength(0);
  });

  it('a closed survey says it is no longer available', async () => {
    api = mockFetch({ 'GET /survey/1': () => errorReply(404, 'Encuesta no encontrada') });
    renderWithProviders(<SurveyPage orderNumber={SURVEY_ORDER_NUMBER} />, { route: '/encuesta' });
    expect(
      await screen.findByText('Esta encuesta ya no está disponible. ¡Gracias por tu interés!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Encuesta de satisfacción' })).toBeInTheDocument();
  });

  it('other failures reading it: the message and Reintentar', async () => {
    let down = true;
    api = mockFetch({
      'GET /survey/1': () => (down ? errorReply(503, 'Servicio no disponible') : { body: buildSurvey() }),
    });
    renderWithProviders(<SurveyPage orderNumber={SURVEY_ORDER_NUMBER} />, { route: '/encuesta' });
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Enviar respuestas' })).toBeInTheDocument();
  });
});
