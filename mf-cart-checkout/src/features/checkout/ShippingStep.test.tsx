import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { Address } from '@store/contracts';
import { publishSession } from '@store/app-kit';
import { dataLayer, enableTestAnalytics, resetTestAnalytics } from '../../test/analytics';
import { keepNbsp } from '../../test/render-with-providers';
import { selectCheckout } from './checkout-slice';
import { field, renderCheckout, setUpCheckoutTests } from './test/checkout-fixtures';
import type { CheckoutHarness } from './test/checkout-fixtures';
import {
  buildOrder,
  buildQuote,
  buildShippedOrder,
  placesHandler,
  recording,
  startCheckoutSession,
  storedSession,
  VALID_CONTACT,
  WELCOME_COUPON,
} from './test/order-fixtures';
import { selectCheckoutOrder } from './use-checkout-order';
import type { SeenRequest } from './test/order-fixtures';

const NBSP = '\u00a0';

const harness = setUpCheckoutTests();

afterEach(() => resetTestAnalytics());

const quote = (shippingTotal: number, deliveryDays = 2) => ({
  body: buildQuote({ shippingTotal, deliveryDays }),
});

function select(name: RegExp) {
  return screen.getByRole('combobox', { name });
}

async function chooseMunicipality(
  user: UserEvent,
  department = 'Francisco Morazán',
  municipality = 'Distrito Central',
) {
  await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
  await user.selectOptions(select(/^Departamento/), department);
  await waitFor(() => expect(select(/^Municipio/)).toBeEnabled());
  await user.selectOptions(select(/^Municipio/), municipality);
}

/** A tab reloaded with the contact saved (step 1): the 'Envío' form. */
async function renderShippingStep(handlers: Parameters<CheckoutHarness['mockFetch']>[0]) {
  startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 1 });
  const fetchMock = harness.mockFetch({
    'GET /orders/123': () => ({ body: buildOrder() }),
    'GET /places': placesHandler,
    ...handlers,
  });
  const result = renderCheckout();
  await screen.findByRole('heading', { level: 1, name: 'Datos de envío' });
  return { ...result, fetchMock };
}

describe("Checkout step 'Envío'", () => {
  it('loads departments of Honduras, then the chosen department’s municipalities', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderShippingStep({
      'GET /orders/123/calculate-shipping': () => quote(100),
    });
    await chooseMunicipality(user);
    expect(
      within(select(/^Departamento/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona…', 'Cortés', 'Francisco Morazán']);
    const placeCalls = fetchMock.calls
      .filter((call) => call.url.pathname === '/places')
      .map((call) => call.url.search);
    expect(placeCalls).toEqual([
      `?${new URLSearchParams({ 'filter[status]': '1' }).toString()}`,
      `?${new URLSearchParams({ 'filter[status]': '1', 'filter[country_id]': '1' }).toString()}`,
      `?${new URLSearchParams({ 'filter[status]': '1', 'filter[country_id]': '1', 'filter[parent_zone_id]': '9' }).toString()}`,
    ]);

    // Another department drops the municipality chosen in the first one.
    await user.selectOptions(select(/^Departamento/), 'Cortés');
    expect(select(/^Municipio/)).toHaveValue('');
    await waitFor(() =>
      expect(
        within(select(/^Municipio/)).getByRole('option', { name: 'San Pedro Sula' }),
      ).toBeInTheDocument(),
    );
  });

  it("quotes the municipality's zone with the order token and shows the cost in lempiras", async () => {
    const user = userEvent.setup();
    const quotes: SeenRequest[] = [];
    await renderShippingStep({
      'GET /orders/123/calculate-shipping': recording(quotes, ({ url }) =>
        quote(url.searchParams.get('shipping_zone_id') === '1' ? 100 : 150, 3),
      ),
    });
    await chooseMunicipality(user);
    expect(await screen.findByText(`Costo de envío: L${NBSP}100.00`, keepNbsp)).toBeInTheDocument();
    expect(screen.getByText('Entrega estimada: 3 días hábiles')).toBeInTheDocument();
    expect(quotes[0]?.url.searchParams.get('shipping_zone_id')).toBe('1');
    expect(quotes[0]?.url.searchParams.get('shipping_method')).toBe('home');
    expect(quotes[0]?.headers.get('X-Order-Token')).toBe('tok-123');

    await user.selectOptions(select(/^Municipio/), 'Valle de Ángeles');
    expect(await screen.findByText(`Costo de envío: L${NBSP}150.00`, keepNbsp)).toBeInTheDocument();
    expect(quotes[1]?.url.searchParams.get('shipping_zone_id')).toBe('3');
  });

  it("shows a failed quote's server message above the form, until another municipality is quoted", async () => {
    const user = userEvent.setup();
    await renderShippingStep({
      'GET /orders/123/calculate-shipping': ({ url }) =>
        url.searchParams.get('shipping_zone_id') === '1'
          ? { status: 404, body: { message: 'Zona de envío no encontrada' } }
          : quote(150),
    });
    await chooseMunicipality(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zona de envío no encontrada');
    // Where a failed save's message goes: right under the step's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de envío' }).nextElementSibling).toBe(alert);
    await user.selectOptions(select(/^Municipio/), 'Valle de Ángeles');
    expect(await screen.findByText(`Costo de envío: L${NBSP}150.00`, keepNbsp)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the answer for the municipality chosen last', async () => {
    const user = userEvent.setup();
    const answers: Record<string, () => void> = {};
    await renderShippingStep({
      'GET /orders/123/calculate-shipping': ({ url }) =>
        new Promise((resolve) => {
          const zone = url.searchParams.get('shipping_zone_id') ?? '';
          answers[zone] = () => resolve(quote(Number(zone) * 100));
        }),
    });
    await chooseMunicipality(user);
    await user.selectOptions(select(/^Municipio/), 'Valle de Ángeles');
    await waitFor(() => expect(Object.keys(answers).sort()).toEqual(['1', '3']));
    act(() => answers['3']?.());
    expect(await screen.findByText(`Costo de envío: L${NBSP}300.00`, keepNbsp)).toBeInTheDocument();
    act(() => answers['1']?.());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(`Costo de envío: L${NBSP}300.00`, keepNbsp)).toBeInTheDocument();
    expect(screen.queryByText(`Costo de envío: L${NBSP}100.00`, keepNbsp)).not.toBeInTheDocument();
  });

  it('shows no error when the step is left while a quote is on its way', async () => {
    const user = userEvent.setup();
    await renderShippingStep({
      'GET /orders/123/calculate-shipping': () => new Promise(() => undefined),
    });
    await chooseMunicipality(user);
    expect(await screen.findByText('Calculando el costo de envío…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar contacto' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires department, municipality and address before saving', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderShippingStep({});
    await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getAllByText('Requerido')).toHaveLength(3);
    expect(fetchMock.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves home shipping, publishes step 2 and shows the order the server priced', async () => {
    const user = userEvent.setup();
    const saves: SeenRequest[] = [];
    const steps = harness.watchSteps();
    enableTestAnalytics();
    const { store } = await renderShippingStep({
      'GET /orders/123/calculate-shipping': () => quote(100),
      'PUT /orders/123/shipping': recording(saves, () => ({ body: buildShippedOrder() })),
    });
    await chooseMunicipality(user);
    await user.type(field(/^Dirección/), '  Colonia Palmira, casa 12 ');
    await user.type(field(/^Referencia/), 'Frente al parque');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Datos de envío guardados')).toBeInTheDocument();
    expect(saves[0]?.body).toEqual({
      shipping_method: 'home',
      place_id: 129,
      address_1: 'Colonia Palmira, casa 12',
      address_2: 'Frente al parque',
    });
    expect(saves[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(selectCheckout(store.getState())).toMatchObject({ step: 2, status: 'idle' });
    expect(selectCheckoutOrder(store.getState())).toMatchObject({ shippingTotal: 100 });
    expect(steps).toEqual([1, 2]);
    expect(storedSession()).toEqual({ id: 123, accessToken: 'tok-123', step: 2 });
    expect(dataLayer()).toContainEqual({
      event: 'add_shipping_info',
      ecommerce: expect.objectContaining({ currency: 'HNL', value: 19099, shipping_tier: 'home' }),
    });

    const review = screen.getByRole('region', { name: 'Resumen del pedido' });
    const row = (label: string) =>
      within(review).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe(`L${NBSP}18,999.00`);
    expect(row('Envío')).toBe(`L${NBSP}100.00`);
    expect(row('ISV (15 %) incluido')).toBe(`L${NBSP}2,491.17`);
    expect(row('Total')).toBe(`L${NBSP}19,099.00`);
    expect(within(review).getByText('Colonia Palmira, casa 12')).toBeInTheDocument();
    // 'F. Pago' follows, the card chosen (the spec's default).
    expect(within(review).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(within(review).getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();

    const summary = screen.getByRole('complementary', { name: 'Tu pedido' });
    expect(within(summary).getByText('Envío').nextElementSibling).toHaveTextContent('L 100.00');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('L 19,099.00');
  });

  it("keeps what was typed when saving fails and shows the server's field message", async () => {
    const user = userEvent.setup();
    await renderShippingStep({
      'GET /orders/123/calculate-shipping': () => quote(100),
      'PUT /orders/123/shipping': () => ({
        status: 422,
        body: {
          message: 'Aún no hacemos envíos a ese municipio; elige retiro en tienda',
          fields: { place_id: 'Municipio sin zona de envío' },
        },
      }),
    });
    await chooseMunicipality(user);
    await user.type(field(/^Dirección/), 'Colonia Palmira');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aún no hacemos envíos a ese municipio; elige retiro en tienda',
    );
    expect(screen.getByText('Municipio sin zona de envío')).toBeInTheDocument();
    expect(field(/^Dirección/)).toHaveValue('Colonia Palmira');
    expect(select(/^Municipio/)).toHaveValue('129');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});

/** A saved address as `GET /customers/{id}/addresses` answers it: by default, the shipped order's delivery. */
function savedAddress(overrides: Partial<Address> = {}): Address {
  const delivery = buildShippedOrder().shippingAddress!;
  return {
    id: 1,
    customer_id: 7,
    alias: 'Casa',
    firstname: delivery.firstname,
    lastname: delivery.lastname,
    telephone: delivery.telephone,
    address_1: delivery.address_1,
    address_2: delivery.address_2,
    place_id: 129,
    municipality: delivery.municipality,
    department_id: 9,
    department: delivery.department,
    shipping_zone_id: 1,
    is_default: false,
    created_at: '2026-01-10T15:00:00.000Z',
    updated_at: '2026-01-10T15:00:00.000Z',
    ...overrides,
  };
}

/** The API lists the default first. */
const SAVED_ADDRESSES: Address[] = [
  savedAddress({
    id: 2,
    alias: 'Oficina',
    address_1: 'Barrio Río de Piedras, 5 calle',
    address_2: 'Edificio Plaza, piso 3',
    place_id: 70,
    municipality: 'San Pedro Sula',
    department_id: 5,
    department: 'Cortés',
    shipping_zone_id: 2,
    is_default: true,
  }),
  savedAddress(),
];

function logIn() {
  act(() => publishSession({ customerId: 7, displayName: 'Carlos', token: 'jwt-7' }));
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe("Checkout step 'Envío' with a customer's saved addresses", () => {
  it('offers them with the default chosen; the chosen one is quoted and sent as the shipping body', async () => {
    const user = userEvent.setup();
    logIn();
    const reads: SeenRequest[] = [];
    const saves: SeenRequest[] = [];
    const { fetchMock } = await renderShippingStep({
      'GET /customers/7/addresses': recording(reads, () => ({ body: SAVED_ADDRESSES })),
      'GET /orders/123/calculate-shipping': ({ url }) =>
        quote(url.searchParams.get('place_id') === '70' ? 250 : 100),
      'PUT /orders/123/shipping': recording(saves, () => ({ body: buildShippedOrder() })),
    });

    const group = await screen.findByRole('radiogroup', { name: '¿Dónde recibes tu pedido?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['2', '1', 'otra']);
    expect(radio(/^Oficina/)).toBeChecked();
    expect(radio(/^Oficina/)).toHaveAccessibleName(
      'Oficina Predeterminada Barrio Río de Piedras, 5 calle · Edificio Plaza, piso 3 · San Pedro Sula, Cortés Recibe: Carlos Reyes · 9988-7766',
    );
    expect(reads[0]?.headers.get('Authorization')).toBe('Bearer jwt-7');
    // A saved address needs no form.
    expect(screen.queryByRole('combobox', { name: /^Departamento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Dirección/ })).not.toBeInTheDocument();
    expect(await screen.findByText(`Costo de envío: L${NBSP}250.00`, keepNbsp)).toBeInTheDocument();

    await user.click(radio(/^Casa/));
    expect(await screen.findByText(`Costo de envío: L${NBSP}100.00`, keepNbsp)).toBeInTheDocument();
    const quotedPlaces = fetchMock.calls
      .filter((call) => call.url.pathname.endsWith('/calculate-shipping'))
      .map((call) => call.url.searchParams.get('place_id'));
    expect(quotedPlaces).toEqual(['70', '129']);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Datos de envío guardados')).toBeInTheDocument();
    expect(saves.map((save) => save.body)).toEqual([
      {
        shipping_method: 'home',
        place_id: 129,
        address_1: 'Colonia Palmira, casa 12',
        address_2: 'Frente al parque',
        // Who the address book says receives the parcel there.
        firstname: 'Carlos',
        lastname: 'Reyes',
        telephone: '9988-7766',
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen del pedido' })).toBeInTheDocument();
  });

  it("'Otra dirección' shows the form with its rules, and sends what was typed", async () => {
    const user = userEvent.setup();
    logIn();
    const saves: SeenRequest[] = [];
    await renderShippingStep({
      'GET /customers/7/addresses': () => ({ body: SAVED_ADDRESSES }),
      'GET /orders/123/calculate-shipping': () => quote(100),
      'PUT /orders/123/shipping': recording(saves, () => ({ body: buildShippedOrder() })),
    });
    await user.click(await screen.findByRole('radio', { name: 'Otra dirección' }));
    await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getAllByText('Requerido')).toHaveLength(3);
    expect(saves).toHaveLength(0);

    await chooseMunicipality(user, 'Francisco Morazán', 'Valle de Ángeles');
    await user.type(field(/^Dirección/), 'Aldea El Hatillo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Datos de envío guardados');
    expect(saves[0]?.body).toEqual({
      shipping_method: 'home',
      place_id: 135,
      address_1: 'Aldea El Hatillo',
      address_2: '',
    });
  });

  it("'Editar envío' opens on the saved address the order ships to, or on 'Otra dirección' with it filled in", async () => {
    const user = userEvent.setup();
    logIn();
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    let delivery = buildShippedOrder();
    harness.mockFetch({
      'GET /orders/123': () => ({ body: delivery }),
      'GET /places': placesHandler,
      'GET /customers/7/addresses': () => ({ body: SAVED_ADDRESSES }),
      'GET /orders/123/calculate-shipping': () => quote(100),
    });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Editar envío' }));
    expect(await screen.findByRole('radio', { name: /^Casa/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    // Delivered elsewhere than any saved address: the form, as the order has it.
    delivery = buildShippedOrder({
      shippingAddress: { ...buildShippedOrder().shippingAddress!, address_1: 'Colonia Kennedy, bloque 3' },
    });
    cleanup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Editar envío' }));
    expect(await screen.findByRole('radio', { name: 'Otra dirección' })).toBeChecked();
    expect(field(/^Dirección/)).toHaveValue('Colonia Kennedy, bloque 3');
    await waitFor(() => expect(select(/^Municipio/)).toHaveValue('129'));
  });

  it("shows the server's refusal of a saved address above the step", async () => {
    const user = userEvent.setup();
    logIn();
    await renderShippingStep({
      'GET /customers/7/addresses': () => ({ body: SAVED_ADDRESSES }),
      'GET /orders/123/calculate-shipping': () => quote(250),
      'PUT /orders/123/shipping': () => ({
        status: 422,
        body: {
          message: 'Aún no hacemos envíos a ese municipio; elige retiro en tienda',
          fields: { place_id: 'Municipio sin zona de envío' },
        },
      }),
    });
    await screen.findByRole('radio', { name: /^Oficina/ });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aún no hacemos envíos a ese municipio; elige retiro en tienda',
    );
    expect(radio(/^Oficina/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('offers the form alone to a customer without saved addresses, to one whose list failed, and to a guest', async () => {
    logIn();
    const { fetchMock, unmount } = await renderShippingStep({
      'GET /customers/7/addresses': () => ({ body: [] }),
    });
    await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(fetchMock.calls.filter((call) => call.url.pathname === '/customers/7/addresses')).toHaveLength(1);
    unmount();

    await renderShippingStep({
      'GET /customers/7/addresses': () => ({ status: 500, body: { message: 'Error del servidor' } }),
    });
    await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    cleanup();

    act(() => publishSession({ customerId: null, displayName: null, token: null }));
    const guest = await renderShippingStep({});
    await waitFor(() => expect(select(/^Departamento/)).toBeEnabled());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(guest.fetchMock.calls.some((call) => call.url.pathname.startsWith('/customers/'))).toBe(false);
  });
});

describe('Checkout review (step 2)', () => {
  async function renderReview(handlers: Parameters<CheckoutHarness['mockFetch']>[0] = {}) {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    harness.mockFetch({
      'GET /orders/123': () => ({
        body: buildShippedOrder({ discount: 1849.9, coupon: WELCOME_COUPON }),
      }),
      'GET /places': placesHandler,
      ...handlers,
    });
    const result = renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Resumen del pedido' });
    return result;
  }

  it("shows the discount, then 'F. Pago' with the card's form", async () => {
    await renderReview();
    const review = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(review).getByText('Descuento (BIENVENIDO10)').nextElementSibling).toHaveTextContent(
      '−L 1,849.90',
    );
    expect(within(review).queryByText(/aún no está disponible/)).not.toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Editar contacto', 'Editar envío', 'Pagar']);
  });

  it("'Editar envío' reopens the saved address; 'Cancelar' goes back without saving", async () => {
    const user = userEvent.setup();
    const steps = harness.watchSteps();
    await renderReview({ 'GET /orders/123/calculate-shipping': () => quote(100) });
    await user.click(screen.getByRole('button', { name: 'Editar envío' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de envío' })).toBeInTheDocument();
    await waitFor(() => expect(select(/^Municipio/)).toHaveValue('129'));
    expect(select(/^Departamento/)).toHaveValue('9');
    expect(field(/^Dirección/)).toHaveValue('Colonia Palmira, casa 12');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen del pedido' })).toBeInTheDocument();
    expect(steps).toEqual([2]);
  });

  it("'Editar contacto' saves with PUT and keeps the step at 2", async () => {
    const user = userEvent.setup();
    const puts: SeenRequest[] = [];
    const { store } = await renderReview({
      'PUT /orders/123': recording(puts, () => ({ body: buildShippedOrder({ firstname: 'Carla' }) })),
    });
    await user.click(screen.getByRole('button', { name: 'Editar contacto' }));
    expect(field(/^Correo electrónico/)).toHaveValue(VALID_CONTACT.email);
    await user.clear(field(/^Nombre/));
    await user.type(field(/^Nombre/), 'Carla');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Datos de contacto guardados');
    expect(puts[0]?.body).toMatchObject({ firstname: 'Carla' });
    expect(selectCheckout(store.getState()).step).toBe(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen del pedido' })).toBeInTheDocument();
  });
});
